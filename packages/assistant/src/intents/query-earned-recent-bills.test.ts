/**
 * Questions in sentences of our own: money others paid the user is earned ("how much have clients
 * paid me", "quanto os clientes me pagaram", "cuánto me pagaron"), though "paid" alone is spent; the
 * latest movements are a listing ("mostra-me os últimos movimentos", pt-PT; "últimas operaciones");
 * and "net" is the internet in Portuguese, not a balance ("quanto paguei de contas, luz água e net").
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const intentOf = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('money paid to the user is earned', () => {
  it.each([
    ['en', 'how much have clients paid me this quarter'],
    ['en', 'how much did my tenants pay me in october'],
    ['en', 'how much did i get paid this month'],
    ['en', 'how much have i been paid this year'],
    ['en', 'what have customers paid us this month'],
    ['pt', 'quanto os clientes me pagaram este mes'],
    ['pt', 'quanto me pagaram em outubro'],
    ['pt', 'quanto o inquilino me pagou esse ano'],
    ['es', 'cuanto me pagaron los clientes este mes'],
    ['es', 'cuanto me han pagado este año'],
    ['es', 'cuanto me transfirieron en octubre'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'earned', type: 'income' });
  });

  it.each([
    ['en', 'how much have i paid for rent'],
    ['en', 'what did i pay last week'],
    ['en', 'how much did i pay the plumber'],
    ['pt', 'quanto paguei de luz esse mes'],
    ['es', 'cuanto pague de luz este mes'],
  ] as const)('[%s] %s is still spent', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'spent' });
  });
});

describe('the latest movements are a listing', () => {
  it.each([
    ['pt', 'mostra-me os últimos movimentos'],
    ['pt', 'ultimos movimentos'],
    ['pt', 'quero ver os movimentos da conta'],
    ['pt', 'mostra as ultimas operacoes'],
    ['pt', 'mostra-me as ultimas 10 saidas'],
    ['es', 'muestrame las ultimas operaciones'],
    ['es', 'ultimos movimientos'],
    ['en', 'show my last payments'],
    ['en', 'show my last 5 transfers'],
    ['en', 'show account activity'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'recent' });
  });
});

describe('"net" in Portuguese is the internet, not a balance', () => {
  it.each([
    ['pt', 'quanto paguei de contas este mês, luz água e net'],
    ['pt', 'quanto gastei com net e celular esse mes'],
    ['pt', 'quanto foi a net mes passado'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'spent', categoryId: categoryId('Bills') });
  });

  it.each([
    ['en', "what's my net this month"],
    ['en', 'what was my net income in october'],
    ['en', 'show my net worth'],
  ] as const)('[%s] %s is a balance', (lang, text) => {
    expect(intentOf(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });

  it.each([
    ['pt', 'paguei a net 120'],
    ['en', 'my boss paid me 500'],
  ] as const)('[%s] %s is still a record', (lang, text) => {
    expect(intentOf(lang, text).kind).toBe('record_transactions');
  });
});
