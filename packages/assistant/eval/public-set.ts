/**
 * Scoring of the public development set (../shared/data/public-utterances.jsonl from the repository
 * root: real chat messages gathered from public finance-bot projects, with the parse each source
 * expects). scripts/measure-utterances.ts prints it; the eval test keeps a minimum on it.
 */
import { interpret } from '@tally/assistant/interpret';
import type { EngineCategory, EngineContext, Interpretation, Lang, TransactionDraft } from '@tally/assistant/types';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';

export type PublicKind = 'transaction' | 'multi' | 'query' | 'other';

interface ExpectedItem {
  type?: 'income' | 'expense' | null;
  amount?: number | null;
  currency?: string | null;
  category?: string | string[] | null;
  intent?: string;
}

export interface PublicLine {
  text: string;
  lang: Lang;
  kind: PublicKind;
  expect: ExpectedItem | ExpectedItem[];
  default_currency?: string;
}

/** A fixed instant, so the figures do not move with the calendar. */
const NOW = new Date('2026-11-22T15:00:00Z');

const CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 100 + i, name, type: 'income' as const, isDefault: true })),
];

/**
 * The sources' category labels in our taxonomy: each label lists the categories that mean the same.
 * Labels with no counterpart (a user's own category, "other" income) are left out and not scored.
 */
const CATEGORY_MAP: Readonly<Record<string, readonly string[]>> = {
  comida: ['Dining', 'Groceries'],
  food: ['Dining', 'Groceries'],
  'food & dining': ['Dining'],
  food_drink: ['Dining'],
  'eating out': ['Dining'],
  dining: ['Dining'],
  alimentação: ['Dining', 'Groceries'],
  'default-alimentacao': ['Dining', 'Groceries'],
  'alimentação > supermercado': ['Groceries'],
  'alimentação > feira': ['Groceries'],
  'alimentação > padaria': ['Dining', 'Groceries'],
  'alimentação > restaurante': ['Dining'],
  'alimentação > marmita': ['Dining'],
  almuerzo: ['Dining'],
  coffee: ['Dining'],
  lunch: ['Dining'],
  restaurants: ['Dining'],
  delivery: ['Dining'],
  groceries: ['Groceries'],
  supermercado: ['Groceries'],
  super: ['Groceries'],
  comestibles: ['Groceries'],
  transporte: ['Transportation'],
  transport: ['Transportation'],
  transportation: ['Transportation'],
  'transporte > combustível': ['Transportation'],
  'transporte > pedágio': ['Transportation'],
  'transporte > seguro': ['Transportation', 'Bills'],
  'transporte > uber/99': ['Transportation'],
  'default-transporte': ['Transportation'],
  gasolina: ['Transportation'],
  nafta: ['Transportation'],
  gas: ['Transportation'],
  carro: ['Transportation'],
  'viajem > taxi': ['Transportation', 'Travel'],
  arriendo: ['Bills'],
  rent: ['Bills'],
  moradia: ['Bills'],
  'default-moradia': ['Bills'],
  house: ['Bills'],
  hogar: ['Shopping', 'Groceries'],
  'casa > móveis': ['Shopping'],
  'casa > reforma': ['Shopping', 'Other'],
  servicios: ['Bills'],
  contas: ['Bills'],
  bills: ['Bills'],
  utilities: ['Bills'],
  'serviços > energia': ['Bills'],
  'serviços > gás': ['Bills'],
  'serviços > água': ['Bills'],
  'serviços > recarga celular': ['Bills'],
  'serviços > assinaturas': ['Entertainment', 'Bills'],
  subscriptions: ['Entertainment', 'Bills'],
  'default-cartao': ['Bills'],
  'taxas > anuidade': ['Bills'],
  'taxas > tarifa bancária': ['Bills'],
  'investimentos > financiamentos': ['Bills'],
  'impostos/taxas': ['Bills'],
  laundry: ['Bills', 'Other'],
  entretenimiento: ['Entertainment'],
  entertainment: ['Entertainment'],
  lazer: ['Entertainment'],
  'lazer/entretenimento': ['Entertainment'],
  'default-lazer': ['Entertainment'],
  'recreação > cinema': ['Entertainment'],
  'recreação > festas': ['Entertainment'],
  'entretenimento > streaming': ['Entertainment'],
  'lazer > eletrônicos': ['Shopping', 'Entertainment'],
  ropa: ['Shopping'],
  clothes: ['Shopping'],
  'vestuário > roupas': ['Shopping'],
  'vestuário > calçados': ['Shopping'],
  'compras/vestuário': ['Shopping'],
  'compras > diversos': ['Shopping', 'Other'],
  tecnología: ['Shopping'],
  'eletrônicos > acessórios': ['Shopping'],
  'eletrônicos > celulares': ['Shopping'],
  'eletrônicos > computadores': ['Shopping'],
  shopping: ['Shopping'],
  // Personal care: a service (Other since 29 Nov), or goods and care as the source files it.
  'pessoal > cabelo': ['Shopping', 'Healthcare', 'Other'],
  'pessoal > manicure': ['Shopping', 'Healthcare', 'Other'],
  'pessoal > presente': ['Shopping', 'Other'],
  regalo: ['Shopping', 'Other'],
  salud: ['Healthcare'],
  saúde: ['Healthcare'],
  'default-saude': ['Healthcare'],
  'saúde > dentista': ['Healthcare'],
  'saúde > exames': ['Healthcare'],
  'saúde > farmácia': ['Healthcare'],
  'saúde > plano de saúde': ['Healthcare'],
  'saúde > suplementação': ['Healthcare'],
  'saúde > academia': ['Healthcare'],
  educación: ['Education'],
  'educação > escola particular': ['Education'],
  'educação > material escolar': ['Education'],
  lodging: ['Travel'],
  'viajem > passagens': ['Travel'],
  miscellaneous: ['Other'],
  salario: ['Salary'],
  salário: ['Salary'],
  'default-salario': ['Salary'],
  receita: ['Salary'],
  'pró-labore': ['Salary'],
  freelance: ['Freelance'],
  'renda extra': ['Freelance'],
  'default-outros-entrada': ['Freelance'],
  'trabajo informal': ['Freelance'],
  inversiones: ['Investment'],
  'default-investimentos': ['Investment'],
  'investimentos > aluguel': ['Rental'],
  regalos: ['Gift'],
  venta: ['Business'],
};

