import { describe as group, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

function descriptionOf(text: string, lang: Lang): string {
  const result = interpret(text, testContext({ preferredLanguage: lang }));
  if (result.intent.kind !== 'record_transactions') throw new Error(`not recorded: ${text}`);
  return result.intent.transactions.map((t) => t.description).join(' | ');
}

group('descriptions are short and clean', () => {
  it.each([
    ['en', 'Spent $45 on groceries at the farmers market yesterday', 'Groceries at the farmers market'],
    ['en', 'Just got back from the store, spent 87.45 on groceries', 'Groceries'],
    ['en', 'Bought lunch for $12.50 at the food truck on Monday', 'Lunch at the food truck'],
    ['en', 'Dinner with friends at the steakhouse came to 74', 'Dinner with friends at the steakhouse'],
    ['en', 'Uber to the airport 30', 'Uber to the airport'],
    ['en', 'SPENT 12 ON LUNCH', 'Lunch'],
    ['en', 'paid 9.99 for music monthly', 'Music'],
    ['pt', 'Fui no shopping e comprei uma camisa de 89,90', 'Camisa'],
    ['pt', 'Passei na padaria e gastei 12,30 com pão e leite', 'Pão e leite'],
    ['pt', 'Acabei de pagar 230 de internet e telefone', 'Internet e telefone'],
    ['pt', 'gastei 50 reais no mercado', 'Mercado'],
    ['pt', 'paguei 80 no cartão no posto', 'Posto'],
    ['pt', 'abasteci 120', 'Transporte'],
    ['pt', 'gastei 100', 'Despesa'],
    ['es', 'Compré un almuerzo de 15000', 'Almuerzo'],
    ['es', 'Le eché 60 mil de gasolina a la moto', 'Gasolina a la moto'],
    ['es', 'La cuenta del restaurante salió en 120 mil', 'Cuenta del restaurante'],
    ['es', 'Me pagaron 500 por un trabajo', 'Trabajo'],
    ['es', 'café 3 y medialuna 2', 'Café | Medialuna'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => expect(descriptionOf(text, lang)).toBe(expected));

  it.each([
    ['en', 'Boss paid me for the overtime 300', 'Overtime'],
    ['en', 'my sister sent me 40 for the concert tickets', 'Concert tickets'],
    ['es', 'mi hermano me depositó 500', 'Hermano'],
    ['pt', 'o cliente pagou 1800', 'Cliente'],
    ['pt', 'Salário caiu 4200', 'Salário'],
    ['pt', 'caiu o pix de 200 do joão', 'Pix do João'],
    ['pt', 'entrou 500 na conta', 'Receita'],
    ['en', 'got 30 back from the shoe store', 'Shoe store'],
    ['en', 'sold my old camera 240', 'Old camera'],
    ['en', 'bonus from work 250', 'Bonus'],
    ['pt', 'presente da minha madrinha 100', 'Presente'],
  ] as const)('the thing, not the verbs of giving: [%s] %s -> %s', (lang, text, expected) => expect(descriptionOf(text, lang)).toBe(expected));

  it.each([
    ['pt', 'Num café em lisboa 4,50', 'Café em Lisboa'],
    ['en', 'brunch in madrid 38', 'Brunch in Madrid'],
    ['es', 'taxi a buenos aires 9000', 'Taxi a Buenos Aires'],
    ['pt', 'suco de lima 6', 'Suco de lima'],
    ['es', 'me giraron 300 desde lima', 'Lima'],
  ] as const)('places after a preposition are capitalised: [%s] %s -> %s', (lang, text, expected) =>
    expect(descriptionOf(text, lang)).toBe(expected),
  );

  it.each([
    ['en', 'got a haircut, 28 w tip', 'Haircut'],
    ['pt', 'ifood 35 essa semana', 'iFood'],
    ['en', 'finally paid the plumber 90', 'Plumber'],
    ['en', '4 bagels 1.25 each', '4 bagels'],
  ] as const)('how, when and how many each stay out: [%s] %s -> %s', (lang, text, expected) => expect(descriptionOf(text, lang)).toBe(expected));

  it('keeps the user\'s spelling and accents', () => {
    expect(descriptionOf('Almoço no Café São Paulo 32', 'pt')).toBe('Almoço no Café São Paulo');
  });

  it('never exceeds 100 characters', () => {
    const long = `lunch ${'with a very long story about the day '.repeat(10)}42`;
    expect(descriptionOf(long, 'en').length).toBeLessThanOrEqual(100);
  });
});

group('names of several words and brands', () => {
  it.each([
    // A name keeps the function words and verbs inside it.
    ['en', 'chick fil a 11.35', 'Chick-fil-A'],
    ['en', 'dinner at chick fil a 24', 'Dinner at Chick-fil-A'],
    ['pt', 'remédio na pague menos 32', 'Remédio na Pague Menos'],
    // A brand is written as it writes itself.
    ['pt', 'pedido no ifood 58', 'Pedido no iFood'],
    ['en', 'uber eats 19.40', 'Uber Eats'],
    ['es', 'oxxo 35', 'OXXO'],
    ['en', 'big mac meal at mcdonalds 11', "Big mac meal at McDonald's"],
    // An article before a name is not part of it.
    ['es', 'gasté 200 en el súper', 'Súper'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => {
    expect(descriptionOf(text, lang)).toBe(expected);
  });
});

group('someone of the household as the subject', () => {
  it.each([
    ['en', 'hubby picked up pizza for the kids 27', 'Pizza for the kids'],
    ['en', 'my girlfriend bought the concert tickets 120', 'Concert tickets'],
    ['pt', 'meu marido pagou o gás 110', 'Gás'],
    ['pt', 'minha filha comprou material escolar 64', 'Material escolar'],
    ['es', 'mi hija compró útiles 350', 'Útiles'],
    // No verb after them: the person is what it was for.
    ['en', 'birthday present for my son 45', 'Birthday present for my son'],
  ] as const)('[%s] %s -> %s', (lang, text, expected) => {
    expect(descriptionOf(text, lang)).toBe(expected);
  });
});
