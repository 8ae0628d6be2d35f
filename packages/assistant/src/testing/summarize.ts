/**
 * A flat view of an Interpretation for table-driven tests: compare with toMatchObject, so each
 * case states only the fields it is about.
 */
import type { Interpretation } from '../types';

export interface Summary {
  kind: string;
  lang: string;
  [field: string]: unknown;
}

export function summarize(result: Interpretation): Summary {
  const { intent, language } = result;
  switch (intent.kind) {
    case 'record_transactions':
      return {
        kind: 'record',
        lang: language,
        followUpUsed: intent.followUpUsed,
        tx: intent.transactions.map((t) => ({
          type: t.type,
          amount: t.amount,
          currency: t.currency,
          category: t.categoryName,
          date: t.date,
          description: t.description,
          tags: t.tags,
        })),
      };
    case 'clarify_transaction':
      return { kind: 'clarify', lang: language, missing: intent.missing, ...intent.draft };
    case 'query':
      return {
        kind: 'query',
        lang: language,
        metric: intent.metric,
        period: intent.period.key,
        start: intent.period.start,
        end: intent.period.end,
        compare: intent.comparePeriod?.key,
        category: intent.categoryName,
        type: intent.type,
        limit: intent.limit,
        per: intent.per,
      };
    default: {
      const { kind, ...fields } = intent;
      return { kind, lang: language, ...fields };
    }
  }
}
