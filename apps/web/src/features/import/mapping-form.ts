/**
 * The column-mapping step's form: which column holds what, as the selects show it (a column index as
 * a string, '' for none), and the mapping it sends. Prefilled from the server's guess.
 */
import type { CsvMapping, DateOrder } from '@tally/shared/schemas/imports';

/** How the amount is written: one signed column, debit and credit columns, or an amount plus a C/D column. */
export type AmountMode = 'signed' | 'debitCredit' | 'typeColumn';
export const AMOUNT_MODES: readonly AmountMode[] = ['signed', 'debitCredit', 'typeColumn'];

export interface MappingForm {
  date: string;
  description: string;
  amountMode: AmountMode;
  amount: string;
  debit: string;
  credit: string;
  kind: string;
  currency: string;
  dateOrder: DateOrder;
  decimalSeparator: ',' | '.';
}

const column = (value: number | undefined) => (value === undefined ? '' : String(value));

export function formFromGuess(guess: Partial<CsvMapping> | undefined): MappingForm {
  const g = guess ?? {};
  const amountMode: AmountMode = g.debit !== undefined || g.credit !== undefined ? 'debitCredit' : g.kind !== undefined ? 'typeColumn' : 'signed';
  return {
    date: column(g.date),
    description: column(g.description),
    amountMode,
    amount: column(g.amount),
    debit: column(g.debit),
    credit: column(g.credit),
    kind: column(g.kind),
    currency: column(g.currency),
    dateOrder: g.dateOrder ?? 'DMY',
    decimalSeparator: g.decimalSeparator ?? '.',
  };
}

const toColumn = (value: string) => (value === '' ? undefined : Number(value));

/** The mapping to send, or null while a required column is not chosen yet. */
export function mappingFromForm(form: MappingForm): CsvMapping | null {
  const date = toColumn(form.date);
  const description = toColumn(form.description);
  if (date === undefined || description === undefined) return null;
  const base = { date, description, currency: toColumn(form.currency), dateOrder: form.dateOrder, decimalSeparator: form.decimalSeparator };
  switch (form.amountMode) {
    case 'signed': {
      const amount = toColumn(form.amount);
      return amount === undefined ? null : { ...base, amount };
    }
    case 'debitCredit': {
      const debit = toColumn(form.debit);
      const credit = toColumn(form.credit);
      // One of the two is enough (a file of only debits); a column holding both kinds is "signed".
      return debit === undefined && credit === undefined ? null : { ...base, debit, credit };
    }
    case 'typeColumn': {
      const amount = toColumn(form.amount);
      const kind = toColumn(form.kind);
      return amount === undefined || kind === undefined ? null : { ...base, amount, kind };
    }
  }
}

