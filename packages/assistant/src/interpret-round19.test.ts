/**
 * Round 19, in sentences of our own (fifteenth session): money held in an account, and the rules of the round. Each rule
 * with near misses.
 */
import { describe, expect, it } from 'vitest';
import { reading } from './testing/reading';

describe('having an amount, said to be kept in an account, is money held', () => {
  it.each([
    ['en', 'i have like 800 in checking till friday', 'USD', 'nothing'],
    ['en', "we've got about 2k in savings and 300 in the current account", 'GBP', 'nothing'],
    ['pt', 'tô com 340 na conta ainda', 'BRL', 'nothing'],
    ['pt', 'ainda tenho uns 1.500 na poupança', 'EUR', 'nothing'],
    ['es', 'traigo 900 en la tarjeta nomás', 'MXN', 'nothing'],
    ['es', 'me quedan 60 lucas en la cuenta rut', 'CLP', 'nothing'],
    // Near misses: money paid into an account, a bill called "conta", money that came in, a balance beside money paid.
    ['pt', 'paguei 120 na conta de luz', 'BRL', ['expense 120.00 Bills']],
    ['es', 'tengo que pagar 300 de la cuenta de luz', 'EUR', 'nothing'],
    ['en', 'just got 500 in my account from mum', 'GBP', ['income 500.00 Gift']],
    ['en', 'paid rent 900, i have 230 in checking now', 'USD', ['expense 900.00 Bills']],
    ['pt', 'gastei 80 no mercado, to com 200 na conta', 'BRL', ['expense 80.00 Groceries']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
