/**
 * A recipe's numbers are quantities: measures under a heading ("receita:", "receta:", "recipe:") or
 * beside cooking ("simmer", "forno", "horno") record nothing. Buying the ingredients, a price with a
 * currency, or income logged under the Portuguese "receita" (income) stay transactions.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('a recipe records nothing', () => {
  it.each([
    ['en', 'recipe: 250g pasta, 2 tbsp olive oil, 100 ml cream'],
    ['en', '1 cup oats, 2 cups milk, simmer for 5 min'],
    ['en', 'preheat the oven to 200 degrees, bake 25 min with 300g of potatoes'],
    ['pt', 'receita: 2 xícaras de farinha, 3 ovos e 200 ml de leite'],
    ['pt', 'bata 500g de carne moída e asse no forno por 40 min'],
    ['es', 'receta: 1 kg de papas, 2 cucharadas de aceite y 1 litro de agua'],
    ['es', 'mezcla 3 tazas de harina y 2 huevos, horno a 180 grados'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).toBe('unknown');
  });

  it.each([
    ['en', 'flour 2kg 3.49', '3.49'],
    ['en', 'oven repair 120', '120.00'],
    ['pt', 'comprei 2 kg de farinha 15', '15.00'],
    ['pt', 'receita: 500 do freela', '500.00'],
    ['es', 'compré 1 litro de aceite a 8 euros', '8.00'],
    ['es', 'receta: 2 kg de harina, pagué 3 euros', '3.00'],
  ] as const)('[%s] buying or earning stays a transaction: %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions', transactions: [{ amount }] });
  });
});
