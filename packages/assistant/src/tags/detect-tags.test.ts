import { describe, expect, it } from 'vitest';
import { fold } from '../text/fold';
import { tokenize } from '../text/tokenize';
import { detectTags } from './detect-tags';

const tags = (text: string) => detectTags(fold(text), tokenize(text));

describe('detectTags', () => {
  it.each([
    ['lunch 12 #work #Team', ['work', 'team']],
    ['paid in cash 20', ['cash']],
    ['pagué en efectivo 20', ['cash']],
    ['paguei em dinheiro 20', ['cash']],
    ['monthly netflix subscription 15', ['subscription', 'recurring']],
    ['assinatura do spotify 21,90', ['subscription']],
    ['bought it online 40', ['online']],
    ['emergency plumber 200', ['emergency']],
    ['gift for mom 30', ['gift']],
    ['#viagem hotel 300', ['viagem']],
  ])('%s', (text, expected) => expect(tags(text)).toEqual(expected));

  it('stays quiet when nothing is said clearly', () => {
    expect(tags('lunch 12')).toEqual([]);
    expect(tags('cashback 5')).toEqual([]);
    expect(tags('uber home 20')).toEqual([]);
  });
});
