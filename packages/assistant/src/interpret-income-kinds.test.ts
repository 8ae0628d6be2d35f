/**
 * Kinds of income read by their cause rather than by sentence: selling one's things in plain words
 * and slang, sales as a noun, interest paid by where savings sit, seasonal pay, gig platforms paying
 * out (Freelance, not Salary), a "for me" after someone who gives, and the expenses that look like
 * income (lending, paying someone back). Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'MXN' };
const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] })));

describe('kinds of income', () => {
  it.each([
    // Selling one's own things, slang included, and sales as a noun.
    ['en', 'flogged the old guitar amp for 90', { type: 'income', amount: '90.00', category: 'Business' }],
    ['en', 'depop sales 57 this weekend', { type: 'income', amount: '57.00', category: 'Business' }],
    ['en', 'ebay sale of my camera lens 210', { type: 'income', category: 'Business' }],
    ['pt', 'desapeguei do carrinho de bebê por 350', { type: 'income', amount: '350.00', category: 'Business' }],
    ['pt', 'vendas da feirinha 480', { type: 'income', category: 'Business' }],
    ['es', 'las ventas del puesto fueron 2300', { type: 'income', category: 'Business' }],
    // Interest and yield from where savings sit, said by what paid it.
    ['en', 'my savings account paid 18.20 of interest', { type: 'income', category: 'Investment' }],
    ['en', 'the index fund paid a 64 dividend', { type: 'income', category: 'Investment' }],
    ['pt', 'o cdb rendeu 95 esse mês', { type: 'income', category: 'Investment' }],
    ['pt', 'juros do depósito a prazo 31,20', { type: 'income', category: 'Investment' }],
    ['es', 'me rindieron los cetes 410', { type: 'income', category: 'Investment' }],
    ['es', 'el plazo fijo me dio 1500 de intereses', { type: 'income', category: 'Investment' }],
    // Seasonal and one-off pay.
    ['en', 'payday 1850', { type: 'income', category: 'Salary' }],
    ['en', 'christmas bonus 600', { type: 'income', category: 'Salary' }],
    ['pt', 'subsídio de férias 1100', { type: 'income', category: 'Salary' }],
    ['es', 'bono navideño 4000', { type: 'income', category: 'Salary' }],
    ['es', 'me pagaron la prima de servicios 800', { type: 'income', category: 'Salary' }],
    // Platforms people work through pay gig work, not a salary.
    ['en', 'lyft earnings 320 this week', { type: 'income', category: 'Freelance' }],
    ['en', 'instacart paid me 88 for saturday', { type: 'income', category: 'Freelance' }],
    ['pt', 'recebi 410 do ifood pelas entregas', { type: 'income', category: 'Freelance' }],
    ['pt', 'fiz 190 rodando no 99 hoje', { type: 'income', amount: '190.00', category: 'Freelance' }],
    ['es', 'gané 700 manejando didi', { type: 'income', category: 'Freelance' }],
    ['es', 'rappi me depositó 520', { type: 'income', category: 'Freelance' }],
    // Someone gives, then "for me".
    ['en', 'my grandad left 40 in an envelope for me', { type: 'income', category: 'Gift' }],
    ['pt', 'a madrinha deixou 100 pra mim', { type: 'income' }],
    // The user's invoice paid.
    ['en', 'invoice #88 paid by the agency, 900', { type: 'income', amount: '900.00', category: 'Freelance' }],
  ] as const)('[%s] %s', (lang, text, tx) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [tx] });
  });

  it('spends at the same platforms when nothing says money came in', () => {
    expect(run('uber to the station 14', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense', category: 'Transportation' }] });
    expect(run('ifood 52', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'expense', category: 'Dining' }] });
    // Putting money into savings is no income.
    expect(run('poupança 300', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it('keeps a shop\'s sale and things for sale as spending', () => {
    expect(run('jacket from the zara sale 45', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
    expect(run('comprei uma bike que estava à venda por 600', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });
});

describe('expenses that look like income', () => {
  it.each([
    ['en', 'lent my cousin 60 for the train'],
    ['pt', 'emprestei 250 pra vizinha'],
    ['es', 'le presté 500 a mi compadre'],
    ['es', 'le devolví los 300 a mi hermana'],
    ['pt', 'lhe devolvi os 40 do almoço'],
    ['en', 'gave my niece 25 for her recital'],
    ['pt', 'dei 30 pra minha afilhada'],
    ['es', 'le di 150 a mi nieta'],
    ['es', 'les pasé 400 a mis papás'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(run(text, lang)).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }] });
  });

  it('reads a loan to the user as money in, and lending a thing or a loan to be repaid as nothing', () => {
    expect(run('my brother lent me 200', 'en')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('lent my drill to the neighbour', 'en')).toMatchObject({ kind: 'unknown' });
    expect(run('emprestei 80 pro léo, ele vai me pagar semana que vem', 'pt')).toMatchObject({ kind: 'unknown' });
  });

  it('does not correct a verb form into the past form that says money moved', () => {
    expect(run('a bia ficou de me devolver os 90', 'pt')).not.toMatchObject({ kind: 'record', tx: [{ type: 'income' }] });
    expect(run('cliente me transfirió 3200 por el logo', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'income', category: 'Freelance' }] });
  });
});

describe('income and spending in one message', () => {
  it('reads spending listed after income as spending', () => {
    expect(run('salary came in 3100, then pharmacy 22 and pizza 18', 'en')).toMatchObject({
      kind: 'record',
      tx: [{ type: 'income' }, { type: 'expense', category: 'Healthcare' }, { type: 'expense', category: 'Dining' }],
    });
    expect(run('cashback 12 e padaria 9', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }, { type: 'expense' }] });
  });

  it('keeps income listed after income, and gifts to family after gifts to family', () => {
    expect(run('recebi 2500 de salário e 400 de freela', 'pt')).toMatchObject({ kind: 'record', tx: [{ type: 'income' }, { type: 'income', category: 'Freelance' }] });
    // "prima" is a cousin here, not a bonus.
    expect(run('le mandé 300 a mi tía y 150 a mi prima', 'es')).toMatchObject({ kind: 'record', tx: [{ type: 'expense' }, { type: 'expense' }] });
  });

  it('reads a friend paying the user back as money that came back', () => {
    expect(run('cinema 40 and my roommate paid me back 20', 'en')).toMatchObject({
      kind: 'record',
      tx: [{ type: 'expense' }, { type: 'income', category: 'Refunds' }],
    });
  });
});
