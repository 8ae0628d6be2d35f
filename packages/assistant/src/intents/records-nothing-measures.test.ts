/**
 * Numbers that measure rather than cost, in sentences of our own: a race named by its distance
 * ("running a 10k on sunday", "vou correr os 21k", "corro la 10k"), the body weighed or measured
 * ("peso 72 kg e meço 1,75", "mido 1.80 y peso 80 kilos", "i weigh 82 kg") and hours from one time
 * to another ("mi turno es de 22 a 6", "work from 9 to 5", "plantão das 8 às 17"). Their neighbours
 * with money (a taxi ride of 10k, meat by the kilo, a bonus of 10k, a price range) stay transactions,
 * and a new price announced ("my rent goes to 1300 in january") still records nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'CLP', country: 'CL' }),
};
const intentOf = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent;

describe('records nothing', () => {
  it.each([
    // A race by its distance.
    ['en', 'running a 10k on sunday for charity, wish me luck'],
    ['en', 'ran the 5k in 28 min'],
    ['en', 'signed up for a 21k race in march'],
    ['en', 'did my first 10k race today!!'],
    ['pt', 'vou correr os 21k domingo'],
    ['pt', 'fiz minha primeira corrida de 5k hj'],
    ['pt', 'treinando pra prova de 10k'],
    ['es', 'corro la 10k del domingo'],
    ['es', 'mañana es la carrera de 21k, deseenme suerte'],
    ['es', 'me inscribi en una carrera de 10k'],
    // The body weighed or measured.
    ['pt', 'peso 72 kg e meço 1,75'],
    ['pt', 'meu filho mede 1,20 e pesa 25 quilos'],
    ['pt', 'emagreci 5 kg esse mes'],
    ['es', 'mido 1.80 y peso 80 kilos'],
    ['es', 'mide 1,60 de altura'],
    ['es', 'baje 3 kilos en dos semanas'],
    ['en', 'i weigh 82 kg now'],
    ['en', "i'm 1.80 tall"],
    ['en', 'weighed in at 75 kg this morning'],
    // Hours from one time to another.
    ['es', 'mi turno es de 22 a 6 esta semana'],
    ['es', 'el super abre de 9 a 21hs'],
    ['es', 'trabajo de 8 a 17 todos los dias'],
    ['pt', 'plantão das 8 às 17'],
    ['pt', 'trabalho das 9 as 18 hoje'],
    ['pt', 'minha escala e de 19 a 7'],
    ['en', 'work from 9 to 5 tomorrow'],
    ['en', 'shift from 7 to 3 today'],
    ['en', 'my shift is 10 to 6 this week'],
    // A price that will change (kept from before).
    ['en', 'my rent goes to 1300 in january'],
    ['es', 'el arriendo va a 650 mil desde marzo'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text).kind).not.toBe('record_transactions');
  });
});

describe('still records', () => {
  it.each([
    ['en', 'got a 10k bonus'],
    ['en', 'uber 10k'],
    ['en', 'bought 2 kg of beef 18'],
    ['en', 'costco run 140'],
    ['pt', 'corrida de uber 5k'],
    ['pt', '2 kg de carne 50'],
    ['pt', 'paguei 1,75 no pao'],
    ['es', 'carrera de taxi 10k'],
    ['es', 'compre 3 kilos de papa 2500'],
    ['es', 'pesa 3 kilos el pavo, 18 mil'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text).kind).toBe('record_transactions');
  });
});
