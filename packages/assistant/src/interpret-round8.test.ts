/**
 * Round 8, in sentences of our own: a description ends where chatter after the thing begins (a
 * reason, a reaction, a break before words that name nothing new), while a break before the only
 * words that name the thing keeps them.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';

const descriptions = (lang: Lang, text: string) => {
  const intent = interpret(text, testContext({ preferredLanguage: lang })).intent;
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.description) : intent.kind;
};

describe('a description leaves out the chatter after the thing', () => {
  it.each([
    ['en', 'target run... somehow 143.20 again how', 'Target run'],
    ['en', 'parking at the stadium 30 ugh', 'Parking at the stadium'],
    ['en', 'lyft home 27 cause the trains were down', 'Lyft home'],
    ['en', 'dentist 180, worst hour of my week', 'Dentist'],
    ['en', 'phone charger 25 lol', 'Phone charger'],
    ['pt', 'padaria 18 mds que fome', 'Padaria'],
    ['pt', 'uber pro trabalho 31 pq perdi o ônibus', 'Uber pro trabalho'],
    ['pt', 'farmácia 54,90, tudo caro demais', 'Farmácia'],
    ['es', 'el súper 2300 jaja ya no alcanza', 'Súper'],
    ['es', 'taxi al aeropuerto 45 porque llovía', 'Taxi al aeropuerto'],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(descriptions(lang, text)).toEqual([expected]);
  });

  it.each([
    // The words after the break are the only ones that name the thing.
    ['en', 'after work, the pottery class 40', 'Work, the pottery class'],
    // No chatter: the description is the whole thing.
    ['en', 'lunch at the cafeteria 12', 'Lunch at the cafeteria'],
    ['pt', 'remédio da pressão 67', 'Remédio da pressão'],
  ] as const)('[%s] %s keeps its words', (lang, text, expected) => {
    expect(descriptions(lang, text)).toEqual([expected]);
  });
});
