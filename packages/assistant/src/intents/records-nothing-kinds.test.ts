/**
 * Numbers that are not money and messages that record nothing, by kind, in sentences of our own:
 * counts with a unit or after an activity, marks and match results, ages and days of the month,
 * opinions and quotes, yes/no questions, bills still to come, "if" in Portuguese, debts and money
 * not (yet) received, having no money, questions about the assistant. Their neighbours that are
 * transactions stay transactions.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';

const intentOf = (lang: Lang, text: string) => interpret(text, langContext(lang)).intent;

describe('records nothing', () => {
  it.each([
    // Counts: a unit after the number, or an activity before it.
    ['en', 'walked 8 miles today'],
    ['en', 'swam 40 laps before work'],
    ['pt', 'corri 10 km no parque'],
    ['pt', 'hoje fiz 15 mil passos'],
    ['es', 'nadé 2 mil metros'],
    ['es', 'hice 30 minutos de bici'],
    // Marks and results.
    ['en', 'got a 95 on my chem midterm'],
    ['en', 'my score is 680 now'],
    ['pt', 'tirei 7,5 no teste de inglês'],
    ['pt', 'o brasil ganhou de 2 a 1'],
    ['es', 'saqué un 9 en el examen'],
    ['es', 'perdimos 4 a 2 el domingo'],
    // Ages and the day of the month.
    ['en', 'my niece turns 4 on the 3rd'],
    ['pt', 'meu filho fez 6 ontem'],
    ['es', 'mi papá cumple 60 el 9'],
    // Opinions, quotes and yes/no questions.
    ['en', 'the plumber quoted 450 for the sink'],
    ['en', 'is 300 too much for a used bike?'],
    ['pt', 'o mecânico orçou 900 no conserto, o que acha?'],
    ['pt', 'vale a pena pagar 40 num ingresso desses'],
    ['es', 'me cotizaron 12 mil por la pintura'],
    ['es', '¿vale 500 una bici usada?'],
    // Bills still to come.
    ['en', 'the phone bill will be 85 this month'],
    ['pt', 'a conta de luz vem 230 esse mês'],
    ['es', 'la factura de la tarjeta viene de 7 mil'],
    // Hypotheticals in Portuguese, debts, money not received, no money.
    ['pt', 'se a gasolina subir pra 7 eu vendo o carro'],
    ['pt', 'to devendo 80 pro meu primo'],
    ['en', 'my roommate still hasnt paid me the 60'],
    ['pt', 'ainda não me pagaram os 400 do freela'],
    ['es', 'todavía no me depositaron los 2 mil'],
    ['pt', 'tô sem dinheiro até o dia 5'],
    ['es', 'estoy sin un peso hasta el viernes'],
    ['en', "i'm broke till payday"],
  ] as const)('%s: %s', (lang, text) => {
    expect(['record_transactions', 'clarify_transaction']).not.toContain(intentOf(lang, text).kind);
  });

  it.each([
    ['en', 'who built you?'],
    ['pt', 'quem te criou'],
    ['es', 'quién te hizo?'],
  ] as const)('%s: %s is answered with what the assistant does', (lang, text) => {
    expect(intentOf(lang, text).kind).toBe('help');
  });
});

describe('stays a transaction', () => {
  it.each([
    ['en', 'costco run 140', 'expense'],
    ['en', 'paid 35 for the 5k race entry', 'expense'],
    ['pt', 'corrida de uber 25', 'expense'],
    ['pt', 'exame de sangue 150', 'expense'],
    ['pt', 'o cliente pagou a nota, 1.800', 'income'],
    ['pt', 'ingresso pro jogo 2 x 50', 'expense'],
    ['es', 'pagué 300 del examen de manejo', 'expense'],
    ['en', "didn't expect it but my aunt sent me 50", 'income'],
    ['pt', 'paguei 90 mas ainda não chegou', 'expense'],
    ['en', 'bought a new phone for 700, what do you think?', 'expense'],
    ['es', 'el seguro del coche 300', 'expense'],
  ] as const)('%s: %s', (lang, text, type) => {
    const intent = intentOf(lang, text);
    expect(intent.kind).toBe('record_transactions');
    if (intent.kind === 'record_transactions') expect(intent.transactions[0]?.type).toBe(type);
  });
});
