/**
 * Messages with money that record nothing, in sentences of our own: a debt owed to the user in the
 * European Portuguese word order ("deve-me"), a payment only promised ("promised to pay me back",
 * "ficou de me pagar", "quedó en pagarme"), no money at all ("ni un peso", "nem um real", "not a
 * penny"), a price seen and only tempting, a weight in kilos. Near misses still record: a payment
 * made as promised, a purchase after the temptation, pet food ("pienso para el perro"), meat by the kilo,
 * and a payment followed by its reason, whose negation negates the reason ("taxi 15 porque ya no
 * pasaba el metro"; the reason is left out of the description).
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const contexts = {
  en: testContext({ preferredLanguage: 'en', preferredCurrency: 'USD' }),
  pt: testContext({ preferredLanguage: 'pt', preferredCurrency: 'EUR', country: 'PT' }),
  es: testContext({ preferredLanguage: 'es', preferredCurrency: 'EUR', country: 'ES' }),
};
const read = (lang: Lang, text: string) => interpret(text, contexts[lang]).intent;
const amountsOf = (lang: Lang, text: string) => {
  const intent = read(lang, text);
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.amount) : intent.kind;
};

describe('records nothing', () => {
  it.each([
    ['pt', 'a minha irmã deve-me 25€ do jantar'],
    ['pt', 'os vizinhos devem-me 60 da sebe'],
    ['pt', 'o patrão ficou de me pagar 300 na segunda'],
    ['pt', 'o rui combinou de me devolver os 20'],
    ['en', 'dave promised to pay me back 80 next payday'],
    ['en', "my flatmate said she'd pay me 45 for the bills"],
    ['es', 'mi cuñado quedó en pagarme los 200 el viernes'],
    ['es', 'el casero prometió devolverme la fianza de 600'],
    ['es', 'cobré la quincena y ni un peso me quedó, jaja'],
    ['pt', 'fim do mês e nem um real na conta'],
    ['en', 'payday is friday and not a penny left lol'],
    ['en', 'found a ps5 bundle for 450, so tempting'],
    ['pt', 'vi uma bicicleta por 900€, que tentação'],
    ['es', 'vi unas botas en 120 euros, me tienta'],
    ['pt', 'o leitão pesou 12 quilos'],
    ['es', 'el atún que pescamos tenía 30 kilos'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('record_transactions');
  });
});

describe('near misses still record', () => {
  it.each([
    ['en', 'dave paid me back 80 like he promised', ['80.00']],
    ['en', 'too tempting, bought the jacket 80', ['80.00']],
    ['es', 'pienso para el perro 30 y arena 12', ['30.00', '12.00']],
    ['pt', 'comprei 2 quilos de carne por 19', ['19.00']],
    ['es', 'pienso 25 en el mercadona', ['25.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });

  it('[es] "pienso" + a verb is still a plan', () => {
    expect(read('es', 'pienso comprar una bici de 400')).toEqual({ kind: 'unknown' });
  });
});

describe('a negation in a reason after the money', () => {
  it.each([
    ['en', "parking 12 because the machine didn't take cards", 'Parking'],
    ['pt', 'recarga do passe 40 porque já não tinha viagens', 'Recarga do passe'],
    ['es', 'taxi 15 porque ya no pasaba el metro', 'Taxi'],
    ['es', 'pilas 6 q ya no me quedaban', 'Pilas'],
  ] as const)('[%s] %s', (lang, text, description) => {
    const intent = read(lang, text);
    expect(intent.kind === 'record_transactions' && intent.transactions.map((t) => t.description)).toEqual([description]);
  });
  it.each([
    ['en', "the plumber hasn't paid me the 80 yet"],
    ['pt', 'o cliente ainda não me pagou os 300'],
  ] as const)('[%s] %s still records nothing', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('record_transactions');
  });
});
