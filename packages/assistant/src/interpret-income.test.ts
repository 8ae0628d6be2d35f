/**
 * Income versus expense from the direction of the money, in en/pt/es: who gives to whom, money
 * arriving, where it came from, refunds, sales; the review the engine sets when it is unsure; and
 * learned rules giving the type. Same fixed context as the other interpret tests.
 */
import { describe, expect, it } from 'vitest';
import type { Lang, TransactionDraft } from './types';
import { interpret, UNSURE_CONFIDENCE } from './interpret';
import { narrowPattern } from './learn-pattern';
import { categoryId, testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const ctxFor = (lang: Lang) => testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] });
const run = (text: string, lang: Lang) => summarize(interpret(text, ctxFor(lang)));

function drafts(text: string, lang: Lang, ctx = ctxFor(lang)): TransactionDraft[] {
  const result = interpret(text, ctx);
  if (result.intent.kind !== 'record_transactions') throw new Error(`not recorded: ${text} (${result.intent.kind})`);
  return result.intent.transactions;
}

describe('income by meaning', () => {
  it.each([
    // The examples.
    ['pt', 'caiu o pix de 200 do joão', { type: 'income', amount: '200.00', description: 'Pix do João' }],
    ['pt', 'devolução de 60 da shopee', { type: 'income', amount: '60.00', category: 'Refunds' }],
    ['en', 'got 45 back from amazon refund', { type: 'income', amount: '45.00', category: 'Refunds' }],
    ['en', 'grandma gave me 100 for my birthday', { type: 'income', amount: '100.00', category: 'Gift' }],
    ['en', 'client paid invoice 1200', { type: 'income', amount: '1200.00', category: 'Freelance' }],
    ['en', 'rent from my tenant 900', { type: 'income', amount: '900.00', category: 'Rental' }],
    ['es', 'ingresé 700 del alquiler de mi piso', { type: 'income', amount: '700.00', category: 'Rental' }],
    // Someone gives to the user.
    ['en', 'my aunt gave me 75 for graduation', { type: 'income', category: 'Gift', description: 'Graduation' }],
    ['en', 'the customer paid 450 for the mural', { type: 'income', description: 'Mural' }],
    ['pt', 'a vizinha me pagou 80 pela faxina', { type: 'income', description: 'Faxina' }],
    ['pt', 'transferiu-me 25 a Rita', { type: 'income', description: 'Rita' }],
    ['es', 'mi madrina me regaló 50', { type: 'income', category: 'Gift' }],
    ['es', 'el inquilino ya pagó 700', { type: 'income', category: 'Rental' }],
    ['es', 'me han ingresado 600 de la beca', { type: 'income', description: 'Beca' }],
    // Money arriving, and where it came from.
    ['pt', 'caíram 350 na conta', { type: 'income', amount: '350.00' }],
    ['es', 'me cayó el aguinaldo 9000', { type: 'income', category: 'Salary', description: 'Aguinaldo' }],
    ['en', 'zelle from Priya 60', { type: 'income', description: 'Zelle from Priya' }],
    ['pt', 'pix da carla 50', { type: 'income', description: 'Pix da Carla' }],
    ['en', 'bonus from work 250', { type: 'income', category: 'Salary', description: 'Bonus' }],
    ['en', 'overtime pay 260', { type: 'income', category: 'Salary', description: 'Overtime' }],
    // Refunds, sales, interest.
    ['en', 'my landlord returned the 500 deposit', { type: 'income', category: 'Refunds', description: 'Deposit' }],
    ['pt', 'estornaram 89 da loja', { type: 'income', category: 'Refunds', description: 'Loja' }],
    ['pt', 'recebi o estorno do que paguei 30', { type: 'income', category: 'Refunds' }],
    ['es', 'me devolvieron la fianza 400', { type: 'income', category: 'Refunds', description: 'Fianza' }],
    ['en', 'a neighbour bought my lawnmower for 120', { type: 'income', category: 'Business', description: 'Lawnmower' }],
    ['pt', 'vendi minha bicicleta 700', { type: 'income', category: 'Business', description: 'Bicicleta' }],
    ['es', 'vendí el sofá viejo en 900', { type: 'income', category: 'Business' }],
    ['pt', 'juros da poupança 12,40', { type: 'income', category: 'Investment' }],
    ['en', 'quarterly dividend 37.50', { type: 'income', category: 'Investment' }],
  ] as const)('[%s] %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it.each([
    ['en', 'paid the tenant insurance 40', 'Bills'],
    ['pt', 'paguei o pix do aluguel 1200', 'Bills'],
    ['es', 'devolví el libro y pagué la multa 5', undefined],
    ['en', 'sent 50 to my brother', 'Other'],
    ['pt', 'pix pra carla 50', 'Other'],
    ['es', 'le mandé 40 a mi sobrino', 'Other'],
    ['pt', 'caiu a fatura do cartão 400', 'Bills'],
    ['es', 'me llegó el recibo del agua 35', 'Bills'],
    ['pt', 'conserto do carro do meu pai 400', undefined],
  ] as const)('[%s] %s stays an expense', (lang, text, category) => {
    const [tx] = drafts(text, lang);
    expect(tx?.type).toBe('expense');
    if (category) expect(tx?.categoryName).toBe(category);
  });
});

