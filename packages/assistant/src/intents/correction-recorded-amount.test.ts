/**
 * The amount of the entry just recorded, corrected by what the user says about it: that amount said
 * again beside a negation, with one other amount ("1200 nao, 120!", "coloquei 150 na vdd, nao 200"),
 * or one's share of it ("my half which is 42", "minha parte foi 44,95", "lo mío fueron 40"), or that
 * amount retyped (digits swapped, a zero too many or too few) in a message that amends it or names
 * nothing new. A share is less than the entry; with nothing just recorded, or a larger amount, it is
 * a new payment; "uber 26" after "ifood 62" is a new ride, and a bare amount stays ambiguous. Also:
 * a later clause that moves the entry names its category, the user saying they did not pay makes
 * it income, and a sale said in a correction names no category of the thing sold.
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const recorded = (user: string, reply: string): HistoryEntry[] => [
  { role: 'user', content: user },
  { role: 'assistant', content: reply },
];
const HISTORY: Record<Lang, HistoryEntry[]> = {
  en: recorded('dinner at olive garden 84', '✅ Recorded: Olive Garden $84.00 (Dining) today'),
  pt: recorded('farmacia 1200', '✅ Registrado: Farmácia R$ 1.200,00 (Healthcare) hoje'),
  es: recorded('cena 80', '✅ Registrado: Cena 80,00 € (Dining) hoy'),
};
const read = (lang: Lang, text: string, history: HistoryEntry[] = HISTORY[lang]) => interpret(text, testContext({ preferredLanguage: lang, history })).intent;

describe('the recorded amount, negated, and the right one beside it', () => {
  it.each([
    ['pt', '1200 nao, 120! sobrou um zero ai', '120.00'],
    ['pt', 'coloquei 120 na real, não 1200', '120.00'],
    ['en', 'paid 48 there actually, not 84, swapped the digits', '48.00'],
    ['es', 'eran 60 al final, no 80, me equivoqué', '60.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(lang, text)).toEqual({ kind: 'correct_last', amount });
  });
});

describe('one’s share of the entry just recorded', () => {
  it.each([
    ['en', 'wait i split that with my roommate, change it to just my half which is 42', '42.00'],
    ['pt', 'dividi com a minha namorada, minha parte foi 600 coloca so isso', '600.00'],
    ['es', 'pagamos a medias, así que lo mío fueron 40', '40.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(lang, text)).toEqual({ kind: 'correct_last', amount });
  });

  it.each([
    ['en', 'paid my half of the rent, 600', '600.00'],
    ['es', 'le pasé a juan mi parte del asado, 95', '95.00'],
  ] as const)('[%s] a share larger than the entry is a new payment: %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'record_transactions', transactions: [{ amount }] });
  });

  it('with nothing just recorded, a share is a payment', () => {
    expect(read('en', 'my half of the takeaway was 14', [])).toMatchObject({ kind: 'record_transactions', transactions: [{ amount: '14.00' }] });
  });
});

describe('the recorded amount retyped', () => {
  const afterIfood = recorded('ifood 62', '✅ Registrado: iFood R$ 62,00 (Dining) hoje');
  const afterSuper = recorded('super 8.500', '✅ Registrado: Súper $8.500,00 (Groceries) hoy');
  it.each([
    ['pt', 'foi 26 na vdd, inverti', afterIfood, '26.00'],
    ['pt', 'ops 620', afterIfood, '620.00'],
    ['es', 'no, 85.000! me comí un cero', afterSuper, '85000.00'],
    ['es', 'eran 850, le puse un cero de más', afterSuper, '850.00'],
  ] as const)('[%s] %s', (lang, text, history, amount) => {
    expect(read(lang, text, [...history])).toEqual({ kind: 'correct_last', amount });
  });

  it('a new entry or a bare amount is no correction', () => {
    expect(read('pt', 'uber 26', [...afterIfood])).toMatchObject({ kind: 'record_transactions', transactions: [{ amount: '26.00' }] });
    expect(read('pt', '26', [...afterIfood]).kind).not.toBe('correct_last');
  });
});

describe('corrections said with a reason', () => {
  const afterChewy = recorded('chewy 54.20', '✅ Recorded: Chewy $54.20 (Shopping) today');
  const afterAlex = recorded('alex 40', '✅ Recorded: Alex $40.00 (Other) today');
  const afterWalmart = recorded('walmart 84.20', '✅ Recorded: Walmart $84.20 (Shopping) today');
  const afterBike = recorded('bicicleta 650', '✅ Registrado: Bicicleta R$ 650,00 (Shopping) hoje');

  it('a later clause that moves the entry names its category; the clause before is the reason', () => {
    expect(read('en', 'thats dog food, put it under groceries', [...afterChewy])).toMatchObject({ kind: 'correct_last', categoryName: 'Groceries' });
    expect(read('en', 'should be groceries, it was food', [...afterWalmart])).toMatchObject({ kind: 'correct_last', categoryName: 'Groceries' });
  });

  it('the user saying they did not pay makes the entry income', () => {
    expect(read('en', 'alex sent that to me, i didnt pay him', [...afterAlex])).toMatchObject({ kind: 'correct_last', type: 'income' });
  });

  it('a sale said in a correction makes it income, not the thing’s category', () => {
    const chair = read('es', 'vendí la silla en wallapop, me pagaron a mí', [...recorded('silla 80', '✅ Registrado: Silla 80,00 € (Shopping) hoy')]);
    // (The sale files it as Business since round 15: the entry's own words, read for money in.)
    expect(chair).toMatchObject({ kind: 'correct_last', type: 'income', categoryName: 'Business' });
    const intent = read('pt', 'vendi a bicicleta no olx, quem recebeu fui eu, não paguei nada', [...afterBike]);
    expect(intent).toMatchObject({ kind: 'correct_last', type: 'income' });
    expect(intent).not.toMatchObject({ categoryName: 'Shopping' });
  });
});
