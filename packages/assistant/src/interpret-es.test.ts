/**
 * Spanish phrasings, table-driven. Today is Sunday 22 November 2026 in São Paulo; the user prefers
 * COP and Spanish and has Fitness and Pets categories besides the defaults.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const ctx = testContext({ preferredLanguage: 'es', preferredCurrency: 'COP' });
const run = (text: string) => summarize(interpret(text, ctx));

describe('es: transacciones', () => {
  it.each([
    ['gasté 45.000 en el almuerzo', { type: 'expense', amount: '45000.00', currency: 'COP', category: 'Dining', description: 'Almuerzo' }],
    ['pagué 1.200.000 de arriendo', { amount: '1200000.00', category: 'Bills', description: 'Arriendo' }],
    ['taxi 12.500', { amount: '12500.00', category: 'Transportation' }],
    ['mercado 230 mil', { amount: '230000.00', category: 'Groceries' }],
    ['compré medicamentos por 38.900', { amount: '38900.00', category: 'Healthcare', description: 'Medicamentos' }],
    ['plan de celular 65.000', { amount: '65000.00', category: 'Bills' }],
    ['nafta 15000 ayer', { amount: '15000.00', category: 'Transportation', date: '2026-11-21' }],
    ['veinte dólares en el cine', { amount: '20.00', currency: 'USD', category: 'Entertainment' }],
    ['$25.000 de propina', { amount: '25000.00', currency: 'COP' }],
    ['30 lucas en ropa', { amount: '30000.00', category: 'Shopping', description: 'Ropa' }],
    ['gasté un palo en el viaje', { amount: '1000000.00', category: 'Travel' }],
    ['1,5 millones en la moto', { amount: '1500000.00', category: 'Transportation' }],
    ['almuerzo 18.000 anteayer', { amount: '18000.00', date: '2026-11-20' }],
    ['cena 60 el viernes pasado', { amount: '60.00', category: 'Dining', date: '2026-11-20' }],
    ['gimnasio 90 el día 2', { amount: '90.00', category: 'Fitness', date: '2026-11-02' }],
    ['supermercado 320 el 1 de noviembre', { amount: '320.00', category: 'Groceries', date: '2026-11-01' }],
    ['comida para perro 40', { amount: '40.00', category: 'Pets' }],
    ['3 empanadas por 4500', { amount: '4500.00', category: 'Dining', description: '3 empanadas' }],
    ['2 cafés 9', { amount: '9.00', category: 'Dining' }],
    ['15€ de metro', { amount: '15.00', currency: 'EUR', category: 'Transportation' }],
    ['50 USD en amazon', { amount: '50.00', currency: 'USD', category: 'Shopping' }],
    // "… 16.900 cada mes" sets a rule now (interpret-recurring.test.ts); the adjective before the amount only tags it.
    ['suscripción mensual de spotify 16.900', { amount: '16900.00', category: 'Entertainment', tags: ['subscription', 'recurring'] }],
    ['pagué el taxi en efectivo 9.000', { amount: '9000.00', category: 'Transportation', tags: ['cash'] }],
    ['hace 4 días farmacia 22.300', { amount: '22300.00', category: 'Healthcare', date: '2026-11-18' }],
    ['cien pesos de dulces', { amount: '100.00', currency: 'COP' }],
    ['10/11 peluquería 35.000', { amount: '35000.00', date: '2026-11-10', category: 'Other' }],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', lang: 'es', tx: [tx] });
  });

  it.each([
    ['cobré mi sueldo de 2.100', { type: 'income', amount: '2100.00', category: 'Salary' }],
    ['me pagaron 350 por un proyecto', { type: 'income', amount: '350.00', category: 'Freelance' }],
    ['recibí 80 de reembolso', { type: 'income', amount: '80.00' }],
    ['me regalaron 100 dólares', { type: 'income', amount: '100.00', currency: 'USD', category: 'Gift' }],
    ['intereses del plazo fijo 1.250', { type: 'income', amount: '1250.00', category: 'Investment' }],
    ['vendí la bici en 300 mil', { type: 'income', amount: '300000.00', category: 'Business' }],
    ['me depositaron la quincena, 900 mil', { type: 'income', amount: '900000.00', category: 'Salary' }],
  ] as const)('ingreso: %s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', tx: [tx] });
  });
});

describe('es: varias transacciones en un mensaje', () => {
  it.each([
    ['almuerzo 15 y café 4', [{ amount: '15.00' }, { amount: '4.00' }]],
    ['gasté 20 en pan, 35 en carne y 12 en fruta', [{ category: 'Groceries' }, { category: 'Groceries' }, { amount: '12.00', category: 'Groceries' }]],
    ['cobré 900 del proyecto y pagué 300 de luz', [{ type: 'income', category: 'Freelance' }, { type: 'expense', category: 'Bills' }]],
    ['arriendo 800\nservicios 150', [{ amount: '800.00', category: 'Bills' }, { amount: '150.00', category: 'Bills' }]],
    ['uber 12.000 y cine 30.000 el sábado', [{ date: '2026-11-21' }, { date: '2026-11-21' }]],
  ] as const)('%s', (text, tx) => {
    expect(run(text)).toMatchObject({ kind: 'record', lang: 'es', tx });
  });
});

describe('es: pidiendo lo que falta', () => {
  it.each([
    ['compré zapatos', ['amount']],
    ['pagué el gas', ['amount']],
    ['fui al médico', ['amount']],
    ['12000', ['description']],
  ] as const)('%s', (text, missing) => {
    expect(run(text)).toMatchObject({ kind: 'clarify', missing });
  });
});

describe('es: preguntas', () => {
  it.each([
    ['¿cuánto gasté este mes?', { metric: 'spent', period: 'this_month' }],
    ['¿cuánto gasté en comida la semana pasada?', { metric: 'spent', period: 'last_week', category: 'Dining' }],
    ['gastos de transporte en octubre', { metric: 'spent', period: 'month', start: '2026-10-01', category: 'Transportation' }],
    ['¿cuánto gané el mes pasado?', { metric: 'earned', period: 'last_month' }],
    ['¿cuál es mi saldo?', { metric: 'balance' }],
    ['¿en qué categorías gasto más?', { metric: 'top_categories' }],
    ['muéstrame mis últimas 4 transacciones', { metric: 'recent', limit: 4 }],
    ['¿cuántas veces pedí taxi este mes?', { metric: 'count', category: 'Transportation' }],
    ['¿gasté más que el mes pasado?', { metric: 'compare', period: 'this_month', compare: 'last_month' }],
    ['ingresos de este año', { metric: 'earned', period: 'this_year' }],
    ['¿cuánto en uber en octubre?', { metric: 'spent', period: 'month', start: '2026-10-01', category: 'Transportation' }],
  ] as const)('%s', (text, query) => {
    expect(run(text)).toMatchObject({ kind: 'query', lang: 'es', ...query });
  });
});

describe('es: categorías, correcciones, presupuestos, conversación', () => {
  it.each([
    ['ver mis categorías', { kind: 'list_categories' }],
    ['crear categoría Mascotas', { kind: 'create_category', name: 'Mascotas', type: 'expense' }],
    ['nueva categoría de ingresos Ventas online', { kind: 'create_category', name: 'Ventas online', type: 'income' }],
    ['renombrar Fitness a Gimnasio', { kind: 'rename_category', categoryId: 50, to: 'Gimnasio' }],
    ['eliminar la categoría Pets', { kind: 'remove_category', categoryId: 51 }],
    ['deshacer', { kind: 'undo_last' }],
    ['borra el último', { kind: 'delete_transaction' }],
    ['en realidad fue 27.500', { kind: 'correct_last', amount: '27500.00' }],
    ['cámbialo a salud', { kind: 'correct_last', categoryId: 7, categoryName: 'Healthcare' }],
    ['no, fue ayer', { kind: 'correct_last', date: '2026-11-21' }],
    ['presupuesto mensual de 500 para comida', { kind: 'set_budget', categoryName: 'Dining', amount: '500.00', currency: 'COP', period: 'monthly' }],
    ['pon un presupuesto semanal de 100 para taxi', { kind: 'set_budget', categoryName: 'Transportation', period: 'weekly' }],
    ['¿cómo voy con mis presupuestos?', { kind: 'budget_status' }],
    ['¿cuánto me queda para gastar en ocio?', { kind: 'budget_status', categoryName: 'Entertainment' }],
    ['buenas tardes', { kind: 'greeting' }],
    ['muchas gracias', { kind: 'thanks' }],
    ['ayuda', { kind: 'help' }],
    ['mañana voy a comprar pan', { kind: 'unknown' }],
    ['el perro ladra mucho', { kind: 'unknown' }],
  ] as const)('%s', (text, expected) => {
    expect(run(text)).toMatchObject({ lang: 'es', ...expected });
  });
});

describe('es: otras formas de decirlo', () => {
  const ars = testContext({ preferredLanguage: 'es', preferredCurrency: 'ARS' });
  const runAr = (text: string) => summarize(interpret(text, ars));

  it.each([
    ['GASTÉ 200 EN EL SÚPER', { kind: 'record', tx: [{ amount: '200.00', category: 'Groceries', description: 'Súper' }] }],
    ['me gasté 300 varos en la peda', { kind: 'record', tx: [{ amount: '300.00', currency: 'ARS', category: 'Entertainment' }] }],
    ['me llegó el aguinaldo 8,500', { kind: 'record', tx: [{ type: 'income', amount: '8500.00', category: 'Salary' }] }],
    ['pagué la tarjeta 3,400', { kind: 'record', tx: [{ amount: '3400.00', category: 'Bills' }] }],
    ['me cobraron 45 de comisión', { kind: 'record', tx: [{ type: 'expense', category: 'Bills' }] }],
    ['compré unos tenis en 1,299 a meses sin intereses', { kind: 'record', tx: [{ amount: '1299.00', category: 'Shopping', description: 'Tenis' }] }],
    ['¿cuánto llevo gastado este mes?', { kind: 'query', metric: 'spent', period: 'this_month' }],
    ['¿cuánto ahorré este año?', { kind: 'query', metric: 'balance', period: 'this_year' }],
    ['¿cuántas veces fui al súper este mes?', { kind: 'query', metric: 'count', category: 'Groceries' }],
    ['¿en qué gasté más el mes pasado?', { kind: 'query', metric: 'top_categories', period: 'last_month' }],
    ['movimientos de la semana pasada', { kind: 'query', metric: 'recent', period: 'last_week' }],
    ['quiero ver mis categorías', { kind: 'list_categories' }],
    ['agrega una categoría llamada Bebé', { kind: 'create_category', name: 'Bebé' }],
    ['quita la categoría Pets', { kind: 'remove_category', categoryId: 51 }],
    ['uy, bórralo', { kind: 'delete_transaction' }],
    ['me equivoqué, eran 250', { kind: 'correct_last', amount: '250.00' }],
    ['ponelo en supermercado', { kind: 'correct_last', categoryId: 2 }],
    ['cambiá la fecha a ayer', { kind: 'correct_last', date: '2026-11-21' }],
    ['fue un ingreso', { kind: 'correct_last', type: 'income' }],
    ['quiero gastar como máximo 50 mil en ropa por mes', { kind: 'set_budget', categoryName: 'Shopping', amount: '50000.00', currency: 'ARS' }],
    ['tope de 20 lucas semanal para delivery', { kind: 'set_budget', categoryName: 'Dining', amount: '20000.00', period: 'weekly' }],
    ['¿cuánto me queda del presupuesto de comida?', { kind: 'budget_status', categoryName: 'Dining' }],
    ['¿todo bien?', { kind: 'greeting' }],
    ['¡gracias!', { kind: 'thanks' }],
  ] as const)('%s', (text, expected) => {
    expect(runAr(text)).toMatchObject(expected);
  });
});

describe('es: fechas imposibles o fuera de rango se preguntan, nunca se adivinan', () => {
  it.each(['gasté 5 en el almuerzo el 31/02/0000', 'almuerzo 5 el 31/02', 'taxi 12 el 9999-12-31', 'cena 40 el 30 de febrero'])('%s', (text) => {
    const result = run(text);
    expect(result).toMatchObject({ kind: 'clarify', missing: ['date'] });
    expect(result.amount).not.toBe('2.00');
  });

  it('sigue leyendo fechas reales', () => {
    expect(run('almuerzo 25 el 28/02/2026')).toMatchObject({ kind: 'record', tx: [{ amount: '25.00', date: '2026-02-28' }] });
  });
});
