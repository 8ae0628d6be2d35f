/**
 * Bank CSV layouts recognised by their header, each with the columns it uses and what it is known to
 * write (date order, decimal separator, the sign of its amounts). Header names are compared folded
 * (lower case, no accents). A layout matches when every name of its `signature` is in the header.
 */
import type { DateOrder } from '@tally/shared/schemas/imports';
import type { DecimalSeparator } from './amounts';

/** A header name: exact folded text, or a pattern over it. */
type Name = string | RegExp;

export interface LayoutColumns {
  date: number;
  /** Used when the date cell is empty (Revolut's Completed Date of a row still settling). */
  dateFallback?: number;
  description: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  kind?: number;
  currency?: number;
  bankId?: number;
  fee?: number;
  state?: number;
}

export interface CsvLayout {
  id: string;
  signature: Name[];
  columns: {
    date: Name[];
    dateFallback?: Name[];
    description: Name[];
    amount?: Name[];
    debit?: Name[];
    credit?: Name[];
    currency?: Name[];
    bankId?: Name[];
    fee?: Name[];
    state?: Name[];
  };
  /** The order the bank writes dates in; absent: read from the file (asked when ambiguous). */
  dateOrder?: DateOrder;
  /** Used when the amounts do not show it ("1234" everywhere). */
  decimal: DecimalSeparator;
  /** Positive amounts are money out (a card bill listing purchases). */
  invertSign?: boolean;
  /** Only rows whose state column says this are kept. */
  keepState?: string;
}

export const CSV_LAYOUTS: readonly CsvLayout[] = [
  {
    // Nubank credit card bill: "date,title,amount" (older exports: "date,category,title,amount").
    id: 'nubank-card',
    signature: ['date', 'title', 'amount'],
    columns: { date: ['date'], description: ['title'], amount: ['amount'] },
    dateOrder: 'YMD',
    decimal: '.',
    invertSign: true,
  },
  {
    // Nubank account statement: "Data,Valor,Identificador,Descrição"; Identificador is the bank's id.
    id: 'nubank-account',
    signature: ['data', 'valor', 'identificador', 'descricao'],
    columns: { date: ['data'], description: ['descricao'], amount: ['valor'], bankId: ['identificador'] },
    dateOrder: 'DMY',
    decimal: '.',
  },
  {
    // Itaú account statement: "data;lançamento;ag./origem;valor (R$);saldos (R$)", after a few lines about the account.
    id: 'itau',
    signature: ['data', /^lancamentos?$/, /^valor( \(r\$\))?$/],
    columns: { date: ['data'], description: [/^lancamentos?$/], amount: [/^valor( \(r\$\))?$/] },
    dateOrder: 'DMY',
    decimal: ',',
  },
  {
    // Santander Brasil: "Data;Histórico;Documento;Valor (R$);Saldo (R$)" or with Crédito/Débito columns.
    id: 'santander-br',
    signature: ['data', 'historico'],
    columns: {
      date: ['data'],
      description: ['historico'],
      amount: [/^valor( \(r\$\))?$/],
      credit: [/^credito( \(r\$\))?$/],
      debit: [/^debito( \(r\$\))?$/],
    },
    dateOrder: 'DMY',
    decimal: ',',
  },
  {
    // Santander España: "Fecha Operación;Fecha Valor;Concepto;Importe;Saldo" (Importe EUR, Divisa in some exports).
    id: 'santander-es',
    signature: ['fecha operacion', 'concepto', /^importe( eur| \(eur\))?$/],
    columns: {
      date: ['fecha operacion'],
      description: ['concepto'],
      amount: [/^importe( eur| \(eur\))?$/],
      currency: ['divisa'],
    },
    dateOrder: 'DMY',
    decimal: ',',
  },
  {
    // BBVA España: "F.Valor;Fecha;Concepto;Movimiento;Importe;Divisa;Disponible;Divisa;Observaciones".
    id: 'bbva',
    signature: [/^f\. ?valor$/, 'fecha', 'concepto', 'movimiento', 'importe'],
    columns: { date: ['fecha'], description: ['concepto'], amount: ['importe'], currency: ['divisa'] },
    dateOrder: 'DMY',
    decimal: ',',
  },
  {
    // Revolut: "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance".
    id: 'revolut',
    signature: ['type', 'started date', 'completed date', 'description', 'amount', 'fee', 'currency', 'state'],
    columns: {
      date: ['completed date'],
      dateFallback: ['started date'],
      description: ['description'],
      amount: ['amount'],
      fee: ['fee'],
      currency: ['currency'],
      state: ['state'],
    },
    decimal: '.',
    keepState: 'completed',
  },
  {
    // Chase checking: "Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #".
    id: 'chase-checking',
    signature: ['details', 'posting date', 'description', 'amount', 'type', 'balance'],
    columns: { date: ['posting date'], description: ['description'], amount: ['amount'] },
    dateOrder: 'MDY',
    decimal: '.',
  },
  {
    // Chase credit card: "Transaction Date,Post Date,Description,Category,Type,Amount,Memo"; purchases are negative.
    id: 'chase-card',
    signature: ['transaction date', 'post date', 'description', 'type', 'amount'],
    columns: { date: ['post date'], description: ['description'], amount: ['amount'] },
    dateOrder: 'MDY',
    decimal: '.',
  },
];

function indexOf(header: readonly string[], names: readonly Name[] | undefined): number | undefined {
  if (!names) return undefined;
  for (const name of names) {
    const i = header.findIndex((h) => (typeof name === 'string' ? h === name : name.test(h)));
    if (i !== -1) return i;
  }
  return undefined;
}

/** The layout whose signature the folded header carries, with its column positions. */
export function matchLayout(header: readonly string[]): { layout: CsvLayout; columns: LayoutColumns } | null {
  for (const layout of CSV_LAYOUTS) {
    if (!layout.signature.every((name) => indexOf(header, [name]) !== undefined)) continue;
    const c = layout.columns;
    const date = indexOf(header, c.date);
    const description = indexOf(header, c.description);
    const columns: LayoutColumns = {
      date: date ?? -1,
      description: description === undefined ? [] : [description],
      dateFallback: indexOf(header, c.dateFallback),
      amount: indexOf(header, c.amount),
      debit: indexOf(header, c.debit),
      credit: indexOf(header, c.credit),
      currency: indexOf(header, c.currency),
      bankId: indexOf(header, c.bankId),
      fee: indexOf(header, c.fee),
      state: indexOf(header, c.state),
    };
    const hasAmount = columns.amount !== undefined || columns.debit !== undefined || columns.credit !== undefined;
    if (date === undefined || description === undefined || !hasAmount) continue;
    return { layout, columns };
  }
  return null;
}
