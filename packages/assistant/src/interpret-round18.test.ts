/**
 * Round 18, in sentences of our own (fourteenth session): balances named, and the rules of the round. Each rule with
 * near misses.
 */
import { describe, expect, it } from 'vitest';
import { reading } from './testing/reading';

describe('a balance named before its amount, or said to be in an account, is money held', () => {
  it.each([
    ['pt', 'saldo no nubank: 812,40', 'BRL', 'nothing'],
    ['pt', 'meu saldo ta 1.200 so', 'BRL', 'nothing'],
    ['pt', 'na conta do itau so tem 90 reais', 'BRL', 'nothing'],
    ['es', 'saldo en la cuenta de bbva 1.530 euros', 'EUR', 'nothing'],
    ['es', 'en mi cuenta nequi me quedan 40 mil', 'COP', 'nothing'],
    ['en', 'bank balance 2,310.55 before rent', 'GBP', 'nothing'],
    ['en', 'savings are at 4k now 💪', 'USD', 'nothing'],
    ['en', 'got about 300 in my savings account, need to stop touching it', 'GBP', 'nothing'],
    // Paying a balance off is money out, and a balance beside money paid leaves the payment.
    ['pt', 'paguei o saldo do cartao 300', 'BRL', ['expense 300.00 Bills']],
    ['en', 'paid off the balance on the store card, 240', 'USD', ['expense 240.00 Shopping']],
    ['es', 'pague 80 de luz. saldo en la cuenta 400', 'EUR', ['expense 80.00 Bills']],
  ] as const)('[%s] "%s"', (lang, text, currency, items) => {
    expect(reading(lang, text, currency)).toEqual(items);
  });
});
