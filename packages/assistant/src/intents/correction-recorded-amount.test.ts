/**
 * The amount of the entry just recorded, corrected by what the user says about it: that amount said
 * again beside a negation, with one other amount ("1200 nao, 120!", "coloquei 150 na vdd, nao 200"),
 * or one's share of it ("my half which is 42", "minha parte foi 44,95", "lo mío fueron 40"). A share
 * is less than the entry; with nothing just recorded, or a larger amount, it is a new payment.
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