/** Expense-only labels for "other": income lines labelled other have no counterpart here. */
const OTHER_LABELS = new Set(['otros', 'outros', 'other']);

function mappedCategories(label: string | string[] | null | undefined, type: string | null | undefined): readonly string[] | undefined {
  if (typeof label !== 'string') return undefined;
  const key = label.trim().toLowerCase();
  if (OTHER_LABELS.has(key)) return type === 'income' ? undefined : ['Other'];
  return CATEGORY_MAP[key];
}

export class Tally {
  private readonly counts = new Map<string, { ok: number; total: number }>();
  add(key: string, ok: boolean): void {
    const entry = this.counts.get(key) ?? { ok: 0, total: 0 };
    entry.total += 1;
    if (ok) entry.ok += 1;
    this.counts.set(key, entry);
  }
  get(key: string): { ok: number; total: number } | undefined {
    return this.counts.get(key);
  }
}

const sameAmount = (expected: number | null | undefined, actual: string | undefined): boolean =>
  expected != null && actual !== undefined && Math.abs(Number(actual) - expected) < 0.005;

/** Whether our intent is the kind of answer the line expects. */
function intentMatches(line: PublicLine, result: Interpretation): boolean {
  const intent = result.intent;
  // A rule that repeats ("Pago Netflix cada mes, 50k") reads the same money as a recording: one item.
  const recorded = intent.kind === 'record_transactions' ? intent.transactions.length : intent.kind === 'set_recurring' ? 1 : 0;
  switch (line.kind) {
    case 'transaction':
      return recorded === 1;
    case 'multi':
      return recorded >= 2;
    case 'query':
      return intent.kind === 'query' || intent.kind === 'budget_status';
    case 'other': {
      const expected = (line.expect as ExpectedItem).intent ?? '';
      if (/missing_amount|ask_missing_amount/.test(expected)) return intent.kind === 'clarify_transaction';
      if (/ask_clarification|ignore_or_ask_context|missing_type/.test(expected)) {
        return intent.kind === 'clarify_transaction' || intent.kind === 'unknown';
      }
      if (expected === 'delete_expense') return intent.kind === 'undo_last' || intent.kind === 'delete_transaction' || intent.kind === 'unknown';
      // not_transaction, scheduled payments, debts: anything but recording or asking for an amount.
      return intent.kind !== 'record_transactions' && intent.kind !== 'clarify_transaction';
    }
  }
}

