/**
 * Questions said with verbs the engine did not read as questions on money: a total "came to",
 * "added up to"; income "collected", "invoiced", "cobrei", "facturé", "he cobrado"; a listing "what
 * have I paid for", "o que paguei", "qué he pagado", "enséñame lo que gasté"; "the fattest",
 * "mais pesado", "más gordo" for the biggest. And recordings said with the same verbs, which stay
 * recordings.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { langContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, langContext(lang)).intent;
const query = (lang: Lang, text: string) => {
  const intent = read(lang, text);
  return intent.kind === 'query' ? [intent.metric, intent.type ?? null, intent.categoryName ?? null, intent.period.key] : [intent.kind];
};

describe('totals, income, listings and the biggest, said with other verbs', () => {
  it.each([
    ['en', 'what did eating out come to last week', ['spent', 'expense', 'Dining', 'last_week']],
    ['en', 'how much did the uber rides add up to in october', ['spent', 'expense', 'Transportation', 'month']],
    ['en', 'how much have i collected in rent this year', ['earned', 'income', 'Rental', 'this_year']],
    ['en', 'what have i invoiced this year', ['earned', 'income', null, 'this_year']],
    ['en', 'what have i bought this week', ['recent', 'expense', null, 'this_week']],
    ['en', 'my fattest purchase last month?', ['biggest', 'expense', null, 'last_month']],
    ['pt', 'quanto cobrei de aluguel no ano passado', ['earned', 'income', 'Rental', 'last_year']],
    ['pt', 'quanto já faturei este mês', ['earned', 'income', null, 'this_month']],
    ['pt', 'o que paguei ontem', ['recent', 'expense', null, 'yesterday']],
    ['pt', 'qual foi o gasto mais pesado da semana', ['biggest', 'expense', null, 'this_week']],
    ['es', 'cuánto he cobrado de arriendo este año', ['earned', 'income', 'Rental', 'this_year']],
    ['es', 'cuánto facturamos en octubre', ['earned', 'income', null, 'month']],
    ['es', 'qué he comprado esta semana', ['recent', 'expense', null, 'this_week']],
    ['es', 'enséñame lo que pagué el lunes', ['recent', 'expense', null, 'date']],
    ['es', '¿cuál fue el gasto más gordo del mes?', ['biggest', 'expense', null, 'this_month']],
  ] as const)('[%s] %s', (lang, text, expected) => expect(query(lang, text)).toEqual(expected));
});

describe('recordings said with the same verbs stay recordings', () => {
  it.each([
    ['en', 'the bill came to 64 at the thai place', 'expense'],
    ['en', 'the taxi home came to 30', 'expense'],
    ['en', 'invoiced a client 900 today', 'income'],
    ['pt', 'cobrei 250 da cliente pela faxina', 'income'],
    ['pt', 'paguei 80 no gás', 'expense'],
    ['es', 'facturé 3000 a un cliente', 'income'],
    ['es', 'he pagado 45 de luz', 'expense'],
  ] as const)('[%s] %s', (lang, text, type) => {
    const intent = read(lang, text);
    expect(intent.kind === 'record_transactions' ? intent.transactions.map((t) => t.type) : intent.kind).toEqual([type]);
  });
});

describe('money in and out, everything listed, the most spent at once', () => {
  it.each([
    ['en', 'what came in last week', ['earned', 'income', null, 'last_week']],
    ['en', 'what went out yesterday', ['spent', 'expense', null, 'yesterday']],
    ['en', 'my outgoings for october', ['spent', 'expense', null, 'month']],
    ['en', 'show me everything from last week', ['recent', null, null, 'last_week']],
    ['en', "what's the most i've ever spent", ['biggest', 'expense', null, 'all']],
    ['pt', 'o que saiu ontem', ['spent', 'expense', null, 'yesterday']],
    ['pt', 'me mostra tudo da semana passada', ['recent', null, null, 'last_week']],
    ['pt', 'o máximo que já paguei numa compra', ['biggest', 'expense', null, 'this_month']],
    ['es', 'qué salió la semana pasada', ['spent', 'expense', null, 'last_week']],
    ['es', 'lista todo lo del lunes', ['recent', null, null, 'date']],
    ['es', 'lo más que he gastado de una sola vez', ['biggest', 'expense', null, 'this_month']],
  ] as const)('[%s] %s', (lang, text, expected) => expect(query(lang, text)).toEqual(expected));

  it.each([
    ['en', 'am i going out tonight?'],
    ['en', 'what came in the post today'],
    ['pt', 'paguei o iptu de uma vez'],
    ['es', 'pagué todo de una vez'],
  ] as const)('[%s] no question on money: %s', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('query');
  });
});
