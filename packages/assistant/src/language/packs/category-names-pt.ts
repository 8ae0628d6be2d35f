/**
 * The default categories' names in this language: part of its pack, in a file of its own so that the
 * web app, which only needs the names, does not load the engine's vocabulary with them.
 */
import type { DefaultCategoryName } from '../pack';

export const PT_CATEGORY_NAMES: Readonly<Record<DefaultCategoryName, string>> = {
  Dining: 'Restaurantes',
  Groceries: 'Mercado',
  Transportation: 'Transporte',
  Entertainment: 'Lazer',
  Shopping: 'Compras',
  Bills: 'Contas',
  Healthcare: 'Saúde',
  Education: 'Educação',
  Travel: 'Viagens',
  Other: 'Outros',
  Salary: 'Salário',
  Freelance: 'Freelance',
  Business: 'Negócios',
  Investment: 'Investimentos',
  Rental: 'Aluguéis',
  Gift: 'Presentes',
  Refunds: 'Reembolsos',
};
