/**
 * The best guess of a CSV's columns when its header is not a known layout: names first (en, pt, es),
 * checked against what the cells hold, else what the cells look like.
 */
import type { CsvMapping, DateOrder } from '@tally/shared/schemas/imports';
import { parseAmount, type DecimalSeparator } from './amounts';
import { looksLikeDate } from './dates';
import { kindOf } from './kind';

const NAMES = {
  date: /^(date|data|fecha|dt|datum|posted|posting date|transaction date|booking date|data (do )?lancamento|data (da )?transacao|data movimento|fecha (de )?(operacion|transaccion|movimiento|contable)|f\. ?operacion)$/,
  description: /(descri|concept|histori|lancamento|memo|title|titulo|payee|details|detalle|narrative|movimiento|name|nome|nombre|merchant|comercio|estabelecimento|beneficiar|reference|referencia|omschrijving|particulars|transaction$)/,
  amount: /^(amount|valor|importe|monto|value|quantia|betrag|bedrag|montant|sum|total|valor \(r\$\)|importe \(eur\)|amount \(\w+\))$/,
  debit: /^(debit|debito|debe|cargo|cargos|saida|saidas|salida|paid out|money out|withdrawal|withdrawals|out)( \(.*\))?$/,
  credit: /^(credit|credito|haber|abono|abonos|entrada|entradas|paid in|money in|deposit|deposits|in)( \(.*\))?$/,
  kind: /^(type|tipo|d\/c|c\/d|dc|cd|natureza|naturaleza|af bij|credit\/debit|debit\/credit|cr\/dr|dr\/cr|sinal|signo)$/,
  currency: /^(currency|moeda|divisa|moneda|ccy|currency code)$/,
  balance: /(balance|saldo|disponible|available)/,
};

interface ColumnStats {
  name: string;
  filled: number;
  dates: number;
  amounts: number;
  kinds: number;
  currencies: number;
  letters: number;
  length: number;
}

function statsOf(name: string, values: string[], decimal: DecimalSeparator): ColumnStats {
  const s: ColumnStats = { name, filled: 0, dates: 0, amounts: 0, kinds: 0, currencies: 0, letters: 0, length: 0 };
  for (const v of values) {
    if (!v) continue;
    s.filled++;
    if (looksLikeDate(v)) s.dates++;
    else if (parseAmount(v, decimal) !== null) s.amounts++;
    if (kindOf(v) !== null) s.kinds++;
    if (/^[A-Z]{3}$/.test(v)) s.currencies++;
    if (/\p{L}{2}/u.test(v)) s.letters++;
    s.length += v.length;
  }
  return s;
}

const share = (n: number, s: ColumnStats): number => (s.filled === 0 ? 0 : n / s.filled);

/** Column positions from folded header names and sample rows. */
export function guessMapping(
  header: readonly string[],
  rows: readonly string[][],
  decimal: DecimalSeparator,
  dateOrder: DateOrder | undefined,
): Partial<CsvMapping> {
  const width = Math.max(header.length, ...rows.map((r) => r.length));
  const stats = Array.from({ length: width }, (_, i) => statsOf(header[i] ?? '', rows.map((r) => r[i] ?? ''), decimal));
  const taken = new Set<number>();
  const pick = (test: (s: ColumnStats) => boolean): number | undefined => {
    const i = stats.findIndex((s, index) => !taken.has(index) && test(s));
    if (i === -1) return undefined;
    taken.add(i);
    return i;
  };
  const isBalance = (s: ColumnStats) => NAMES.balance.test(s.name);
  const amountLike = (s: ColumnStats) => share(s.amounts, s) >= 0.8 && !isBalance(s);

  const guess: Partial<CsvMapping> = { decimalSeparator: decimal };
  const date = pick((s) => NAMES.date.test(s.name) && share(s.dates, s) >= 0.5) ?? pick((s) => share(s.dates, s) >= 0.8);
  if (date !== undefined) guess.date = date;
  if (dateOrder) guess.dateOrder = dateOrder;

  const amount = pick((s) => NAMES.amount.test(s.name) && amountLike(s));
  if (amount !== undefined) {
    guess.amount = amount;
  } else {
    const debit = pick((s) => NAMES.debit.test(s.name) && s.amounts > 0);
    const credit = pick((s) => NAMES.credit.test(s.name) && s.amounts > 0);
    if (debit !== undefined) guess.debit = debit;
    if (credit !== undefined) guess.credit = credit;
    if (debit === undefined && credit === undefined) {
      const any = pick(amountLike);
      if (any !== undefined) guess.amount = any;
    }
  }
  if (guess.amount !== undefined) {
    const kind = pick((s) => s.filled > 0 && share(s.kinds, s) >= 0.9 && (NAMES.kind.test(s.name) || share(s.amounts, s) === 0));
    if (kind !== undefined) guess.kind = kind;
  }
  const currency = pick((s) => NAMES.currency.test(s.name) || (s.filled > 0 && share(s.currencies, s) === 1));
  if (currency !== undefined) guess.currency = currency;

  const description =
    pick((s) => NAMES.description.test(s.name) && share(s.letters, s) >= 0.5) ??
    [...stats.keys()]
      .filter((i) => !taken.has(i) && share((stats[i] as ColumnStats).letters, stats[i] as ColumnStats) >= 0.5)
      .sort((a, b) => (stats[b] as ColumnStats).length - (stats[a] as ColumnStats).length)[0];
  if (description !== undefined) guess.description = description;
  return guess;
}
