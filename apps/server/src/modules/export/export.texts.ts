/**
 * The words inside exported files, in the user's language. The server owns these (like the emails):
 * a file has no web app around it to translate it. `{currency}` and `{quarter}` are filled in.
 * Default category names are stored in English (D4) and shown translated, as the web app does.
 */
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tally/shared/languages';

const en = {
  sheetTransactions: 'Transactions',
  sheetExpenses: 'Expenses',
  sheetIncome: 'Income',
  sheetMonthly: 'Monthly summary',
  sheetQuarterly: 'Quarterly summary',
  sheetAnnual: 'Annual summary',
  sheetByCategory: 'By category',
  sheetTaxIncome: 'Income by category',
  sheetTaxExpenses: 'Expenses by category',
  sheetTaxTotals: 'Totals',

  date: 'Date',
  type: 'Type',
  category: 'Category',
  description: 'Description',
  tags: 'Tags',
  originalAmount: 'Original amount',
  originalCurrency: 'Original currency',
  amountIn: 'Amount ({currency})',
  period: 'Period',
  periodStart: 'Start',
  periodEnd: 'End',
  income: 'Income ({currency})',
  expenses: 'Expenses ({currency})',
  net: 'Net ({currency})',
  incomeChange: 'Income change ({currency})',
  expensesChange: 'Expenses change ({currency})',
  netChange: 'Net change ({currency})',
  previousPeriod: 'Previous period ({currency})',
  change: 'Change ({currency})',
  changePercent: 'Change %',
  transactionCount: 'Transactions',
  item: 'Item',
  value: 'Value',

  typeIncome: 'Income',
  typeExpense: 'Expense',
  total: 'Total',
  totalIncome: 'Total income',
  totalExpenses: 'Total expenses',
  netIncome: 'Net income',
  quarter: 'Q{quarter}',
  labelPeriodStart: 'Period start',
  labelPeriodEnd: 'Period end',
  labelCurrency: 'Currency',

};

export type ExportTextKey = keyof typeof en;
export type ExportTexts = Record<ExportTextKey, string>;

const pt: ExportTexts = {
  sheetTransactions: 'Transações',
  sheetExpenses: 'Despesas',
  sheetIncome: 'Receitas',
  sheetMonthly: 'Resumo mensal',
  sheetQuarterly: 'Resumo trimestral',
  sheetAnnual: 'Resumo anual',
  sheetByCategory: 'Por categoria',
  sheetTaxIncome: 'Receitas por categoria',
  sheetTaxExpenses: 'Despesas por categoria',
  sheetTaxTotals: 'Totais',

  date: 'Data',
  type: 'Tipo',
  category: 'Categoria',
  description: 'Descrição',
  tags: 'Tags',
  originalAmount: 'Valor original',
  originalCurrency: 'Moeda original',
  amountIn: 'Valor ({currency})',
  period: 'Período',
  periodStart: 'Início',
  periodEnd: 'Fim',
  income: 'Receitas ({currency})',
  expenses: 'Despesas ({currency})',
  net: 'Saldo ({currency})',
  incomeChange: 'Variação das receitas ({currency})',
  expensesChange: 'Variação das despesas ({currency})',
  netChange: 'Variação do saldo ({currency})',
  previousPeriod: 'Período anterior ({currency})',
  change: 'Variação ({currency})',
  changePercent: 'Variação %',
  transactionCount: 'Transações',
  item: 'Item',
  value: 'Valor',

  typeIncome: 'Receita',
  typeExpense: 'Despesa',
  total: 'Total',
  totalIncome: 'Total de receitas',
  totalExpenses: 'Total de despesas',
  netIncome: 'Resultado líquido',
  quarter: 'T{quarter}',
  labelPeriodStart: 'Início do período',
  labelPeriodEnd: 'Fim do período',
  labelCurrency: 'Moeda',

};

const es: ExportTexts = {
  sheetTransactions: 'Transacciones',
  sheetExpenses: 'Gastos',
  sheetIncome: 'Ingresos',
  sheetMonthly: 'Resumen mensual',
  sheetQuarterly: 'Resumen trimestral',
  sheetAnnual: 'Resumen anual',
  sheetByCategory: 'Por categoría',
  sheetTaxIncome: 'Ingresos por categoría',
  sheetTaxExpenses: 'Gastos por categoría',
  sheetTaxTotals: 'Totales',

  date: 'Fecha',
  type: 'Tipo',
  category: 'Categoría',
  description: 'Descripción',
  tags: 'Etiquetas',
  originalAmount: 'Importe original',
  originalCurrency: 'Moneda original',
  amountIn: 'Importe ({currency})',
  period: 'Período',
  periodStart: 'Inicio',
  periodEnd: 'Fin',
  income: 'Ingresos ({currency})',
  expenses: 'Gastos ({currency})',
  net: 'Neto ({currency})',
  incomeChange: 'Variación de ingresos ({currency})',
  expensesChange: 'Variación de gastos ({currency})',
  netChange: 'Variación neta ({currency})',
  previousPeriod: 'Período anterior ({currency})',
  change: 'Variación ({currency})',
  changePercent: 'Variación %',
  transactionCount: 'Transacciones',
  item: 'Concepto',
  value: 'Valor',

  typeIncome: 'Ingreso',
  typeExpense: 'Gasto',
  total: 'Total',
  totalIncome: 'Total de ingresos',
  totalExpenses: 'Total de gastos',
  netIncome: 'Resultado neto',
  quarter: 'T{quarter}',
  labelPeriodStart: 'Inicio del período',
  labelPeriodEnd: 'Fin del período',
  labelCurrency: 'Moneda',

};

export const EXPORT_TEXTS: Readonly<Record<Language, ExportTexts>> = { en, pt, es };

export interface Translator {
  language: Language;
  t(key: ExportTextKey, values?: Record<string, string | number>): string;
  /** A default category's name in this language; other names as the user wrote them. */
  categoryName(name: string): string;
}

export function getTranslator(language: string): Translator {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const texts = EXPORT_TEXTS[lang];
  return {
    language: lang,
    t: (key, values = {}) => texts[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)),
    // The same names the app and the chat show (one table, in the assistant package).
    categoryName: (name) => displayCategoryName(name, lang),
  };
}
