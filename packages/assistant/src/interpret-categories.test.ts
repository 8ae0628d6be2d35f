/**
 * Which category everyday spending lands in: families of things people buy (drinks and snacks,
 * clothes, utilities, supplements, regional food), words that mean one thing in one country and
 * another elsewhere, generic words that must not decide, and clauses that only say "back" or "one
 * more". The user has the default categories plus Fitness and Pets (testing/context.ts).
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, ...overrides })));

const categoriesOf = (text: string, lang: Lang) => {
  const summary = run(text, lang);
  return summary.kind === 'record' ? (summary.tx as { category: string }[]).map((t) => t.category) : summary.kind;
};

describe('families of things people buy', () => {
  it.each([
    // drinks and dishes
    ['grabbed a pepsi 2.25', 'en', 'Dining'],
    ['fresh lemonade at the fair 4', 'en', 'Dining'],
    ['chicken nuggets 6.80', 'en', 'Dining'],
    ['agua fresca de jamaica 35', 'es', 'Dining'],
    ['2 sucos de laranja 16', 'pt', 'Dining'],
    ['guaraná e coxinha 14', 'pt', 'Dining'],
    ['uma porção de mandioca 32', 'pt', 'Dining'],
    ['unas patatas bravas y unos calamares 14', 'es', 'Dining'],
    ['salimos a cenar con mi hermana, 48', 'es', 'Dining'],
    ['almoçamos no shopping 95', 'pt', 'Dining'],
    // regional food
    ['um bauru e um misto quente 28', 'pt', 'Dining'],
    ['cachorro quente na saída do jogo 15', 'pt', 'Dining'],
    ['2 completos 5.000', 'es', 'Dining'],
    // snacks and seafood from the shop
    ['pretzels and sweets for the road 6', 'en', 'Groceries'],
    ['bolachas e chiclete 9,50', 'pt', 'Groceries'],
    ['medio kilo de langostinos 11', 'es', 'Groceries'],
    ['charcoal and a bag of ice for the bbq 18', 'en', 'Groceries'],
    // clothes
    ['new hoodie 45', 'en', 'Shopping'],
    ['socks and underwear 22', 'en', 'Shopping'],
    ['moletom da faculdade 120', 'pt', 'Shopping'],
    ['una sudadera y unas chanclas 600', 'es', 'Shopping'],
    // utilities
    ['electric 87.40', 'en', 'Bills'],
    ['fibre broadband 32', 'en', 'Bills'],
    ['conta de eletricidade 64', 'pt', 'Bills'],
    ['recarga de datos 100', 'es', 'Bills'],
    // supplements go where gym things go (the user's Fitness)
    ['creatine 30', 'en', 'Fitness'],
    ['proteína en polvo 700', 'es', 'Fitness'],
  ] as const)('%s -> %s', (text, lang, category) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense', category }] });
  });

  it('reads several items of a family in one message', () => {
    expect(categoriesOf('coke 2.50, crisps 1.20 and a hoodie 30', 'en')).toEqual(['Dining', 'Groceries', 'Shopping']);
  });
});

describe('words that differ by country and language', () => {
  it('reads "refri" as a soft drink in Portuguese and a fridge in Spanish', () => {
    expect(run('um refri 7', 'pt')).toMatchObject({ tx: [{ category: 'Dining' }] });
    expect(run('compré un refri nuevo 8.500', 'es', { preferredCurrency: 'MXN' })).toMatchObject({ tx: [{ category: 'Shopping' }] });
  });

  it('reads the Portuguese "renda" and "net" as household bills', () => {
    expect(run('renda do mês 690', 'pt', { preferredCurrency: 'EUR' })).toMatchObject({ tx: [{ type: 'expense', category: 'Bills' }] });
    expect(run('paguei a net 45', 'pt')).toMatchObject({ tx: [{ category: 'Bills' }] });
  });

  it('keeps "net" an English word', () => {
    expect(run('net pay this month 2400', 'en')).not.toMatchObject({ tx: [{ category: 'Bills' }] });
  });

  it('does not read the Spanish "unas" (some) as nails, but still knows nails', () => {
    expect(run('unas cervezas 9', 'es')).toMatchObject({ tx: [{ category: 'Dining' }] });
    expect(run('me hice las uñas 250', 'es')).toMatchObject({ tx: [{ category: 'Shopping' }] });
  });
});

describe('generic words do not decide', () => {
  it.each([
    ['swimming lesson fees 60', 'en', 'Fitness'],
    ['kids soccer fees 40', 'en', 'Entertainment'],
    ['museum entry fee 15', 'en', 'Entertainment'],
  ] as const)('%s -> %s', (text, lang, category) => {
    expect(run(text, lang)).toMatchObject({ tx: [{ category }] });
  });

  it('still files a fee alone as a bill', () => {
    expect(run('fees 12', 'en')).toMatchObject({ tx: [{ category: 'Bills' }] });
  });
});

describe('a clause that only says "back" or "one more" is the thing before it', () => {
  it.each([
    ['lyft 14 to the game and 19 back', 'en', ['Transportation', 'Transportation']],
    ['espresso 3 then another one 3', 'en', ['Dining', 'Dining']],
    ['ônibus 5 na ida e 5 na volta', 'pt', ['Transportation', 'Transportation']],
    ['chopp 14 e mais um 14', 'pt', ['Dining', 'Dining']],
    ['colectivo 900 de ida y 900 de vuelta', 'es', ['Transportation', 'Transportation']],
    ['un helado 40 y otro 40', 'es', ['Dining', 'Dining']],
  ] as const)('%s', (text, lang, categories) => {
    expect(categoriesOf(text, lang)).toEqual(categories);
  });

  it('leaves a clause that names its own thing alone', () => {
    expect(categoriesOf('taxi 20 there and dinner 45 back home', 'en')).toEqual(['Transportation', 'Dining']);
  });
});

describe('words a country reads its own way', () => {
  const bills = (text: string, country: string, currency: string) =>
    summarize(interpret(text, testContext({ preferredLanguage: 'en', preferredCurrency: currency, country })));
  it('"gas" is the gas bill in the UK and Ireland, fuel in the US', () => {
    expect(bills('electric £88 gas £64 broadband £35', 'GB', 'GBP')).toMatchObject({ kind: 'record', tx: [{ category: 'Bills' }, { category: 'Bills' }, { category: 'Bills' }] });
    expect(bills('gas 64', 'IE', 'EUR')).toMatchObject({ kind: 'record', tx: [{ category: 'Bills' }] });
    expect(bills('gas 40', 'US', 'USD')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }] });
    expect(bills('gas 40', 'CA', 'CAD')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }] });
    // What the UK calls fuel stays fuel, and a station is where it is sold.
    expect(bills('petrol 60', 'GB', 'GBP')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }] });
    expect(bills('gas station 40', 'GB', 'GBP')).toMatchObject({ kind: 'record', tx: [{ category: 'Transportation' }] });
  });
});

