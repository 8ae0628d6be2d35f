/**
 * Everyday English vocabulary by family (language/packs/en.ts, lexicons/us.json, uk.json,
 * shared.json): dishes and drinks, the weekly shop, getting around, bills, health, school,
 * clothes, the home, going out, trips, pets, children, giving and household services, and the
 * income words of the English pack. Sentences are typed the way people type them. The user has
 * the default categories plus Fitness and Pets (testing/context.ts).
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const run = (text: string, lang: Lang = 'en', overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, ...overrides })));

describe('English vocabulary of everyday spending', () => {
  it.each([
    // dishes, drinks and takeaway
    ['chicken tikka masala takeaway 16', 'Dining'],
    ['pad thai for dinner 13', 'Dining'],
    ['meatball sub 9', 'Dining'],
    ['lobster roll 28', 'Dining'],
    ['dumplings 12', 'Dining'],
    ['fried rice 9', 'Dining'],
    ['eggs benedict 14', 'Dining'],
    ['hard seltzers 14', 'Dining'],
    ['glass of rose 9', 'Dining'],
    ['zaxbys 11', 'Dining'],
    ['red robin 34', 'Dining'],
    ['dishoom 45', 'Dining'],
    ['skip the dishes 31', 'Dining'],
    // the weekly shop
    ['heb run 74', 'Groceries'],
    ['woolies 88', 'Groceries'],
    ['no frills 57', 'Groceries'],
    ['sourdough loaf 7', 'Groceries'],
    ['ground turkey 8', 'Groceries'],
    ['dishwasher pods 14', 'Groceries'],
    ['cling film and tin foil 6', 'Groceries'],
    ['mouthwash 6', 'Groceries'],
    ['greengrocers 11', 'Groceries'],
    ['hellofresh box 60', 'Groceries'],
    // getting around
    ['petro canada 60', 'Transportation'],
    ['bp 50', 'Transportation'],
    ['nj transit 12', 'Transportation'],
    ['opal card 30', 'Transportation'],
    ['coach ticket to leeds 18', 'Transportation'],
    ['car park 6', 'Transportation'],
    ['dartford crossing 2.50', 'Transportation'],
    ['wiper blades 25', 'Transportation'],
    ['car loan payment 350', 'Transportation'],
    ['bike tune up 60', 'Transportation'],
    // bills and subscriptions
    ['pseg 140', 'Bills'],
    ['straight talk 45', 'Bills'],
    ['thames water 38', 'Bills'],
    ['telstra 60', 'Bills'],
    ['hydro bill 110', 'Bills'],
    ['ground rent 250', 'Bills'],
    ['renters insurance 15', 'Bills'],
    ['landline 20', 'Bills'],
    ['squarespace 23', 'Bills'],
    // health
    ['duane reade 14', 'Healthcare'],
    ['chemist warehouse 32', 'Healthcare'],
    ['benadryl 8', 'Healthcare'],
    ['pepto bismol 7', 'Healthcare'],
    ['eye drops 11', 'Healthcare'],
    ['wisdom teeth removal 900', 'Healthcare'],
    ['physical therapy 40', 'Healthcare'],
    ['warby parker 95', 'Healthcare'],
    // school
    ['ielts exam 250', 'Education'],
    ['school fees 3000', 'Education'],
    ['guitar lessons 40', 'Education'],
    ['pencil case and highlighters 9', 'Education'],
    ['kindergarten 500', 'Education'],
    // clothes, devices, beauty, home, gifts
    ['puffer jacket 120', 'Shopping'],
    ['trackies 30', 'Shopping'],
    ['wellies 35', 'Shopping'],
    ['soundbar 200', 'Shopping'],
    ['fire stick 39', 'Shopping'],
    ['dry shampoo 7', 'Shopping'],
    ['mani pedi 55', 'Shopping'],
    ['air purifier 140', 'Shopping'],
    ['slow cooker 45', 'Shopping'],
    ['bunnings 60', 'Shopping'],
    ['gift card for my sister 50', 'Shopping'],
    // going out, games and chance
    ['alamo drafthouse 30', 'Entertainment'],
    ['theatre tickets 90', 'Entertainment'],
    ['draftkings 50', 'Entertainment'],
    ['axe throwing 40', 'Entertainment'],
    ['espn plus 11', 'Entertainment'],
    // trips
    ['qantas 600', 'Travel'],
    ['hampton inn 140', 'Travel'],
    ['b&b 85', 'Travel'],
    ['excess baggage 60', 'Travel'],
    ['center parcs 600', 'Travel'],
    // pets, children, giving, services
    ['kibble 40', 'Pets'],
    ['pets at home 30', 'Pets'],
    ['nappies 12', 'Shopping'],
    ['childcare 800', 'Education'],
    ['gofundme 25', 'Other'],
    ['launderette 8', 'Other'],
    ['phone screen repair 90', 'Other'],
    ['royal mail 4', 'Other'],
    // gym things go to the user's own Fitness
    ['classpass 49', 'Fitness'],
    ['hot yoga 20', 'Fitness'],
  ] as const)('%s -> %s', (text, category) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx: [{ type: 'expense', category }] });
  });
});

describe('English income words', () => {
  it.each([
    ['paycheque 1800', 'Salary'],
    ['universal credit 400', 'Salary'],
    ['side gig 120', 'Freelance'],
    ['got paid 150 for house cleaning', 'Freelance'],
    ['capital gains 500', 'Investment'],
    ['rent from the lodger 450', 'Rental'],
    ['delay repay 12', 'Refunds'],
    ['insurance payout 600', 'Refunds'],
    ['won 40 on paddy power', 'Gift'],
  ] as const)('%s -> %s', (text, category) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx: [{ type: 'income', category }] });
  });

  it('leaves a sale or a rental that brought money in as income', () => {
    expect(run('garage sale 230')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('got 900 from the cottage rental')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Rental' }] });
  });

  it('still reads a name heading "paid N" as paying the user', () => {
    expect(run('cosmo paid 40')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });
});

describe('the English words leave Portuguese and Spanish alone', () => {
  // "tampas" (lids) is no typo of "tapas", "aceita" no diminutive of a store's name, "sumar" no "sugar".
  it.each([
    ['comprei tampas 30', 'pt', 'Dining'],
    ['aceita cartão? paguei 25', 'pt', 'Shopping'],
    ['gasté 20 en sumar puntos', 'es', 'Groceries'],
  ] as const)('%s is not %s', (text, lang, category) => {
    const summary = run(text, lang);
    const categories = summary.kind === 'record' ? (summary.tx as { category: string }[]).map((t) => t.category) : [];
    expect(categories).not.toContain(category);
  });
});