export const PUBLIC_METRICS = ['whole', 'intent', 'type', 'amount', 'currency', 'default_currency', 'count', 'category', 'query_category', 'language'] as const;

export function parsePublicLines(text: string): PublicLine[] {
  return text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as PublicLine);
}

export interface PublicMeasure {
  /** Counts keyed "lang:kind:metric", with "all" for any language or kind. */
  tally: Tally;
  /** One line per miss, in the order met. */
  failures: string[];
  /** Milliseconds for the whole set (each line is read twice: once more for the language). */
  elapsed: number;
}

/** Runs the engine on every line and counts what it read right. */
export function measurePublicSet(lines: readonly PublicLine[]): PublicMeasure {
  const tally = new Tally();
  const failures: string[] = [];
  const started = performance.now();
  for (const line of lines) {
    const ctx: EngineContext = {
      now: NOW,
      timezone: 'America/Sao_Paulo',
      preferredCurrency: line.default_currency ?? 'USD',
      preferredLanguage: line.lang,
      categories: CATEGORIES,
      learnedRules: [],
      history: [],
    };
    const result = interpret(line.text, ctx);
    const groups = [`${line.lang}:${line.kind}`, `all:${line.kind}`, `${line.lang}:all`, 'all:all'];
    const add = (metric: string, ok: boolean) => groups.forEach((g) => tally.add(`${g}:${metric}`, ok));

    const englishFallback = interpret(line.text, { ...ctx, preferredLanguage: line.lang === 'en' ? 'es' : 'en' });
    add('language', englishFallback.language === line.lang);

    const intentOk = intentMatches(line, result);
    add('intent', intentOk);
    if (!intentOk) failures.push(`[${line.lang} ${line.kind}] ${line.text.replace(/\n/g, ' / ')} -> ${result.intent.kind}`);

    const drafts: Pick<TransactionDraft, 'type' | 'amount' | 'currency' | 'categoryName'>[] =
      result.intent.kind === 'record_transactions' ? result.intent.transactions : result.intent.kind === 'set_recurring' ? [result.intent.draft] : [];
    // Whole message: the right kind of answer and, for records, the right count and every item's
    // type, amount, currency and (where the source's label maps to ours) category.
    let whole = intentOk;
    if (line.kind === 'transaction' || line.kind === 'multi') {
      const expected = Array.isArray(line.expect) ? line.expect : [line.expect];
      if (line.kind === 'multi') add('count', drafts.length === expected.length);
      whole &&= drafts.length === expected.length;
      expected.forEach((item, index) => {
        const draft = drafts.length === expected.length || index === 0 ? drafts[index] : undefined;
        if (item.type) {
          add('type', draft?.type === item.type);
          whole &&= draft?.type === item.type;
        }
        if (item.amount != null) {
          const ok = sameAmount(item.amount, draft?.amount);
          whole &&= ok;
          add('amount', ok);
          if (!ok) failures.push(`  amount [${line.lang}] ${line.text.replace(/\n/g, ' / ')} -> ${draft?.amount ?? '-'} (expected ${item.amount})`);
        }
        if (item.currency) {
          const ok = draft?.currency === item.currency;
          whole &&= ok;
          add('currency', ok);
          if (!ok) failures.push(`  currency [${line.lang}] ${line.text} -> ${draft?.currency ?? '-'} (expected ${item.currency})`);
        }
        else if (line.default_currency && draft) add('default_currency', draft.currency === line.default_currency);
        const wanted = mappedCategories(item.category, item.type);
        if (wanted) {
          const ok = draft !== undefined && wanted.includes(draft.categoryName);
          whole &&= ok;
          add('category', ok);
          if (!ok) failures.push(`  category [${line.lang}] ${line.text} -> ${draft?.categoryName ?? '-'} (expected ${String(item.category)})`);
        }
      });
    }
    if (line.kind === 'query' && result.intent.kind === 'query') {
      const item = line.expect as ExpectedItem;
      const wanted = mappedCategories(item.category, 'expense');
      if (wanted) {
        const ok = wanted.includes(result.intent.categoryName ?? '');
        whole &&= ok;
        add('query_category', ok);
      }
    }
    add('whole', whole);
  }
  const elapsed = performance.now() - started;
  return { tally, failures, elapsed };
}
