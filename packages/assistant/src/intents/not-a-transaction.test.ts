/**
 * Messages with numbers or money words that must record nothing (nor ask "how much?"), by kind,
 * and their near neighbours that are still transactions. Today is Sunday 22 November 2026.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'MXN' }),
};
const kindOf = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent.kind;

describe('records nothing', () => {
  it.each([
    // Times.
    ['en', 'the dentist is at 4'],
    ['en', 'train leaves at 11 tonight'],
    ['pt', 'a reunião é às 10h'],
    ['pt', 'o ônibus passa as 6 da tarde'],
    ['es', 'la clase empieza a las 7'],
    ['es', 'nos vemos a la 1'],
    // Labels: postcodes, phone numbers, addresses, scores, routes.
    ['en', 'my postcode is 90210'],
    ['en', 'call me on 415 555 0199'],
    ['en', 'we won 2-0 last night'],
    ['en', 'i take the 12 bus to work'],
    ['en', 'gate 23, seat 14'],
    ['pt', 'meu telefone é 21 3456-7890'],
    ['pt', 'moro na rua 7 de setembro, 120'],
    ['pt', 'cep 04567-000'],
    ['es', 'mi celular es 300 456 7788'],
    ['es', 'el partido quedó 2-2'],
    ['es', 'apartamento en la calle 80 # 15-20'],
    // Ages and what one has.
    ['en', "i'm 27"],
    ['pt', 'tenho 41'],
    ['es', 'tengo 19'],
    // Plans, obligations and dates after today.
    ['en', 'gotta pay the plumber 120'],
    ['en', 'tomorrow i pay 60 for the gym'],
    ['pt', 'tenho q pagar a luz 90'],
    ['pt', 'amanhã pago 45 do dentista'],
    ['es', 'tengo q pagar la luz 300'],
    ['es', 'mañana compro el regalo'],
    // Debts others owe, and the user's own.
    ['en', 'my roommate owes me 75'],
    ['en', 'my room is 204'],
    ['es', 'habitación 12, tercer piso'],
    ['en', 'sam still owes 30 for pizza'],
    ['pt', 'o pedro me deve 80'],
    ['es', 'mi primo me debe 500'],
    ['es', 'le debo 300 a mi tía'],
    // Hypotheticals and maybes.
    ['en', 'if i get the 300 headphones will i be broke'],
    ['en', 'maybe i spend 90 on boots'],
    ['en', 'might buy a 40 dollar lamp'],
    ['pt', 'se eu comprar um sofá de 2000 fico sem grana'],
    ['pt', 'talvez eu gaste 100 no show'],
    ['es', 'si compro la tele de 8000 me quedo sin nada'],
    ['es', 'a lo mejor gasto 200 en la fiesta'],
    // Prices asked or remarked on, and sums.
    ['en', 'how much is a ticket to lisbon'],
    ['en', 'whats 20% of 150'],
    ['en', 'gas is 5 bucks a gallon now'],
    ['pt', 'quanto custa uma bike 29?'],
    ['pt', 'o pão tá 12 agora'],
    ['es', 'cuánto cuesta la entrada?'],
    ['es', 'la gasolina está a 25 ahora'],
    // Thanks with a number word.
    ['es', 'mil gracias amigo'],
  ] as const)('%s: %s', (lang, text) => {
    expect(['record_transactions', 'clarify_transaction']).not.toContain(kindOf(lang, text));
  });
});

describe('still records', () => {
  it.each([
    ['en', '3 beers at 6 each'],
    ['en', 'bus 3'],
    ['en', 'new phone 650'],
    ['en', 'spent 40 on dinner, if that matters'],
    ['en', 'paid 20 for parking at 9 am'],
    ['pt', 'celular de 1800'],
    ['pt', 'gastei 35 no almoço às 13h'],
    ['pt', 'paguei 60 de luz, amanhã vence a água'],
    ['es', 'taxi 150 a las 3'],
    ['es', 'se fueron 300 en la farmacia'],
    ['es', 'gasolina a 24,50 el litro, 40 litros'],
    ['en', 'hotel room 150'],
    ['en', 'phone line 30'],
    ['pt', 'quarto de hotel 300'],
  ] as const)('%s: %s', (lang, text) => {
    expect(kindOf(lang, text)).toBe('record_transactions');
  });
});

describe('how dear something is, then its price: a remark, unless a payment is stated', () => {
  it.each([
    ['en', 'rent is so expensive here, 2k for a studio'],
    ['pt', 'o aluguel ta muito caro, 3 mil num quarto e sala'],
    ['es', 'la nafta esta carisima, 1.200 el litro'],
  ] as const)('%s: %s records nothing', (lang, text) => {
    expect(kindOf(lang, text)).not.toBe('record_transactions');
  });
  it.each([
    ['en', 'coffee here is crazy, paid 7 for a latte'],
    ['pt', 'a gasolina ta cara, enchi o tanque 250'],
  ] as const)('%s: %s is still a purchase', (lang, text) => {
    expect(kindOf(lang, text)).toBe('record_transactions');
  });
});

describe('a weekday with its date, and a price level said with "a"', () => {
  it.each([
    ['es', 'el viernes 15 es la reunión del conjunto'],
    ['en', 'on friday 12 we have the party'],
    ['es', 'el blue está a 1.200 hoy'],
    ['es', 'el cafe esta a 2 euros'],
  ] as const)('%s: %s records nothing', (lang, text) => {
    expect(kindOf(lang, text)).not.toBe('record_transactions');
  });
  it.each([
    ['pt', 'na sexta 20 no bar'],
    ['es', 'el viernes 15 en la cena'],
  ] as const)('%s: %s may be money spent', (lang, text) => {
    expect(kindOf(lang, text)).toBe('record_transactions');
  });
});
