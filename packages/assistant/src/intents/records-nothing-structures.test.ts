/**
 * Messages that record nothing, read by their structure rather than their words, in sentences of our
 * own: someone else's money (earned, owed, lent) with no word of the user; debts still open and
 * obligations ("tenho de pagar"); a purchase walked away from; someone's wish; a price, a level or a
 * currency's rate remarked on; a "how much" asked or a share worked out; and numbers that are not
 * money (units, litres per hundred, lists of ages, vital signs, marks in a subject, routes, flats,
 * house numbers, rooms and channels at a time, a local phone); goals and saving
 * targets; a level reached. Each class has near misses that must still record.
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
const amountsOf = (lang: Lang, text: string): string[] => {
  const intent = intentOf(lang, text);
  return intent.kind === 'record_transactions' ? intent.transactions.map((t) => `${t.type} ${t.amount}`) : [intent.kind];
};

describe('records nothing, by the structure of the message', () => {
  it.each([
    // Someone else's money: earned, owed, lent, borrowed.
    ['en', 'my neighbour makes 200k a year apparently'],
    ['en', 'my cousin owes his landlord 900'],
    ['en', 'my buddy borrowed 300 from his dad'],
    ['pt', 'meu cunhado ganha 15 mil por mês'],
    ['pt', 'a minha prima emprestou 100 ao namorado'],
    ['pt', 'o meu sogro deve 2 mil ao banco'],
    ['es', 'mi vecino gana como 3 palos al mes'],
    ['es', 'mi suegra le presta 500 a la vecina'],
    ['es', 'mi primo le debe 80 lucas al banco'],
    // Debts between others, and obligations.
    ['pt', 'o pedro deve 30 à ana'],
    ['es', 'juan le debe 40 a pedro'],
    ['pt', 'tenho de pagar 60 do seguro até sexta'],
    ['pt', 'temos de transferir 200 ao senhorio'],
    ['es', 'tenemos que pagar 300 de gastos comunes'],
    ['en', 'need to pay 75 for the car registration'],
    // Walked away from, left without buying.
    ['en', 'saw a leather jacket for 180 and walked out'],
    ['en', 'tried on boots for 140, left without buying'],
    ['pt', 'vi uma bota de 300 e saí sem comprar'],
    ['es', 'vi unas zapatillas en 90 y me fui sin comprar'],
    // Someone's wish.
    ['en', 'my daughter wants an ipad for 500'],
    ['pt', 'meu marido quer uma tv de 4 mil'],
    ['es', 'mi novia quiere un celular de 300 mil'],
    // A price, a level or a rate remarked on.
    ['pt', 'o pão de queijo ta custando 9 reais aqui'],
    ['es', 'el menú del día ya vale 15 euros, flipo'],
    ['en', 'the jackpot is at 400 million'],
    ['pt', 'o prêmio da lotofácil tá em 5 milhões'],
    ['pt', 'o euro fechou a 6,10'],
    ['en', 'the pound closed at 1.27 today'],
    ['es', 'el dólar blue cerró en 1.200'],
    // "How much" asked, a share worked out.
    ['en', 'how much would 2 weeks in lisbon run me?'],
    ['pt', 'quanto rendem 5 mil na poupança?'],
    ['pt', '20% de 150 dá quanto?'],
    ['es', 'cuánto rinden 100 mil en un plazo fijo?'],
    ['es', 'el 15% de 80 cuánto es'],
    ['en', '15% of 220 is 33 right'],
    // Units, litres per hundred, lists of ages.
    ['en', 'my place is 950 sq ft'],
    ['en', 'my car gets 35 mpg'],
    ['en', 'the new tv is 75 inch'],
    ['pt', 'o meu carro faz 6 litros aos 100'],
    ['es', 'mi coche gasta 7 litros a los 100'],
    ['en', 'got two dogs, 3 and 5 years old'],
    ['pt', 'tenho duas filhas, de 8 e 11 anos'],
    ['es', 'tengo dos sobrinos de 6 y 9 años'],
    // Vital signs and marks.
    ['en', 'blood pressure 118 over 76 today'],
    ['pt', 'a glicose deu 98 em jejum'],
    ['es', 'la presión me dio 12 sobre 8'],
    ['pt', 'meu filho tirou 8 em matemática'],
    ['es', 'mi hijo sacó un 9 en historia'],
    ['en', 'my daughter got a 95 in math'],
    // Routes that run, flats and house numbers, rooms and channels at a time.
    ['es', 'el 405 demora un montón'],
    ['es', 'la 12 viene llena'],
    ['pt', 'o 209 demorou uma eternidade'],
    ['en', 'the 42 takes forever'],
    ['pt', 'o meu apartamento é o 71'],
    ['es', 'mi casillero es el 45'],
    ['en', 'we moved to 88 maple avenue'],
    ['en', 'my office is at 1200 main st'],
    ['pt', 'aula às 19h na sala 12'],
    ['es', 'el partido es a las 20:00 en la cancha 4'],
    ['en', "the game's at 7pm on channel 5"],
    // Goals and saving targets, a level reached, someone else selling, a local phone, a lucky number, a birth weight.
    ['en', 'aiming to save 3k before the wedding'],
    ['pt', 'minha meta é poupar 500 por mês'],
    ['es', 'mi objetivo es juntar 800 mil para el viaje'],
    ['en', 'the s&p reached 6000 today'],
    ['pt', 'o ibovespa atingiu 130 mil pontos'],
    ['es', 'el bitcoin alcanzó 100 mil dólares'],
    ['en', 'my flatmate is selling his bike for 250'],
    ['pt', 'minha vizinha vendeu o apê por 400 mil'],
    ['es', 'mi compañero vende su moto en 2 millones'],
    ['en', 'text me at 555 7788'],
    ['es', 'mi número de la suerte es el 13'],
    ['pt', 'minha sobrinha nasceu com 3,4 kg'],
    ['es', 'a mi amiga le cobraron 40 mil por las uñas'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text).kind).not.toBe('record_transactions');
  });
});

describe('near misses that still record', () => {
  it.each([
    // The user takes part, or pays a debt.
    ['en', 'my cousin paid me back the 900', ['income 900.00']],
    ['pt', 'meu cunhado me emprestou 500', ['income 500.00']],
    ['pt', 'paguei os 30 que devia à ana', ['expense 30.00']],
    ['es', 'pagué los 40 que le debía a juan', ['expense 40.00']],
    // Obligations met, "tem de tudo".
    ['pt', 'tive de pagar 20 de portagem', ['expense 20.00']],
    ['en', 'had to pay 35 for a locksmith', ['expense 35.00']],
    ['pt', 'o shopping tem de tudo, gastei 120', ['expense 120.00']],
    // Walking off with money, a wish after the purchase.
    ['en', 'won 300 at the casino and walked away happy', ['income 300.00']],
    ['en', 'bought the ipad my daughter wants, 500', ['expense 500.00']],
    ['en', 'my son wants a bike so i bought one for 150', ['expense 150.00']],
    // A price remarked on beside one paid, a shop named after a currency, a currency bought.
    ['es', 'pagué 3,50 la caña, flipo', ['expense 3.50']],
    ['en', 'went to the dollar store, spent 12', ['expense 12.00']],
    ['pt', 'comprei 100 dólares por 540 reais', ['expense 540.00']],
    ['pt', 'quanto custou? 50 no jantar', ['expense 50.00']],
    ['pt', '10% de desconto, paguei 85', ['expense 85.00']],
    // Units, litres and tests beside a price.
    ['pt', 'comprei uma tv de 55 polegadas por 2800', ['expense 2800.00']],
    ['pt', 'abasteci 30 litros, 190 reais', ['expense 190.00']],
    ['en', '2 and 3 year old kids party supplies 45', ['expense 45.00']],
    ['pt', 'exame de glicose 45', ['expense 45.00']],
    ['en', 'glucose test 30', ['expense 30.00']],
    ['pt', 'consulta, pressão 12 por 8, paguei 200', ['expense 200.00']],
    ['es', 'compré un saco de mate 30', ['expense 30.00']],
    // A route's fare, a flat's spending, a room bought for, a time and a price.
    ['es', 'el 152 me cobró 800 de pasaje', ['expense 800.00']],
    ['es', 'me gasté 30 mil en el depa', ['expense 30000.00']],
    ['pt', 'sofa pra sala 2000', ['expense 2000.00']],
    ['pt', 'jantar às 20h no outback 180', ['expense 180.00']],
    ['pt', 'cinema às 21h na sala 3, ingresso 30', ['expense 30.00']],
    // Words of goals, levels and selling inside purchases and names.
    ['en', 'target 45', ['expense 45.00']],
    ['en', 'soccer goal for the backyard 80', ['expense 80.00']],
    ['pt', 'estacionamento pra guardar o carro 20', ['expense 20.00']],
    ['es', 'a mí me cobraron 40 mil por las uñas', ['expense 40000.00']],
    ['en', 'my roommate paid me 450 for rent', ['income 450.00']],
    ['en', 'finally reached the mall, shoes 60', ['expense 60.00']],
  ] as const)('[%s] %s', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});

describe("a model's number after its product line", () => {
  it.each([
    ['en', 'the iphone 15 max looks nice'],
    ['pt', 'o galaxy 24 é lindo demais'],
    ['es', 'el pixel 9 tiene buena cámara'],
  ] as const)('[%s] %s records nothing', (lang, text) => {
    expect(intentOf(lang, text).kind).not.toBe('record_transactions');
  });

  it.each([
    ['en', 'bought an iphone 15 for 800', ['expense 800.00']],
    ['pt', 'comprei um iphone 13 usado por 2500', ['expense 2500.00']],
  ] as const)('[%s] %s records the price', (lang, text, expected) => {
    expect(amountsOf(lang, text)).toEqual(expected);
  });
});
