/**
 * The optional language model for the long tail (docs/decisions/2026-11-25-optional-language-model.md).
 * The engine answers every message; only a message it could not read with confidence, and that
 * carries a number, is also shown to the model, which may propose transaction drafts and nothing
 * else. A proposal is used only when every draft passes the shared rules of a new transaction (the
 * add-transaction form's) and names one of the user's categories; anything else - an empty answer,
 * an invalid one, a slow or failing model - leaves the engine's answer in place. Questions,
 * commands and corrections are never sent: their numbers come from the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EngineContext, Interpretation, TransactionDraft, TxType } from '@tally/assistant/types';
import { CURRENCY_CODES } from '@tally/shared/currencies';
import { dateInTimezone } from '@tally/shared/dates';
import { transactionInputSchema } from '@tally/shared/schemas/transactions';
import { LlmError, type LlmClient, type LlmFailure } from '../../platform/llm';

/**
 * What became of a message shown to the model (chat_analytics.llm_outcome): its drafts were recorded,
 * it said the message records nothing, its answer broke the rules, or the exchange failed.
 */
export type LlmOutcome = 'used' | 'declined' | 'invalid' | LlmFailure;

export type ModelProposal = { outcome: 'used'; drafts: TransactionDraft[] } | { outcome: Exclude<LlmOutcome, 'used'> };

/**
 * Below this the engine's reading of a transaction is a guess worth a second opinion. The engine
 * gives 0.92 when it knew every category and 0.8 (0.75 with several items) when it fell back to
 * Other or a default income category: "mom zelle 40" recorded as an expense under Other, flagged as maybe income.
 */
export const CONFIDENT_RECORDING = 0.85;
/** A longer list from one message is not a reading of it. */
const MAX_TRANSACTIONS = 10;

const QUESTION_MARK = /[?¿？]/u;
const DIGIT = /\p{Nd}/u;

/**
 * Whether to show the message to the model: only a message the engine could not read with
 * confidence - not understood, a transaction whose amount and subject it could not find, or a
 * transaction it recorded on a guess - and never a question, command or correction.
 */
export function shouldAskModel(text: string, interpretation: Interpretation, ctx: EngineContext): boolean {
  if (ctx.categories.length === 0 || QUESTION_MARK.test(text)) return false;
  const { intent } = interpretation;
  switch (intent.kind) {
    case 'unknown':
      // Without a number the model would have to invent the amount.
      return DIGIT.test(text);
    case 'clarify_transaction':
      // A bare amount ("50") or an impossible date is the engine's question to ask, not a guess to make.
      return intent.missing.includes('amount') && DIGIT.test(text) && (!intent.draft.description || intent.draft.categoryId === undefined);
    case 'record_transactions':
      // A follow-up completes an earlier message the model never saw.
      return !intent.followUpUsed && (interpretation.confidence < CONFIDENT_RECORDING || intent.transactions.some((d) => d.review !== undefined));
    default:
      return false;
  }
}

/** The answer's shape; each item is then held to the shared transaction rules. */
const answerSchema = z.object({
  transactions: z
    .array(
      z.object({
        type: z.string(),
        amount: z.string(),
        currency: z.string(),
        category: z.string(),
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        description: z.string(),
      }),
    )
    .max(MAX_TRANSACTIONS),
});

function answerJsonSchema(categoryNames: string[]): Record<string, unknown> {
  const text = (description: string) => ({ type: 'string', description });
  return {
    type: 'object',
    properties: {
      transactions: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: ['expense', 'income'] },
            amount: text('Positive decimal number with a dot and no thousands separator, e.g. "1200.50"'),
            currency: { type: 'string', enum: [...CURRENCY_CODES] },
            category: { type: 'string', enum: categoryNames },
            date: text('YYYY-MM-DD'),
            description: text('A few words: the thing bought or sold, the merchant or who paid'),
          },
          required: ['type', 'amount', 'currency', 'category', 'date', 'description'],
          additionalProperties: false,
        },
      },
    },
    required: ['transactions'],
    additionalProperties: false,
  };
}

