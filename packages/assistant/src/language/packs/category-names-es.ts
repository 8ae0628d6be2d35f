/**
 * The default categories' names in this language: part of its pack, in a file of its own so that the
 * web app, which only needs the names, does not load the engine's vocabulary with them.
 */
import type { DefaultCategoryName } from '../pack';

export const ES_CATEGORY_NAMES: Readonly<Record<DefaultCategoryName, string>> = {
  Dining: 'Restaurantes',
  Groceries: 'Supermercado',
  Transportation: 'Transporte',
  Entertainment: 'Entretenimiento',
  Shopping: 'Compras',
  Bills: 'Servicios',
  Healthcare: 'Salud',
  Education: 'Educación',
  Travel: 'Viajes',
  Other: 'Otros',
  Salary: 'Salario',
  Freelance: 'Freelance',
  Business: 'Negocios',
  Investment: 'Inversiones',
  Rental: 'Alquileres',
  Gift: 'Regalos',
  Refunds: 'Reembolsos',
};
