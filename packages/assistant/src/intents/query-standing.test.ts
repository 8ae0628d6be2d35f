/**
 * Questions in words never tuned on: where the account stands ("am i in the red", "estou no
 * vermelho", "estoy en números rojos"), money that is left ("cuanta plata me queda"), how often
 * something happened, rent received in Portugal ("rendas") and "the biggest that I made" (not a
 * comparison). And what must not change: colours of things bought, rent paid, comparisons.
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang })).intent;

describe('where the account stands is a balance question', () => {
  it.each([
    ['en', 'am i in the red this month'],
    ['en', 'are we in the black this year?'],
    ['en', 'im in the red lol'],
    ['en', 'was i in the red last month'],
    ['en', 'am i overdrawn'],
    ['en', 'did i end up in the negative in october'],
    ['pt', 'estou no vermelho este mês?'],
    ['pt', 'to no vermelho esse mes'],
    ['pt', 'fiquei no negativo mes passado?'],
    ['pt', 'tô no azul?'],
    ['pt', 'tô no cheque especial?'],
    ['es', 'estoy en números rojos este mes?'],
    ['es', 'quedé en rojo este mes?'],
    ['es', 'ando en negativo'],
    ['es', 'estoy en numeros negros?'],
    ['pt', 'fechei o mês no vermelho?'],
    ['es', 'cerré el mes en rojo?'],
    ['en', 'did i end the month in the red'],
    ['en', 'was last month in the red?'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });

  it('reads the period when there is one, else all time', () => {
    expect(read('en', 'was i in the red last month')).toMatchObject({ period: { key: 'last_month' } });
    expect(read('pt', 'tô no negativo?')).toMatchObject({ period: { key: 'all' } });
  });

  it('leaves colours of things alone', () => {
    expect(read('en', 'bought the shoes in the black').kind).not.toBe('query');
    expect(read('en', 'bought the red shoes 40').kind).toBe('record_transactions');
    expect(read('pt', 'comprei a camisa no vermelho').kind).not.toBe('query');
    expect(read('pt', 'vestido no vermelho 120').kind).toBe('record_transactions');
    expect(read('es', 'lo quiero en rojo').kind).not.toBe('query');
    expect(read('es', 'compré la camisa en rojo 30').kind).toBe('record_transactions');
  });
});

describe('money that is left is a balance question', () => {
  it.each([
    ['es', 'cuanta plata me queda en total'],
    ['es', 'cuánto dinero me queda'],
    ['es', 'cuanta lana me queda este mes'],
    ['es', 'cuánta guita nos queda'],
    ['es', 'me queda plata para el finde?'],
    ['pt', 'quanto dinheiro me sobra no total'],
    ['pt', 'quanta grana me resta'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'balance' });
  });

  it('leaves what is left of a budget to the budgets', () => {
    expect(read('es', 'cuánto me queda del presupuesto de comida')).toMatchObject({ kind: 'budget_status', asksRemaining: true });
  });
});

describe('how often something happened is a count', () => {
  it.each([
    ['en', 'how often did i go to mcdonalds last month'],
    ['en', 'how often do i order doordash'],
    ['en', 'how many times did i take an uber this week'],
    ['pt', 'quantas vezes comi fora esse mês'],
    ['es', 'cuántas veces pedí rappi la semana pasada'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'count' });
  });
});

describe('"rendas" (Portugal) is rent: received when the words say so, paid otherwise', () => {
  it.each([
    'quanto recebi de rendas este ano',
    'quanto é que recebi de rendas este ano',
    'quanto ganhei com rendas em 2026',
    'quanto recebi das rendas do inquilino',
  ])('%s asks about Rental income', (text) => {
    expect(read('pt', text)).toMatchObject({ kind: 'query', metric: 'earned', categoryId: categoryId('Rental') });
  });

  it('keeps rent paid and Brazilian "renda" (any income) as they were', () => {
    expect(read('pt', 'rendas 650')).toMatchObject({ kind: 'record_transactions', transactions: [{ type: 'expense', categoryId: categoryId('Bills') }] });
    expect(read('pt', 'quanto gastei em rendas este ano')).toMatchObject({ kind: 'query', metric: 'spent', categoryId: categoryId('Bills') });
    expect(read('pt', 'quanto recebi de renda este mês')).not.toHaveProperty('categoryId');
    expect(read('pt', 'recebi 500 de renda extra')).toMatchObject({ transactions: [{ type: 'income', categoryId: categoryId('Freelance') }] });
    expect(read('pt', 'recebi 650 das rendas')).toMatchObject({ transactions: [{ type: 'income', categoryId: categoryId('Rental') }] });
  });
});

describe('"que" before a verb is "that", not "than": the biggest, not a comparison', () => {
  it.each([
    ['es', 'cuál fue el gasto más grande que hice este mes'],
    ['es', 'cual fue el pago mas alto que tuve en octubre'],
    ['pt', 'qual foi o gasto mais alto que fiz esse mês'],
    ['pt', 'qual foi a maior despesa que tive em outubro'],
    ['en', "what's the biggest purchase that i made this month"],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'biggest' });
  });

  it.each([
    ['es', 'gasté más que el mes pasado?'],
    ['es', 'gasté más que en octubre?'],
    ['pt', 'gastei mais do que no mês passado?'],
    ['pt', 'gastei mais que em setembro?'],
    ['en', 'did i spend more than in october?'],
    ['es', 'gasté más este mes que el anterior?'],
  ] as const)('[%s] %s still compares', (lang, text) => {
    expect(read(lang, text)).toMatchObject({ kind: 'query', metric: 'compare' });
  });
});
