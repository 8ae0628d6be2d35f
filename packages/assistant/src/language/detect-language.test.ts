import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { tokenize } from '../text/tokenize';
import { detectLanguage } from './detect-language';

const detect = (text: string, fallback: Lang = 'en') => detectLanguage(text, tokenize(text), fallback);

describe('detectLanguage', () => {
  it.each([
    ['spent 25 on lunch yesterday', 'en'],
    ['how much did I spend this month?', 'en'],
    ['got paid today', 'en'],
    ['gastei 50 reais no mercado', 'pt'],
    ['quanto gastei com transporte?', 'pt'],
    ['paguei a conta de luz ontem', 'pt'],
    ['recebi meu salário', 'pt'],
    ['há 2 dias comprei pão', 'pt'],
    ['gasté 30 en el almuerzo', 'es'],
    ['¿cuánto gasté la semana pasada?', 'es'],
    ['cobré mi sueldo', 'es'],
    ['me pagaron el viernes', 'es'],
    ['mañana', 'es'],
    ['orçamento de 500 para mercado', 'pt'],
    ['presupuesto de 200 para transporte', 'es'],
  ] as const)('%s -> %s', (text, expected) => {
    // A different fallback proves the text itself decided.
    const fallback: Lang = expected === 'en' ? 'pt' : 'en';
    expect(detect(text, fallback).language).toBe(expected);
  });

  it('uses the fallback when nothing marks the language', () => {
    expect(detect('12', 'pt')).toEqual({ language: 'pt', isConfident: false });
    expect(detect('uber 25', 'es')).toEqual({ language: 'es', isConfident: false });
    expect(detect('🍕🍕', 'en').language).toBe('en');
  });

  it.each([
    // Spanish with words Portuguese shares ("no", "o", "pelo", "este mes")
    ['no me alcanza la plata este mes', 'es'],
    ['eran 3 cafés, o sea 9', 'es'],
    ['me olvidé, era el martes', 'es'],
    ['puedes borrar el último?', 'es'],
    ['ya pagué el presu del gym', 'es'],
    ['corte de pelo y barba 200', 'es'],
    // Portuguese with those words
    ['paguei 30 no mercado', 'pt'],
    ['você viu quanto foi a conta?', 'pt'],
    ['comprei pão no mês passado', 'pt'],
  ] as const)('%s -> %s, although it shares words with the other', (text, expected) => {
    expect(detect(text, 'en').language).toBe(expected);
  });

  it('leaves an English message with only a Spanish-looking spelling to the fallback', () => {
    expect(detect('lent sam 40 till friday', 'en').language).toBe('en');
    expect(detect('gave bella 25', 'en').language).toBe('en');
  });

  it.each([
    // Words the three languages share (a currency, a loanword, "gas") decide nothing by themselves.
    ['tamales 90 pesos', 'en', 'en'],
    ['gas 400', 'es', 'es'],
    ['gas 75', 'pt', 'pt'],
    ['lanche no shopping 40', 'en', 'pt'],
    ['total 30', 'es', 'es'],
    // "no" is English too: with nothing else, the user's language stays.
    ['concert tix 80 no refunds', 'en', 'en'],
  ] as const)('%s (fallback %s) -> %s', (text, fallback, expected) => {
    expect(detect(text, fallback).language).toBe(expected);
  });

  it('still reads a gas station or a shopping list as English when English words say so', () => {
    expect(detect('gas station 60', 'es').language).toBe('en');
    expect(detect('grocery shopping 70', 'pt').language).toBe('en');
  });

  it('tells Portuguese from Spanish by their own letters', () => {
    expect(detect('não', 'es').language).toBe('pt');
    expect(detect('año', 'pt').language).toBe('es');
  });
});
