/**
 * Someone of the user's household paying for something spends the household's money ("my husband
 * paid the water bill"); paying the user is income ("dad paid me 50"). Money sent "a la cuenta" went
 * into the user's account; "a conta de luz" is a bill. Someone who sold the user a thing was paid by the
 * user ("my cousin sold me his ps5"). Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { langContext } from './testing/context';
import { summarize } from './testing/summarize';

const typeOf = (text: string, lang: Lang): string | undefined => {
  const result = summarize(interpret(text, langContext(lang)));
  return result.kind === 'record' ? (result.tx as { type: string }[])[0]?.type : result.kind;
};

describe('the household paying for things', () => {
  it.each([
    ['en', 'my husband paid the water bill 45'],
    ['en', 'my wife paid the electric 80'],
    ['en', 'the missus paid the council tax 160'],
    ['pt', 'meu marido pagou a conta de água 90'],
    ['pt', 'minha esposa pagou o condomínio 540'],
    ['es', 'mi esposo pagó el agua 230'],
    ['es', 'mi novio pagó el recibo de luz 400'],
  ] as const)('[%s] %s is spending', (lang, text) => {
    expect(typeOf(text, lang)).toBe('expense');
  });

  it.each([
    ['en', 'dad paid me 50 for mowing the lawn'],
    ['en', 'my client paid the invoice 500'],
    ['pt', 'meu pai me pagou 100'],
    ['es', 'me depositaron a la cuenta 300'],
    ['es', 'me transfirieron a mi cuenta 1500'],
  ] as const)('[%s] %s is income', (lang, text) => {
    expect(typeOf(text, lang)).toBe('income');
  });

  it('[pt] a bill sent to the user stays a bill', () => {
    expect(typeOf('me mandaram a conta de luz 200', 'pt')).toBe('expense');
  });
});

describe('"a conta" is the bill, "na conta" the account', () => {
  it('[pt] paguei a conta de água 90 -> Conta de água', () => {
    const result = interpret('paguei a conta de água 90', langContext('pt'));
    expect(result.intent.kind === 'record_transactions' && result.intent.transactions[0]?.description).toBe('Conta de água');
  });
});

describe('sold to the user', () => {
  it.each([
    ['en', 'my cousin sold me his old ps5 for 250'],
    ['pt', 'meu colega me vendeu a bike dele por 400'],
    ['es', 'mi vecino me vendió su refri en 3000'],
  ] as const)('[%s] %s is spending', (lang, text) => {
    expect(typeOf(text, lang)).toBe('expense');
  });

  it.each([
    ['en', 'sold my old ps5 for 250'],
    ['pt', 'vendi minha bike por 400'],
  ] as const)('[%s] %s stays a sale', (lang, text) => {
    expect(typeOf(text, lang)).toBe('income');
  });

  it("[en] it's 35 degrees today corrects nothing", () => {
    expect(summarize(interpret("it's 35 degrees today", langContext('en'))).kind).not.toBe('correct_last');
  });
});