/** Everything the model is told besides the message: the rules, today, the currency, the category names. */
function systemPrompt(ctx: EngineContext): string {
  const names = (type: TxType) =>
    ctx.categories
      .filter((c) => c.type === type)
      .map((c) => c.name)
      .join(', ');
  return [
    'You read one message that a user wrote to a personal finance app and list the money transactions it records, as JSON that matches the schema.',
    'type: "expense" for money the user spent or sent; "income" for money the user received (pay, sales, gifts, refunds, transfers in).',
    'amount: the total paid or received, a positive decimal with a dot ("1200.50"); quantity times unit price when the message gives both.',
    'currency: the ISO 4217 code of the currency the message names; the preferred currency when it names none.',
    'category: exactly one of the category names below for that type.',
    'date: YYYY-MM-DD; today unless the message says another day.',
    "description: a few words in the message's language naming the thing or the merchant.",
    'If the message is not a record of money already spent or received (a question, a plan, a debt, a greeting, a correction, a request), or gives no amount, answer {"transactions": []}.',
    '',
    `Today: ${dateInTimezone(ctx.now, ctx.timezone)} (time zone ${ctx.timezone}).`,
    `Preferred currency: ${ctx.preferredCurrency}.`,
    `Expense categories: ${names('expense')}.`,
    `Income categories: ${names('income')}.`,
  ].join('\n');
}

/** The tags the engine read in the message (#hashtags, "paid in cash"...), which the model is not asked for. */
function engineTags(interpretation: Interpretation): string[] {
  const { intent } = interpretation;
  const tags = intent.kind === 'record_transactions' ? intent.transactions.flatMap((d) => d.tags) : intent.kind === 'clarify_transaction' ? (intent.draft.tags ?? []) : [];
  return [...new Set(tags)];
}

type Checked = { drafts: TransactionDraft[] } | { problem: string };

/**
 * The model's answer as drafts the transactions service will accept, or the first reason it is not:
 * each item passes the new-transaction rules every write path uses (amount positive and fitting its
 * currency's minor units, a known currency, a date, a description of 1-100 characters) and names one
 * of the user's active categories of its type.
 */
function checkAnswer(answer: unknown, text: string, ctx: EngineContext, tags: string[]): Checked {
  const shape = answerSchema.safeParse(answer);
  if (!shape.success) return { problem: `shape: ${shape.error.issues[0]?.path.join('.')} ${shape.error.issues[0]?.message}` };
  const drafts: TransactionDraft[] = [];
  for (const [index, item] of shape.data.transactions.entries()) {
    const parsed = transactionInputSchema.safeParse({
      type: item.type,
      amount: item.amount,
      currency: item.currency,
      description: item.description,
      transactionDate: item.date,
      tags,
      rawInput: text,
    });
    if (!parsed.success) return { problem: `transactions.${index}.${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}` };
    const wanted = item.category.trim().toLowerCase();
    const category = ctx.categories.find((c) => c.type === parsed.data.type && c.name.toLowerCase() === wanted);
    if (!category) return { problem: `transactions.${index}.category: not one of the user's ${parsed.data.type} categories` };
    drafts.push({
      type: parsed.data.type,
      amount: parsed.data.amount,
      currency: parsed.data.currency,
      categoryId: category.id,
      categoryName: category.name,
      description: parsed.data.description,
      date: parsed.data.transactionDate,
      tags: parsed.data.tags,
      rawInput: text,
    });
  }
  return { drafts };
}

export function createLlmFallback(client: LlmClient, log: FastifyBaseLogger) {
  return {
    /**
     * The model's drafts for `text`, or why there are none. Never throws: every failure is the
     * engine's turn to answer. Logs carry the outcome, never the message or the answer.
     */
    async propose(text: string, interpretation: Interpretation, ctx: EngineContext, requestLog: FastifyBaseLogger = log): Promise<ModelProposal> {
      const names = [...new Set(ctx.categories.map((c) => c.name))];
      const started = performance.now();
      const notUsed = (outcome: Exclude<LlmOutcome, 'used'>, detail: Record<string, unknown> = {}): ModelProposal => {
        requestLog.warn({ llm: { model: client.model, outcome, ms: Math.round(performance.now() - started), ...detail } }, 'Language model answer not used; the engine answered');
        return { outcome };
      };
      let answer: unknown;
      try {
        answer = await client.completeJson({ system: systemPrompt(ctx), user: text, schemaName: 'transactions', schema: answerJsonSchema(names) });
      } catch (error) {
        if (error instanceof LlmError) return notUsed(error.failure, error.status === undefined ? {} : { status: error.status });
        return notUsed('network');
      }
      const checked = checkAnswer(answer, text, ctx, engineTags(interpretation));
      if ('problem' in checked) return notUsed('invalid', { problem: checked.problem });
      if (checked.drafts.length === 0) return { outcome: 'declined' };
      return { outcome: 'used', drafts: checked.drafts };
    },
  };
}

export type LlmFallback = ReturnType<typeof createLlmFallback>;
