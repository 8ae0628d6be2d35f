/**
 * Everyday Spanish spending vocabulary, family by family, the way people type it in Spain, Mexico,
 * Argentina, Colombia and Chile (lower case, no accents, slang): each sentence names one thing and
 * lands in its default category. The user has only the default categories, so pets and children go
 * to Other and the gym to Healthcare. Also income words, and chat that must stay chat.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPENSE_CATEGORIES, DEFAULT_INCOME_CATEGORIES } from '@tally/shared/categories';
import type { EngineCategory } from './types';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import { summarize } from './testing/summarize';

const CATEGORIES: EngineCategory[] = [
  ...DEFAULT_EXPENSE_CATEGORIES.map((name, i) => ({ id: i + 1, name, type: 'expense' as const, isDefault: true })),
  ...DEFAULT_INCOME_CATEGORIES.map((name, i) => ({ id: 101 + i, name, type: 'income' as const, isDefault: true })),
];

const ctx = testContext({ categories: CATEGORIES, preferredLanguage: 'es', preferredCurrency: 'MXN' });
const run = (text: string) => summarize(interpret(text, ctx));

const recorded = (text: string) => {
  const summary = run(text);
  return summary.kind === 'record' ? (summary.tx as { type: string; category: string }[]).map((t) => `${t.type} ${t.category}`) : summary.kind;
};

describe('es vocabulary: one everyday thing, its category', () => {
  it.each([
    // dishes, drinks and bakery
    ['gaste 120 en unas alitas con los compas', 'Dining'],
    ['pague 90 por unos molletes', 'Dining'],
    ['unas chalupas y un atole 85', 'Dining'],
    ['pedi unas quesabirrias 120', 'Dining'],
    ['una milanga con fritas 9000', 'Dining'],
    ['unos patacones con hogao 18000', 'Dining'],
    ['una fugazzeta 12 lucas', 'Dining'],
    ['compre un pan de muerto 45', 'Dining'],
    ['me tome unas cheves 120', 'Dining'],
    ['copetes en el bar 15 lucas', 'Dining'],
    ['tapeo con los del curro 35 euros', 'Dining'],
    // the weekly shop
    ['compre papel de baño 60', 'Groceries'],
    ['pañuelos desechables 25', 'Groceries'],
    ['compre detergente para la ropa 120', 'Groceries'],
    ['compre fiambre 4000', 'Groceries'],
    ['unas salchichas y pan para hot dog 90', 'Groceries'],
    ['compre cafe de grano 180', 'Groceries'],
    ['compre bolillos 20', 'Groceries'],
    ['lavandina y detergente 4500', 'Groceries'],
    ['un bistec y unas calabacitas 160', 'Groceries'],
    ['cloro y suavitel 60', 'Groceries'],
    // getting around and the car
    ['recargue la tarjeta del metrobus 100', 'Transportation'],
    ['la combi 15', 'Transportation'],
    ['el trolebus 6', 'Transportation'],
    ['afinacion del carro 2500', 'Transportation'],
    ['cambie las balatas 1800', 'Transportation'],
    ['me cobraron el corralon 3000', 'Transportation'],
    ['alineacion y balanceo 600', 'Transportation'],
    ['telepeaje 300', 'Transportation'],
    // bills and the home's fees
    ['pague el mantenimiento del depto 1200', 'Bills'],
    ['recarga de tiempo aire 100', 'Bills'],
    ['el balon de gas 18 lucas', 'Bills'],
    ['cuota del condominio 1500', 'Bills'],
    ['seguro de hogar 900', 'Bills'],
    // health and the gym
    ['inyeccion 50', 'Healthcare'],
    ['compre omeprazol y loratadina 150', 'Healthcare'],
    ['consulta con el otorrino 900', 'Healthcare'],
    ['un ultrasonido 700', 'Healthcare'],
    ['clase de yoga 200', 'Healthcare'],
    ['clases de pilates 600', 'Healthcare'],
    ['entrenador personal 1200', 'Healthcare'],
    // school
    ['la mensualidad de la uni 4000', 'Education'],
    ['uniforme escolar 700', 'Education'],
    ['compre libretas y lapices 150', 'Education'],
    ['la reinscripcion 2000', 'Education'],
    // clothes, devices, home, beauty, toys
    ['compre un sillon 7000', 'Shopping'],
    ['crema para la cara 350', 'Shopping'],
    ['una bici nueva 5000', 'Shopping'],
    ['unas ojotas 8000', 'Shopping'],
    ['una pantalla para la sala 7000', 'Shopping'],
    ['me hice las uñas 350', 'Shopping'],
    ['rayitos en el pelo 900', 'Shopping'],
    ['unos peluches para mi sobrina 300', 'Shopping'],
    // going out, games and chance
    ['un cover 200', 'Entertainment'],
    ['unas raspaditas 40', 'Entertainment'],
    ['entradas para el show 900', 'Entertainment'],
    ['hookah en el bar 300', 'Entertainment'],
    // trips
    ['tramite de la visa 3500', 'Travel'],
    ['exceso de equipaje 1200', 'Travel'],
    ['cabañas en la playa 5000', 'Travel'],
    // pets, children, services, donations
    ['alimento para gato 450', 'Other'],
    ['el paseador de perros 400', 'Other'],
    ['leche de formula 380', 'Shopping'],
    ['le pague al gasfiter 40 lucas', 'Other'],
    ['el carpintero 1500', 'Other'],
    ['la funeraria 15000', 'Other'],
    ['limosna en la iglesia 50', 'Other'],
  ] as const)('%s -> %s', (text, category) => {
    expect(recorded(text)).toEqual([`expense ${category}`]);
  });
});

describe('es vocabulary: chains, brands and operators of each country', () => {
  it.each([
    ['suavitel y pinol 70', 'Groceries'],
    ['fui al chedraui selecto 800', 'Groceries'],
    ['una pizza en jenos pizza 30 mil', 'Dining'],
    ['unas quilmes 6000', 'Dining'],
    ['cargue en la estacion terpel 80 mil', 'Transportation'],
    ['el simit 200 mil', 'Transportation'],
    ['pague la factura de edesur 15 lucas', 'Bills'],
    ['gases del caribe 90 mil', 'Bills'],
    ['nolotil y frenadol 12 euros', 'Healthcare'],
    ['farmacias knop 8000', 'Healthcare'],
    ['me compre unas cosas en steren 600', 'Shopping'],
    ['preunic 12 lucas', 'Shopping'],
    ['el pasaje en flecha bus 40 lucas', 'Travel'],
    ['apuesta en betplay 20 mil', 'Entertainment'],
    ['envio por chilexpress 5000', 'Other'],
  ] as const)('%s -> %s', (text, category) => {
    expect(recorded(text)).toEqual([`expense ${category}`]);
  });
});

describe('es vocabulary: income', () => {
  it.each([
    ['me depositaron la ptu 8000', 'Salary'],
    ['cobre los viaticos 1200', 'Salary'],
    ['me pagaron un pituto 30 lucas', 'Freelance'],
    ['ventas del dia 4500', 'Business'],
    ['intereses del banco 120', 'Investment'],
    ['el inquilino me pago la renta del local 8000', 'Rental'],
    ['recibi la devolucion del sat 3500', 'Refunds'],
    ['gane un premio de 500', 'Gift'],
  ] as const)('%s -> %s', (text, category) => {
    expect(recorded(text)).toEqual([`income ${category}`]);
  });
});

describe('es vocabulary: chat with everyday words records nothing', () => {
  it.each([
    'me gusta mucho el cine',
    'mi perro se llama max',
    'el concierto de anoche estuvo increible',
    'el kilo de tomate esta a 40',
    'vamos al antro el sabado',
    'necesito comprar pañales',
    'me duele la muela',
  ])('%s', (text) => {
    expect(run(text).kind).not.toBe('record');
  });
});
