/**
 * Income read by its cause, third round: platforms paying out, a shop's or stall's takings, rent from
 * whoever rents the user's place, a debt or a share paid back, a deposit coming back, a charge
 * reversed, compensation, winnings from pools and bets, pensions by their local names, a payer
 * named with a qualifier, and what the shift left the user with. Each with near misses that must
 * keep their reading. Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang], ...overrides })));

describe('income by its cause (round 3)', () => {
  it.each([
    // A platform pays out: as the subject of releasing or paying, or with its payout.
    ['en', 'fiverr released the payment for the logo job 320', { type: 'income', amount: '320.00', category: 'Freelance' }],
    ['en', 'weekly doordash payout 412', { type: 'income', category: 'Freelance' }],
    ['pt', 'o ifood repassou 780 da semana', { type: 'income', amount: '780.00', category: 'Freelance' }],
    ['pt', 'acerto do rappi 455,20', { type: 'income', category: 'Freelance' }],
    ['es', 'la liquidación de didi de esta semana 2300', { type: 'income', amount: '2300.00', category: 'Freelance' }],
    ['es', 'cabify liberó 1.150 de la quincena', { type: 'income', category: 'Freelance' }],
    // A place of the user's took money in.
    ['en', 'the market stall took 412 on saturday', { type: 'income', amount: '412.00', category: 'Business' }],
    ['en', 'till takings 890 today', { type: 'income', category: 'Business' }],
    ['pt', 'a barraca fez 640 no domingo', { type: 'income', amount: '640.00', category: 'Business' }],
    ['pt', 'fechamento do caixa de hoje 1.870', { type: 'income', category: 'Business' }],
    ['es', 'el puesto sacó 3.400 el sábado', { type: 'income', category: 'Business' }],
    ['es', 'corte de caja 5.600', { type: 'income', category: 'Business' }],
    // Whoever rents the user's place pays rent, whatever the place.
    ['en', 'the lady renting our driveway spot paid 60', { type: 'income', amount: '60.00', category: 'Rental' }],
    ['pt', 'o rapaz a quem alugo a garagem pagou 250', { type: 'income', amount: '250.00', category: 'Rental' }],
    ['es', 'el chico al que le alquilo la bodega pagó 800', { type: 'income', amount: '800.00', category: 'Rental' }],
    // A debt to the user, or a share of something bought for someone, paid back.
    ['en', 'marco finally sent me the 40 he owed me', { type: 'income', amount: '40.00', category: 'Refunds' }],
    ['en', 'lucy paid me 30 for her half of the groceries', { type: 'income', category: 'Refunds' }],
    ['pt', 'a bia me pagou os 70 que me devia', { type: 'income', amount: '70.00', category: 'Refunds' }],
    ['es', 'mi cuñado me pagó los 300 que me debía', { type: 'income', amount: '300.00', category: 'Refunds' }],
    ['es', 'ana me transfirió 250 por su entrada del concierto', { type: 'income', category: 'Refunds' }],
    // A deposit coming back; a charge reversed; money put back on the card.
    ['en', 'my bond came back from the old landlord, 1,100', { type: 'income', amount: '1100.00', category: 'Refunds' }],
    ['en', 'the bank reversed the overdraft fee 35', { type: 'income', amount: '35.00', category: 'Refunds' }],
    ['en', 'the hotel put 120 back on my card', { type: 'income', category: 'Refunds' }],
    ['pt', 'o depósito do aluguel antigo voltou 2.000', { type: 'income', amount: '2000.00', category: 'Refunds' }],
    ['pt', 'o banco reverteu a cobrança indevida 89,90', { type: 'income', category: 'Refunds' }],
    ['es', 'la fianza del piso volvió, 900', { type: 'income', amount: '900.00', category: 'Refunds' }],
    ['es', 'el banco revirtió el cargo duplicado 450', { type: 'income', category: 'Refunds' }],
    // Compensation for a delay or a loss.
    ['en', 'the rail company compensated me 45 for the cancelled train', { type: 'income', amount: '45.00', category: 'Refunds' }],
    ['pt', 'a companhia aérea indenizou-me 400 pela mala perdida', { type: 'income', amount: '400.00', category: 'Refunds' }],
    ['es', 'la aerolínea me compensó con 3000 por el vuelo cancelado', { type: 'income', amount: '3000.00', category: 'Refunds' }],
    // Winnings from a pool, a bet, a draw: a windfall, not pay.
    ['en', 'won 120 in the office pool', { type: 'income', category: 'Gift' }],
    ['pt', 'ganhei 60 na raspadinha', { type: 'income', category: 'Gift' }],
    ['pt', 'ganhei 400 apostando na final', { type: 'income', category: 'Gift' }],
    ['es', 'gané 900 en la quiniela', { type: 'income', category: 'Gift' }],
    ['es', 'me gané 2 lucas en una polla con los amigos', { type: 'income', category: 'Gift' }],
    // Pensions and benefits by their local names; pay for a shift.
    ['en', 'social security hit 1,420', { type: 'income', category: 'Salary' }],
    ['en', 'night shift overtime 180', { type: 'income', category: 'Salary' }],
    ['pt', 'recebi a reforma 640€', { type: 'income', category: 'Salary' }],
    ['pt', 'segunda parcela do 13º 1.950', { type: 'income', category: 'Salary' }],
    // A payer named with a qualifier; interest from a bank.
    ['en', 'the customer from ohio finally paid 260', { type: 'income', amount: '260.00' }],
    ['en', 'dividend from the credit union 12.40', { type: 'income', category: 'Investment' }],
    ['en', 'interest from my building society 8.10', { type: 'income', category: 'Investment' }],
    // What the shift left the user with; shares sold; a thing of the user's paid for.
    ['en', 'walked out with 260 in tips', { type: 'income', amount: '260.00' }],
    ['en', 'sold 4 shares of nvidia for 560', { type: 'income', category: 'Investment' }],
    ['pt', 'o vizinho pagou 900 na minha bicicleta', { type: 'income', category: 'Business' }],
    // Paid for looking after someone's children: work, not a salary.
    ['en', 'the parents next door paid me 90 for minding the kids saturday', { type: 'income', category: 'Freelance' }],
    ['pt', 'a vizinha me pagou 120 pra tomar conta das crianças', { type: 'income', category: 'Freelance' }],
    ['es', 'mi vecina me pagó 400 por cuidar a los niños', { type: 'income', category: 'Freelance' }],
    ['en', 'my brother paid me 60 for fixing his bike', { type: 'income', category: 'Freelance' }],
    // A saint's day is an occasion for a gift.
    ['es', 'mi tía me dio 200 por mi santo', { type: 'income', category: 'Gift' }],
  ] as const)('[%s] %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    // Paying a platform, a stall, a bet, a deposit: money out.
    ['en', 'paid upwork a 15 fee for the contract'],
    ['en', 'uber home 23'],
    ['pt', 'paguei 40 no ifood'],
    ['pt', 'aposta na lotofácil 5'],
    ['pt', 'reforma do banheiro 4.500'],
    ['es', 'apuesta de 200 al clásico'],
    ['es', 'rappi 180 la cena'],
    ['en', 'security deposit on the new flat 1,300'],
    ['en', 'credit card interest 41'],
    ['en', 'bought a lottery ticket 2'],
    ['en', 'stall fee at the craft fair 45'],
    ['pt', 'produtos pra revenda 800'],
    ['en', 'walked out with a new jacket 90'],
  ] as const)('[%s] %s stays spending', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it("reads Portugal's propinas as tuition, and Spanish propinas as tips", () => {
    expect(run('propinas do semestre 697', 'pt', { preferredCurrency: 'EUR', country: 'PT' })).toMatchObject({
      kind: 'record',
      tx: [{ type: 'expense', category: 'Education' }],
    });
    expect(run('propinas de la noche 640', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
  });

  it('keeps a pension, a bet and pay apart from a purchase of the same name', () => {
    // Someone else's spending, and a gift the user gave, are not a share paid back.
    expect(run('mom sent me 50 for my birthday', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Gift' }] });
    expect(run('the client paid me 400 for his website', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] });
    // A transfer to the user's account is where it went, not a thing sold.
    expect(run('o cliente pagou 300 no meu pix', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('o cliente pagou 300 no meu pix', 'pt')).not.toMatchObject({ kind: 'record', tx: [{ category: 'Business' }] });
  });
});
