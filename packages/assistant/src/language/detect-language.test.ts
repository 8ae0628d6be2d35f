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

  it.each([
    // A merchant's name of several words counts only for its country's language: "pague" of a
    // Brazilian pharmacy and "con" of a New York utility are not Spanish; the "la" of a Spanish chain is.
    ['pague menos 32', 'pt', 'pt'],
    ['con edison 120', 'en', 'en'],
    ['la tagliatella 60', 'en', 'es'],
    ['gastei 40 na pague menos', 'es', 'pt'],
    // Spanish shapes: -ió / -ó past, -sión, the gerund in -iendo.
    ['me devolvió la plata', 'pt', 'es'],
    ['la pensión de mi abuela', 'pt', 'es'],
    ['sigo debiendo 200', 'pt', 'es'],
    ['voy a pagar el gym', 'pt', 'es'],
    ['qué conviene más, un plazo fijo o dólares?', 'pt', 'es'],
    ['me han cobrado de más', 'pt', 'es'],
    // Near misses: a Portuguese noun in -ó, an English "cinema", a Portuguese "há".
    ['comprei um paletó 300', 'es', 'pt'],
    ['brechó 40', 'pt', 'pt'],
    ['cinema tickets 24', 'pt', 'en'],
    ['cinema com a galera 40', 'en', 'pt'],
    ['paguei há 3 dias', 'es', 'pt'],
  ] as const)('%s (fallback %s) -> %s: names, shapes and markers', (text, fallback, expected) => {
    expect(detect(text, fallback).language).toBe(expected);
  });
});
