import { compareAmounts } from '@tally/shared/money';
import type { ConversionState, Transaction } from '@tally/shared/schemas/transactions';
import type { TransactionRowWithCategory } from './transactions.repository';

/** No stored conversion means no rate was known; a rate of 1 left the amount as it was. */
export function conversionState(row: Pick<TransactionRowWithCategory, 'historicalConvertedAmount' | 'historicalExchangeRate'>): ConversionState {
  if (row.historicalConvertedAmount === null || row.historicalExchangeRate === null) return 'missing';
  return compareAmounts(row.historicalExchangeRate, '1') === 0 ? 'exact' : 'converted';
}

export function toTransactionView(row: TransactionRowWithCategory): Transaction {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    historicalConvertedAmount: row.historicalConvertedAmount,
    historicalExchangeRate: row.historicalExchangeRate,
    conversion: conversionState(row),
    description: row.description,
    category: row.categoryName,
    categoryId: row.categoryId,
    tags: row.tags,
    rawInput: row.rawInput,
    transactionDate: row.transactionDate,
    createdAt: row.createdAt.toISOString(),
    // Raw-SQL readers (the dashboard) may leave it out: a transaction without a rule.
    recurringRuleId: row.recurringRuleId ?? null,
  };
}
