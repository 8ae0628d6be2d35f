/**
 * Money that did not move, in sentences of our own: purchases cancelled or refused at the till,
 * refunds still on their way, a price asked in disbelief or between two options, talk of prices
 * and pay that are nobody's here (homework, the minimum wage, old prices, tickets going on sale),
 * a friend asked for an opinion, a quote asked for, a card statement still to close, scores, counts
 * of jobs done, a plan with no amount. Their neighbours stay transactions: a payment stated beside
 * the cancellation or the pending refund, a refund that came in, the user's own pay, a purchase
 * asked about after it was made.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('records nothing (round 7)', () => {
  it.each([
    // Cancelled, declined, backed out.
    ['en', 'cancelled my order for the 120 dollar jacket'],
    ['en', 'target cancelled my order of 45, never got charged'],
    ['en', 'card got declined for a 6 dollar sandwich lol'],
    ['en', 'had the headphones in my basket at 249 then chickened out'],
    ['pt', 'cancelei o pedido da amazon de 180'],
    ['pt', 'o cartão recusou numa compra de 30 reais, que mico'],
    ['es', 'cancelé la compra de 2 mil en liverpool'],
    ['es', 'me rechazaron la tarjeta en una compra de 80 lucas'],
    // Refunds not arrived.
    ['en', 'returned the shoes, still waiting on the 60 refund'],
    ['pt', 'devolvi a blusa, o estorno de 89 ainda não caiu'],
    ['pt', 'ainda estão a processar o reembolso de 45€'],
    ['es', 'devolví el abrigo, el reembolso de 70 aún no me ha llegado'],
    // Imagined, asked in disbelief, choices.
    ['en', 'imagine paying 30 bucks for a burger'],
    ['pt', 'imagina pagar 25 num pastel kkkk'],
    ['es', 'imagínate pagar 12 euros por un café'],
    ['en', 'the new pixel is 999?? who is buying that'],
    ['pt', 'tênis a 1.500?? quem compra isso'],
    ['es', 'una bici a 3 millones?? quién paga eso'],
    ['pt', 'fico com o plano de 59,90 ou o de 89,90?'],
    ['es', 'me quedo con el de 19.990 o el de 24.990?'],
    ['en', 'do you think 50 is enough for a wedding gift'],
    ['pt', 'vc acha q 80 reais dá pra um rodízio?'],
    ['es', 'crees que con 100 nos alcanza para la cena?'],
    ['pt', 'se cobrarem 60 na entrada eu nem vou'],
    // Prices and pay that are nobody's here.
    ['en', 'homework: a jacket is $80 with 25% off, what is the final price'],
    ['es', 'el sueldo mínimo subió a 1.300.000'],
    ['pt', 'o salário mínimo ficou em 1.518'],
    ['en', 'back in 2005 a coffee was 1.50'],
    ['pt', 'antigamente o pão era 10 centavos'],
    ['en', 'tickets go on sale saturday at 9, 75 each'],
    ['pt', 'as vendas abrem quinta, 120 a inteira'],
    ['es', 'la preventa abre el lunes, 45 mil la general'],
    ['en', "diesel's 1.65 a litre at the services"],
    ['pt', 'pedi orçamento pro marceneiro, 2.800. vou pensar'],
    ['pt', 'vi uma geladeira de 3.200 no magalu, linda'],
    ['es', 'vi un sillón de 600 mil en el centro, carísimo'],
    ['es', 'la tarjeta cierra el 25, son como 300 lucas'],
    ['pt', 'estou a pensar ir ao porto em março, comboio a 30€'],
    ['es', 'recordarme pagar el internet de 90.000 el lunes'],
    // Scores, counts and measures.
    ['pt', 'corinthians 2x0 santos 🔥'],
    ['en', 'celtics won 118 to 104 last night'],
    ['pt', 'fiz 11 entregas hoje'],
    ['en', "i'm 5 foot 9"],
    // Family spending their own money.
    ['en', 'my mom spent 90 at the nail salon again'],
    ['pt', 'meu pai torrou 2 mil numa vara de pescar'],
    ['es', 'mi mamá se gastó 5 mil en la fiesta de mi prima'],
    // Judged, retracted, cancelled before paying, bets, games, piggy banks, reported, nothing at all.
    ['en', '40 quid for a fringe trim is criminal'],
    ['es', '300 pesos por un café es un robo'],
    ['pt', 'acho que pagar 50 num hambúrguer é demais'],
    ['en', 'spent 200 on shoes... jk i didnt buy anything'],
    ['es', 'gasté 50 lucas hoy... mentira, no gasté nada'],
    ['pt', 'pedi uma pizza de 70 mas cancelei antes de pagar'],
    ['en', 'bet my brother 10 bucks the lakers win tonight'],
    ['es', 'le aposté 5 lucas a mi primo que gana river'],
    ['pt', 'perdi 5 mil moedas no fifa hoje'],
    ['en', 'monopoly night, i ended with 3k in fake cash'],
    ['pt', 'meu filho juntou 80 no cofrinho'],
    ['en', "the garage says the new clutch is 900"],
    ['pt', 'a vizinha falou que pagou 300 no aluguel do salão'],
    ['es', 'el viernes me pagan 800 mil si dios quiere'],
    ['pt', 'a receita pede 300g de açúcar e 4 ovos'],
    ['en', 'this guy tipped 0 on a 30 min ride'],
    ['en', 'fed cut rates by 0.5'],
    ['pt', 'quase comprei o ingresso de 400 mas o site caiu'],
    // Hours, family pay, strangers' spending, prices moving, almost paid.
    ['en', 'night shift again 8 till 8'],
    ['pt', 'minha mãe recebe 900 de pensão, coitada'],
    ['es', 'mi abuelo cobra 300 lucas de jubilación'],
    ['pt', 'um turista pagou 200 euros por um vinho lol'],
    ['es', 'mi vecina ha vendido el coche por 9.000'],
    ['es', 'el café ha subido a 1,80 en el bar'],
    ['pt', 'ia pagar 30 de uber mas meu amigo me deu carona'],
    // Offers, scores for a side, goals, others' pay and rents, prices remarked, addresses, hearsay.
    ['en', 'aldi doing 2 for 3 on pizzas this week'],
    ['pt', 'no atacadão tá 3 por 10 o sabão'],
    ['pt', '3x0 pro flu 🔥'],
    ['pt', 'meta do mês é vender 30 kits de 49,90'],
    ['pt', 'meu chefe ganhou 20 mil de bônus, que inveja'],
    ['es', 'mi supervisora gana como 30 mil y no hace nada'],
    ['pt', 'a minha vizinha arrenda o T1 por 900€'],
    ['es', 'el diésel a 1,79 en la autopista, que robo'],
    ['es', 'mi depa es el 301 torre 2'],
    ['es', 'dicen que las motos ya valen como 80 mil'],
    ['en', 'easyjet want 40 for a cabin bag now'],
    // Addresses and spans of days.
    ['en', 'new address is 22 elm dr apt 4'],
    ['en', 'flat 5, 14 main st'],
    ['es', 'me toca trabajar del 3 al 9'],
    ['en', 'my job matches 401k up to 4%'],
    // A plan with no amount.
    ['en', 'my sister is paying for dinner tomorrow'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).toBe('unknown');
  });

  it.each([
    ['en', 'cancelled netflix, paid the last 15.99 though', 'expense', '15.99'],
    ['en', 'paid 40 for parking, still waiting on the refund', 'expense', '40.00'],
    ['en', 'returned the boots to asos, 65 back in my account', 'income', '65.00'],
    ['pt', 'o estorno de 89 caiu', 'income', '89.00'],
    ['pt', 'comprei um tênis de 200, cancelei o outro', 'expense', '200.00'],
    ['es', 'pagué la luz 300, me rechazaron la otra tarjeta', 'expense', '300.00'],
    ['es', 'cobré el sueldo mínimo, 500 mil', 'income', '500000.00'],
    ['pt', 'vc acha que paguei caro? 300 no tênis', 'expense', '300.00'],
    ['pt', 'fiz 14 entregas e ganhei 180', 'income', '180.00'],
    ['pt', 'pão 2x3 leite', 'expense', '6.00'],
    ['en', 'won 40 on a scratch card', 'income', '40.00'],
    // A partner paying a bill is the household's; spending on the user is not the family's own.
    ['en', 'my wife paid the water bill 60', 'expense', '60.00'],
    ['es', 'mi esposo pagó la luz, 420', 'expense', '420.00'],
    ['en', 'mom spent 50 on me for my birthday', 'expense', '50.00'],
    ['pt', 'paguei 30 num corte, é muito', 'expense', '30.00'],
    ['en', 'put 20 in the kids piggy bank', 'expense', '20.00'],
    ['en', 'bet 20 on city to win at paddy power', 'expense', '20.00'],
    ['en', 'mom let me use her card for 2800 vbucks, was 22.99', 'expense', '22.99'],
    ['en', 'the chemist after 12.80 for the mouthwash they told me to get', 'expense', '12.80'],
    ['pt', 'não comprei o tênis mas paguei 40 de frete', 'expense', '40.00'],
    ['pt', 'meu pai me deu 100', 'income', '100.00'],
    ['pt', 'o patrão pagou a quinzena, 800', 'income', '800.00'],
    ['en', '2 for 5 at the bakery', 'expense', '5.00'],
    // Only the flat's or the apartment's number is no money.
    ['en', 'paid the plumber 220 for the leak in apt 2', 'expense', '220.00'],
    ['en', 'council tax on the empty flat 132', 'expense', '132.00'],
    ['es', 'mi depa es el 502 torre 3, pagué 300 de mantenimiento', 'expense', '300.00'],
    ['en', 'a passenger tipped me 20', 'income', '20.00'],
    ['es', 'le he devuelto a marta los 35 que me dejó', 'expense', '35.00'],
    ['en', '6 pack of la croix 5.49 and 2 lbs chicken at 4.99/lb', 'expense', '5.49'],
  ] as const)('[%s] stays a transaction: %s', (lang, text, type, amount) => {
    const intent = read(lang, text);
    expect(intent).toMatchObject({ kind: 'record_transactions' });
    if (intent.kind !== 'record_transactions') return;
    expect(intent.transactions[0]).toMatchObject({ type, amount });
  });
});
