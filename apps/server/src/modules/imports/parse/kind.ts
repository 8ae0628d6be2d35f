/** A type column's word for the direction of a row: C/D, CR/DR, CREDITO/DEBITO (accents or not), Af/Bij. */

const CREDIT = new Set(['c', 'cr', 'cred', 'credit', 'credito', 'haber', 'abono', 'ingreso', 'entrada', 'bij', 'in', 'deposit', '+']);
const DEBIT = new Set(['d', 'db', 'dr', 'deb', 'debit', 'debito', 'debe', 'cargo', 'gasto', 'saida', 'salida', 'af', 'out', 'withdrawal', '-']);

export function kindOf(value: string): 'credit' | 'debit' | null {
  const folded = value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.\s]/g, '');
  if (CREDIT.has(folded)) return 'credit';
  if (DEBIT.has(folded)) return 'debit';
  return null;
}