describe('review: the engine says when it is unsure', () => {
  it('flags a word of both types with the other reading', () => {
    const [rent] = drafts('aluguel 1500', 'pt');
    expect(rent).toMatchObject({ type: 'expense', categoryName: 'Bills' });
    expect(rent?.review).toEqual({ field: 'type', alternative: { type: 'income', categoryId: categoryId('Rental'), categoryName: 'Rental' } });
    expect(interpret('aluguel 1500', ctxFor('pt')).confidence).toBe(UNSURE_CONFIDENCE);
  });

  it('flags two categories named as strongly, and lowers the confidence', () => {
    const [lunch] = drafts('lunch at the supermarket 12', 'en');
    expect(lunch).toMatchObject({ type: 'expense', categoryName: 'Dining' });
    expect(lunch?.review).toEqual({ field: 'category', alternative: { type: 'expense', categoryId: categoryId('Groceries'), categoryName: 'Groceries' } });
  });

  it('never reads money arriving as an expense without saying so', () => {
    // A payment and a transfer from someone in one clause: the expense stands, flagged.
    const [paid] = drafts('paguei 40 do pix do Tiago', 'pt');
    expect(paid?.type).toBe('expense');
    expect(paid?.review).toMatchObject({ field: 'type', alternative: { type: 'income' } });
    // Only a weak hint of income: income, flagged.
    const [weak] = drafts('ganho 200', 'pt');
    expect(weak).toMatchObject({ type: 'income', review: { field: 'type', alternative: { type: 'expense' } } });
  });

  it('flags a giver or a transfer said without a direction: spending, with income one tap away', () => {
    for (const [text, lang, alternative] of [
      ['abuela 300', 'es', 'Gift'],
      ['my aunt 60', 'en', 'Gift'],
      ['ted 450 marcos', 'pt', undefined],
      ['venmo 40 jake', 'en', undefined],
      ['bizum 20 laura', 'es', undefined],
    ] as const) {
      const [tx] = drafts(text, lang);
      expect(tx?.type, text).toBe('expense');
      expect(tx?.review, text).toMatchObject({ field: 'type', alternative: { type: 'income', ...(alternative ? { categoryName: alternative } : {}) } });
    }
  });

  it('stays quiet when the reading is clear', () => {
    for (const [text, lang] of [
      ['recebi 3000 de salário', 'pt'],
      ['spent 12 on a burrito', 'en'],
      ['devolví el libro y pagué la multa 5', 'es'],
      ['rent from my tenant 900', 'en'],
    ] as const) {
      const [tx] = drafts(text, lang);
      expect(tx?.review, text).toBeUndefined();
      expect(interpret(text, ctxFor(lang)).confidence, text).toBeGreaterThan(UNSURE_CONFIDENCE);
    }
  });
});

describe('learned rules give the type', () => {
  it('takes the category and its type from what the user taught', () => {
    const learnedRules = [{ pattern: narrowPattern('Pix do Tiago'), categoryId: categoryId('Freelance') }];
    const ctx = testContext({ preferredLanguage: 'pt', preferredCurrency: 'BRL', learnedRules });
    // No cue at all, and a leaning cue (a transfer from someone): the rule decides.
    expect(drafts('tiago 300', 'pt', ctx)[0]).toMatchObject({ type: 'income', categoryName: 'Freelance' });
    expect(drafts('pix do tiago 300', 'pt', ctx)[0]).toMatchObject({ type: 'income', categoryName: 'Freelance' });
    expect(drafts('pix do tiago 300', 'pt', ctx)[0]?.review).toBeUndefined();
  });

  it('gives an expense category to money that only leaned towards income', () => {
    const learnedRules = [{ pattern: narrowPattern('Zelle from Mike'), categoryId: categoryId('Dining') }];
    const ctx = testContext({ learnedRules });
    expect(drafts('zelle from mike 25', 'en', ctx)[0]).toMatchObject({ type: 'expense', categoryName: 'Dining' });
  });

  it('yields to a sentence that says the other type outright', () => {
    const learnedRules = [{ pattern: narrowPattern('Tiago'), categoryId: categoryId('Freelance') }];
    const ctx = testContext({ preferredLanguage: 'pt', learnedRules });
    expect(drafts('paguei 50 pro tiago', 'pt', ctx)[0]?.type).toBe('expense');
  });
});
