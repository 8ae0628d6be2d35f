/**
 * Income read by its cause, fourth round: a draw falling to the user, a loan or someone's share of a
 * bill paid back, what an investment yielded, a sale of what, insurers and public bodies paying, rent
 * from whoever rents the user's place however far the payer is named. Each with near misses that
 * must keep their reading. Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { EngineContext, Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang, overrides: Partial<EngineContext> = {}) =>
  summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang], ...overrides })));

describe('income by its cause (round 4)', () => {
  it.each([
    // A draw fell to the user: a verb of luck with a game of chance is money won.
    ['pt', 'saiu-me 25 na raspadinha do café', { type: 'income', amount: '25.00', category: 'Gift' }],
    ['pt', 'me saiu 300 no bingo da igreja', { type: 'income', amount: '300.00', category: 'Gift' }],
    ['es', 'me tocaron 1500 en la lotería de navidad', { type: 'income', amount: '1500.00', category: 'Gift' }],
    ['es', 'me salió un premio de 800 en el sorteo del súper', { type: 'income', amount: '800.00', category: 'Gift' }],
    ['en', 'hit 75 on a scratchcard at the corner shop', { type: 'income', amount: '75.00', category: 'Gift' }],
    // Won, whatever the game; the games people bet on.
    ['en', 'won 60 on the derby match', { type: 'income', amount: '60.00', category: 'Gift' }],
    ['en', 'won 90 at roulette', { type: 'income', category: 'Gift' }],
    ['es', 'gané 12 lucas en el prode del club', { type: 'income', category: 'Gift' }],
    ['pt', 'ganhei 40 na roleta', { type: 'income', category: 'Gift' }],
    // A loan paid back: the lending said after the giving.
    ['en', 'tom paid me the 80 i lent him in may', { type: 'income', amount: '80.00', category: 'Refunds' }],
    ['pt', 'a minha prima pagou-me os 35 que lhe emprestei', { type: 'income', amount: '35.00', category: 'Refunds' }],
    ['es', 'mi vecina me pagó los 200 que le presté', { type: 'income', amount: '200.00', category: 'Refunds' }],
    // Someone's share of a bill or a trip, paid back.
    ['en', 'my housemate sent me his half of the gas bill 42', { type: 'income', amount: '42.00', category: 'Refunds' }],
    ['en', 'zelle from priya for her share of the cabin 180', { type: 'income', amount: '180.00', category: 'Refunds' }],
    ['pt', 'o rafa mandou a parte dele da internet, 50', { type: 'income', amount: '50.00', category: 'Refunds' }],
    ['es', 'mi compañera de piso me pasó su mitad de la luz, 35', { type: 'income', amount: '35.00', category: 'Refunds' }],
    ['es', 'su parte del súper, 400', { type: 'income', amount: '400.00', category: 'Refunds' }],
    // An insurer covering a loss.
    ['en', 'insurance covered 1,200 of the surgery', { type: 'income', amount: '1200.00', category: 'Refunds' }],
    ['pt', 'o seguro cobriu 800 do conserto do carro', { type: 'income', amount: '800.00', category: 'Refunds' }],
    ['es', 'la aseguradora cubrió 5000 de la cirugía', { type: 'income', amount: '5000.00', category: 'Refunds' }],
    // What savings or an investment yielded; a sale of shares.
    ['pt', 'rendeu 18,40 no inter esse mês', { type: 'income', amount: '18.40', category: 'Investment' }],
    ['es', 'rindió 640 la cuenta de ahorro', { type: 'income', amount: '640.00', category: 'Investment' }],
    ['en', 'the money market yielded 31 in october', { type: 'income', category: 'Investment' }],
    ['en', 'share sale went through, got 2,300 for the apple stock', { type: 'income', amount: '2300.00', category: 'Investment' }],
    // An insurer pays back a loss.
    ['en', 'the insurer paid out 640 for the stolen bike', { type: 'income', amount: '640.00', category: 'Refunds' }],
    ['pt', 'a seguradora pagou 2.100 do para-brisa', { type: 'income', amount: '2100.00', category: 'Refunds' }],
    ['es', 'la aseguradora me pagó 9000 por la inundación', { type: 'income', amount: '9000.00', category: 'Refunds' }],
    // A public body pays a benefit or a pension.
    ['pt', 'a segurança social pagou o subsídio parental, 310', { type: 'income', amount: '310.00', category: 'Salary' }],
    ['pt', 'o inss pagou 1.518 da aposentadoria da vó', { type: 'income', amount: '1518.00' }],
    ['es', 'el imss pagó la incapacidad, 2300', { type: 'income', amount: '2300.00', category: 'Salary' }],
    ['en', 'social security paid 1,340 today', { type: 'income', amount: '1340.00', category: 'Salary' }],
    // Whoever rents the user's place pays rent, however far the payer is named.
    ['pt', 'alugo o quarto dos fundos, a moça que mora lá pagou 600', { type: 'income', amount: '600.00', category: 'Rental' }],
    ['pt', 'recebi a renda do T3 de lisboa, 1.100', { type: 'income', amount: '1100.00', category: 'Rental' }],
  ] as const)('[%s] %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    // What something cost, said with the same verbs; lending and paying; a bill of one's own.
    ['pt', 'saiu 45 o almoço'],
    ['es', 'me salió 300 el arreglo del celular'],
    ['es', 'me salió caro, 300 la rifa'],
    ['pt', 'emprestei 50 pro meu irmão'],
    ['es', 'le presté 30 a mi primo'],
    ['pt', 'paguei o seguro do carro, 320'],
    ['en', 'paid the insurance 95'],
    ['es', 'pagué la seguridad social 300'],
    ['pt', 'paguei 200 de segurança social'],
    ['pt', 'paguei a renda do T2, 700'],
    ['en', 'council tax paid 150'],
    ['en', 'covered her half of the dinner 30'],
    ['pt', 'paguei a parte dele do jantar, 40'],
    ['en', 'my husband covered the groceries 80'],
  ] as const)('[%s] %s stays an expense', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it.each([
    // What the user did for the money: a form of doing, work (or a sale when the doing is selling).
    ['en', 'got paid 85 for housesitting over the weekend', { type: 'income', amount: '85.00', category: 'Freelance' }],
    ['en', 'made 140 from detailing cars', { type: 'income', amount: '140.00', category: 'Freelance' }],
    ['en', 'made 60 selling lemonade with the kids', { type: 'income', amount: '60.00', category: 'Business' }],
    ['pt', 'ganhei 250 montando móveis pro vizinho', { type: 'income', amount: '250.00', category: 'Freelance' }],
    ['pt', 'ganhei 90 vendendo trufa na faculdade', { type: 'income', amount: '90.00', category: 'Business' }],
    ['es', 'gané 500 cuidando niños el finde', { type: 'income', amount: '500.00', category: 'Freelance' }],
    ['es', 'saqué 700 pintando una reja', { type: 'income', amount: '700.00', category: 'Freelance' }],
    // A service paid for, when the user is the one paid: work.
    ['es', 'me pagaron 45 lucas por una pega de electricista', { type: 'income', amount: '45000.00', category: 'Freelance' }],
    ['pt', 'recebi 80 da escova da cliente', { type: 'income', amount: '80.00', category: 'Freelance' }],
    ['en', 'got paid 300 for a plumbing call-out', { type: 'income', amount: '300.00', category: 'Freelance' }],
    // Lessons the user taught, said right after the verb.
    ['pt', 'dei explicações de físico-química, 60', { type: 'income', amount: '60.00', category: 'Freelance' }],
    ['es', 'di clases de matemáticas, 400', { type: 'income', amount: '400.00', category: 'Freelance' }],
    ['en', 'gave a piano lesson 35', { type: 'income', amount: '35.00', category: 'Freelance' }],
    // The user's own pay from their business.
    ['en', 'paid myself 3000 from the business account', { type: 'income', amount: '3000.00' }],
    ['pt', 'me paguei o pró-labore de 5.000', { type: 'income', amount: '5000.00', category: 'Salary' }],
    ['es', 'me pagué mi sueldo de la empresa, 18000', { type: 'income', amount: '18000.00', category: 'Salary' }],
  ] as const)('[%s] %s (what was done for it)', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    // Paying for a lesson, treating oneself, work for the employer.
    ['pt', 'dei 50 na aula de dança', { type: 'expense' }],
    ['es', 'di 30 para la clase de yoga', { type: 'expense' }],
    ['en', 'gave 20 to the class fund', { type: 'expense' }],
    ['pt', 'me paguei um almoço caro, 80', { type: 'expense' }],
    ['es', 'me pagué un curso de inglés 3000', { type: 'expense' }],
    ['en', 'the manager handed me 40 for covering the shift', { type: 'income', category: 'Salary' }],
    ['en', 'got paid 300 for nothing lol', { type: 'income', category: 'Salary' }],
  ] as const)('[%s] %s keeps its reading', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    // Money found inside something given for an occasion; money of an occasion.
    ['en', "grandad's christmas card had 40 quid in it", { type: 'income', amount: '40.00', category: 'Gift' }],
    ['pt', 'o cartão de natal da madrinha tinha 150 dentro', { type: 'income', amount: '150.00', category: 'Gift' }],
    ['es', 'la tarjeta de cumpleaños de mi abuela traía 1000 adentro', { type: 'income', amount: '1000.00', category: 'Gift' }],
    ['pt', 'dinheiro do natal 250', { type: 'income', amount: '250.00', category: 'Gift' }],
    ['es', 'la lana de mi cumple, 1500', { type: 'income', amount: '1500.00', category: 'Gift' }],
    // Someone settling or chipping in.
    ['pt', 'meu avô inteirou 300 pra minha moto', { type: 'income', amount: '300.00', category: 'Gift' }],
    ['en', 'grandma chipped in 150 for my laptop', { type: 'income', amount: '150.00', category: 'Gift' }],
    ['es', 'mi viejo me tiró 15 lucas para el finde', { type: 'income', amount: '15000.00', category: 'Gift' }],
    ['pt', 'a cliente acertou a encomenda, 320', { type: 'income', amount: '320.00' }],
  ] as const)('[%s] %s (a gift or a settling)', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    ['en', 'my wallet had 20 in it'],
    ['pt', 'gastei o dinheiro do aniversário em roupa, 200'],
    ['pt', 'dinheiro do mercado 200'],
    ['en', 'my wife paid for dinner 80'],
  ] as const)('[%s] %s records no gift', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it('keeps a share of what was earned, a client paying part of an invoice, and a sale of things apart', () => {
    expect(run('my partner sent me his share of the profits 500', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('the client paid half the invoice upfront 600', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] });
    expect(run('sold my old guitar 250', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('vendas da feira 780', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('ventas de ropa 900', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Business' }] });
    expect(run('won a 200 bonus at work', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Salary' }] });
  });

  it('describes a loan paid back by who paid, not by the lending', () => {
    expect(run('tom paid me the 80 i lent him', 'en')).toMatchObject({ kind: 'record', tx: [{ description: 'Tom' }] });
    expect(run('o meu primo pagou-me os 40 que lhe emprestei', 'pt')).toMatchObject({ kind: 'record', tx: [{ description: 'Primo' }] });
  });
});
