/**
 * Corrections opened by more than a bare "no" or carrying their reason after a comma, right after a
 * recording: "no boludo, fueron 8 lucas" (who is spoken to between "no" and the copula), "que no, era
 * comida del super" ("que no" opening), "wait i typed it wrong, 650" (typed wrong), "fueron 54 mil, no
 * 45" (one amount against another across a comma), "mandalo a restaurantes, eran unos sanguches" and
 * "coloca como viagem, foi pra bahia" (the verb and category first, the reason after the comma).
 * And what must stay as it was: new entries, questions, vocatives without a "no".
 */
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, Lang } from '../types';
import { interpret } from '../interpret';
import { categoryId, testContext } from '../testing/context';

const RECORDED: Record<Lang, HistoryEntry[]> = {
  en: [
    { role: 'user', content: 'client payment 600' },
    { role: 'assistant', content: '✅ Recorded: Client payment $600.00 (Freelance) today' },
  ],
  pt: [
    { role: 'user', content: 'passagem 450' },
    { role: 'assistant', content: '✅ Registrado: Passagem R$ 450,00 (Transporte) hoje' },
  ],
  es: [
    { role: 'user', content: 'teatro 18.000' },
    { role: 'assistant', content: '✅ Registrado: Teatro $18.000,00 (Entretenimiento) hoy' },
  ],
};

const read = (lang: Lang, text: string) => interpret(text, testContext({ preferredLanguage: lang, history: RECORDED[lang] })).intent;

describe('a new amount after an opening that says it was wrong', () => {
  it.each([
    ['en', 'wait i typed it wrong, 650', '650.00'],
    ['en', 'i typed it in wrong, its 65', '65.00'],
    ['en', 'fat fingered it, 65', '65.00'],
    ['en', 'i put the wrong number, 650', '650.00'],
    ['en', 'nah dude, 45', '45.00'],
    ['en', 'nope mate it was 12', '12.00'],
    ['en', 'nah bro it was 12', '12.00'],
    ['pt', 'nao cara, foi 30', '30.00'],
    ['pt', 'não mano, foi 30', '30.00'],
    ['pt', 'digitei errado, 45', '45.00'],
    ['pt', 'lancei errado, era 80', '80.00'],
    ['es', 'no boludo, fueron 8 lucas', '8000.00'],
    ['es', 'no wey eran 200', '200.00'],
    ['es', 'no weon, eran 8 lucas', '8000.00'],
    ['es', 'que no, eran 12 mil', '12000.00'],
    ['es', 'está mal boludo, eran 12 mil', '12000.00'],
    ['es', 'lo tipeé mal, eran 9 mil', '9000.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'correct_last', amount });
  });
});

describe('one amount set against another across a comma', () => {
  it.each([
    ['es', 'fueron 54 mil, no 45', '54000.00'],
    ['es', 'fueron 54 mil, no 45 mil', '54000.00'],
    ['es', 'fueron 20 lucas; no 2', '20000.00'],
    ['pt', 'eram 54 reais, nao 45', '54.00'],
    ['pt', 'foi 54, não 45', '54.00'],
    ['en', 'it was 54 bucks, not 45', '54.00'],
    ['en', 'paid 30, not 40', '30.00'],
  ] as const)('[%s] %s', (lang, text, amount) => {
    expect(read(lang, text)).toMatchObject({ kind: 'correct_last', amount });
  });
});

describe('a category first and the reason after the comma', () => {
  it.each([
    ['pt', 'coloca como viagem, foi pra bahia', 'Travel'],
    ['pt', 'coloca em viagem, foi pra praia', 'Travel'],
    ['pt', 'joga pra saude, foi remedio', 'Healthcare'],
    ['pt', 'poe em lazer, era show', 'Entertainment'],
    ['pt', 'bota em mercado, foi no atacadao', 'Groceries'],
    ['pt', 'que nao, era mercado', 'Groceries'],
    ['pt', 'nao, foi comida do mercado', 'Groceries'],
    ['es', 'mandalo a restaurantes, eran unos sanguches', 'Dining'],
    ['es', 'ponelo en super, era del chino', 'Groceries'],
    ['es', 'anotalo como transporte, fue un remis', 'Transportation'],
    ['es', 'pasalo a salud, era la farmacia', 'Healthcare'],
    ['es', 'ponlo en viajes, fue a cancun', 'Travel'],
    ['es', 'que no, era comida del super', 'Groceries'],
    ['es', 'que no, fue comida del super', 'Groceries'],
    ['es', 'nada que ver, fue comida del super', 'Groceries'],
    ['en', 'file it under travel, went to vegas', 'Travel'],
    ['en', 'put it in health, it was the pharmacy', 'Healthcare'],
    ['en', 'put it under dining, was a burrito', 'Dining'],
    ['en', 'no it was food from the supermarket', 'Groceries'],
  ] as const)('[%s] %s', (lang, text, category) => {
    expect(read(lang, text)).toMatchObject({ kind: 'correct_last', categoryId: categoryId(category) });
  });
});

describe('near misses: not a correction of the last entry', () => {
  it.each([
    ['es', 'mandale 500 a juan'],
    ['es', 'manda el dinero a mi mama 300'],
    ['es', 'no che, tambien pague 40 de estacionamiento'],
    ['es', 'che, 20'],
    ['es', 'fue uber y comida'],
    ['es', 'gaste 30, no tengo 40'],
    ['es', 'que no, que gasto mas'],
    ['en', 'bro, 20'],
    ['en', 'no man, i also paid 40 for parking'],
    ['en', 'typed up my notes, 20 for printing'],
    ['en', 'dialed a wrong number and got charged 5'],
    ['en', 'i logged in wrong account, paid 20 fee'],
    ['en', 'nah mate, paid 12 for lunch too'],
    ['en', 'no dude, 20 more for parking'],
    ['es', 'no boludo, tambien 300 de nafta'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('correct_last');
  });
});

describe('words of "wrong" that are about something else never correct the last entry', () => {
  it.each([
    ['en', 'wrong number lol, new phone who dis'],
    ['en', 'wrong chat sorry'],
    ['es', 'me puse mal anoche'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(read(lang, text).kind).not.toBe('correct_last');
  });

  it('"me puse mal" (I got ill) before a visit to the doctor is a new expense', () => {
    expect(read('es', 'me puse mal, fui al médico 500')).toMatchObject({ kind: 'record_transactions', transactions: [{ amount: '500.00', categoryName: 'Healthcare' }] });
  });

  it.each([
    ['es', 'lo puse mal, eran 500'],
    ['es', 'puse mal el monto, 500'],
    ['en', 'wrong, it was 30'],
  ] as const)('while its own words still correct: [%s] %s', (lang, text) => {
    expect(read(lang, text).kind).toBe('correct_last');
  });
});
