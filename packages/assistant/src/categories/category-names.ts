/**
 * How the default categories are called in each language (they are stored under their English
 * names). Used to write replies and to understand "renomear Restaurantes para Comida".
 */
import type { EngineCategory, Lang } from '../types';
import { foldKey } from '../text/fold';

export const DEFAULT_CATEGORY_NAMES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  Dining: { en: 'Dining', pt: 'Restaurantes', es: 'Restaurantes' },
  Groceries: { en: 'Groceries', pt: 'Mercado', es: 'Supermercado' },
  Transportation: { en: 'Transportation', pt: 'Transporte', es: 'Transporte' },
  Entertainment: { en: 'Entertainment', pt: 'Lazer', es: 'Entretenimiento' },
  Shopping: { en: 'Shopping', pt: 'Compras', es: 'Compras' },
  Bills: { en: 'Bills', pt: 'Contas', es: 'Servicios' },
  Healthcare: { en: 'Healthcare', pt: 'Saúde', es: 'Salud' },
  Education: { en: 'Education', pt: 'Educação', es: 'Educación' },
  Travel: { en: 'Travel', pt: 'Viagens', es: 'Viajes' },
  Other: { en: 'Other', pt: 'Outros', es: 'Otros' },
  Salary: { en: 'Salary', pt: 'Salário', es: 'Salario' },
  Freelance: { en: 'Freelance', pt: 'Freelance', es: 'Freelance' },
  Business: { en: 'Business', pt: 'Negócios', es: 'Negocios' },
  Investment: { en: 'Investment', pt: 'Investimentos', es: 'Inversiones' },
  Rental: { en: 'Rental', pt: 'Aluguéis', es: 'Alquileres' },
  Gift: { en: 'Gift', pt: 'Presentes', es: 'Regalos' },
  Refunds: { en: 'Refunds', pt: 'Reembolsos', es: 'Reembolsos' },
};

/** A category name as the user reads it: defaults translated, the user's own names as they are. */
export function displayCategoryName(name: string, lang: Lang): string {
  const translated = Object.hasOwn(DEFAULT_CATEGORY_NAMES, name) ? DEFAULT_CATEGORY_NAMES[name] : undefined;
  return translated ? translated[lang] : name;
}

/** The user's category a name refers to: its own name, or a default's name in any language. */
export function findCategoryByAnyName(categories: readonly EngineCategory[], name: string): EngineCategory | undefined {
  const key = foldKey(name);
  if (!key) return undefined;
  const direct = categories.find((c) => foldKey(c.name) === key);
  if (direct) return direct;
  return categories.find((c) => {
    const names = Object.hasOwn(DEFAULT_CATEGORY_NAMES, c.name) ? DEFAULT_CATEGORY_NAMES[c.name] : undefined;
    return names !== undefined && Object.values(names).some((n) => foldKey(n) === key);
  });
}
