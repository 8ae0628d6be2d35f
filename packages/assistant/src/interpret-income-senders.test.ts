/**
 * Income read by who sends whom (28 Nov): a name heading the message that sent money, a transfer
 * "made" to the user or by the user, pay that arrived, a business refunding, a refund sent to the
 * user, work done, takings, cheques and claims paid out. Each with near misses that must keep their
 * reading. Sentences written for these tests, in en/pt/es.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CURRENCY: Readonly<Record<Lang, string>> = { en: 'USD', pt: 'BRL', es: 'EUR' };
const run = (text: string, lang: Lang) => summarize(interpret(text, testContext({ preferredLanguage: lang, preferredCurrency: CURRENCY[lang] })));

describe('income by who sends whom', () => {
  it.each([
    // A name heading the message sent money: to the user, whatever it was for.
    ['en', 'sarah sent 35 for the concert tickets', 'income'],
    ['en', 'marco zelled 120', 'income'],
    ['pt', 'o lucas mandou 60 do churrasco', 'income'],
    ['es', 'lucia envio 25 de la cena', 'income'],
    // ... unless it went to someone named after it, or the user sent it.
    ['en', 'sarah sent 35 to her mom', 'expense'],
    ['en', 'i sent sarah 35', 'expense'],
    ['en', 'they wired me 900', 'income'],
    // A transfer made to the user, or by the user.
    ['es', 'mi tia me ha hecho un bizum de 40', 'income'],
    ['pt', 'minha avo fez um pix de 100 pra mim', 'income'],
    ['es', 'le hice un bizum de 15 a mi primo', 'expense'],
    ['es', 'he hecho un bizum de 20 a marta', 'expense'],
    ['pt', 'fiz um pix de 80 pro pedreiro', 'expense'],
    // Someone else sending the user's own refund or deposit.
    ['en', 'the airline sent my refund 312', 'income'],
    ['en', 'landlord sent my deposit back 950', 'income'],
    // A business refunding; a thing sent back is no money sent.
    ['en', 'returned the shoes, zappos refunded 89', 'income'],
    ['en', 'sent the blender back, target refunded 45', 'income'],
    ['en', 'i refunded the customer 40', 'expense'],
    // Pay that arrived; takings; cheques; claims paid out; work done.
    ['en', 'weekly pay landed 640', 'income'],
    ['en', 'pay came in 1800', 'income'],
    ['en', 'took in 860 at the market stall', 'income'],
    ['en', 'cheque from the council 240', 'income'],
    ['en', 'the insurance claim paid out 1200', 'income'],
    ['en', 'i paid out 200 for repairs', 'expense'],
    ['en', 'received 150 for tutoring', 'income'],
    ['en', 'got 120 for babysitting', 'income'],
    ['en', 'got 20 for parking', 'expense'],
    // Cash App as a verb; "<payer>'s paid".
    ['en', 'mom cash appd me 30', 'income'],
    ['en', "dad cash app'd me 30", 'income'],
    ['en', "tenant's paid the rent 1100", 'income'],
    // A word of a shop's name is no verb.
    ['en', 'best buy refund came through 79.99', 'income'],
  ] as const)('%s: %s → %s', (lang, text, type) => {
    const result = run(text, lang);
    expect(result.kind, text).toBe('record');
    expect((result.tx as Array<{ type: string }>)[0]!.type, text).toBe(type);
  });
});

describe('what kind of income, by who gave it', () => {
  it.each([
    // A friend's or a name's share of something spent, paid back.
    ['en', 'my roommate venmoed me 45 for the internet', 'Refunds'],
    ['es', 'la caro me transfirio 8.000 de las pizzas', 'Refunds'],
    ['pt', 'o rui mandou-me 12 do almoço', 'Refunds'],
    // From family, a gift, whatever it is for; from a client or a customer, pay or a sale.
    ['es', 'mi hermano me mando 50 para la gasolina', 'Gift'],
    ['pt', 'minha filha me mandou 100 no pix', 'Gift'],
    ['en', 'my daughter sent me 60', 'Gift'],
    ['en', 'client paid me 500 for the website', 'Freelance'],
    // A platform paying out is no friend.
    ['pt', 'o airbnb pagou-me 340 da estadia', 'Rental'],
  ] as const)('%s: %s → %s', (lang, text, category) => {
    const result = run(text, lang);
    expect(result.kind, text).toBe('record');
    expect((result.tx as Array<{ type: string; category: string }>)[0], text).toMatchObject({ type: 'income', category });
  });
});

describe('money back and money for doing (28 Nov, second round)', () => {
  it.each([
    ['en', 'wholesaler credited back 64.20 for the damaged case', 'Refunds'],
    ['en', 'sam paid back 50', 'Refunds'],
    ['es', 'me transfirieron 25 lucas de vuelta por el asado', 'Refunds'],
    ['pt', 'o joao me mandou 30 de volta', 'Refunds'],
    ['pt', 'o vizinho pagou-me 200 por lhe lavrar o terreno', 'Freelance'],
    ['es', 'me pagaron 50 por cuidar al perro', 'Freelance'],
    ['es', 'me dio 100 por ser buena nieta', 'Gift'],
    ['en', 'store took in 1,247.85 today cash and card', 'Business'],
  ] as const)('%s: %s → %s', (lang, text, category) => {
    const result = run(text, lang);
    expect(result.kind, text).toBe('record');
    expect((result.tx as Array<{ type: string; category: string }>)[0], text).toMatchObject({ type: 'income', category });
  });

  it.each([
    ['en', 'i paid back 50 to sam'],
    ['en', 'paid back 50 to sam'],
  ] as const)('%s: %s stays money out', (lang, text) => {
    expect((run(text, lang).tx as Array<{ type: string }>)[0]!.type).toBe('expense');
  });
});
