import type { Transaction } from '@tally/shared/schemas/transactions';
import type { TransactionRowWithCategory } from './transactions.repository';

export function toTransactionView(row: TransactionRowWithCategory): Transaction {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    historicalConvertedAmount: row.historicalConvertedAmount,
    historicalExchangeRate: row.historicalExchangeRate,
    description: row.description,
    category: row.categoryName,
    categoryId: row.categoryId,
    tags: row.tags,
    rawInput: row.rawInput,
    transactionDate: row.transactionDate,
    createdAt: row.createdAt.toISOString(),
  };
}
