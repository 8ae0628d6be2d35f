/**
 * Bills and income that repeat (issue 17): rules set in a sentence, questions on bills, and the
 * sentences that must stay one-off transactions or ordinary queries. Today is Sunday 22 November 2026.
 */
import { describe, expect, it } from 'vitest';
import { interpret } from './interpret';
import { testContext } from './testing/context';
import type { Intent, RecurringDraft, RecurringQueryIntent } from './types';

const ctx = testContext();
const read = (text: string, history = ctx.history): Intent => interpret(text, { ...ctx, history }).intent;

function rule(text: string): RecurringDraft {
  const intent = read(text);
  if (intent.kind !== 'set_recurring') throw new Error(`"${text}" was read as ${intent.kind}: ${JSON.stringify(intent)}`);
  return intent.draft;
}

function bills(text: string): RecurringQueryIntent {
  const intent = read(text);
  if (intent.kind !== 'recurring_query') throw new Error(`"${text}" was read as ${intent.kind}`);
  return intent;
}

type Expected = Partial<RecurringDraft> & Pick<RecurringDraft, 'amount' | 'frequency' | 'startDate'>;

const RULES: Record<'en' | 'pt' | 'es', [string, Expected][]> = {
  en: [
    ['rent 1200 every month on the 1st', { amount: '1200.00', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01', description: 'Rent', categoryName: 'Bills', type: 'expense' }],
    ['netflix 15.99 monthly', { amount: '15.99', frequency: 'monthly', startDate: '2026-11-22', description: 'Netflix', categoryName: 'Entertainment' }],
    ['gym 40 every 2 weeks', { amount: '40.00', frequency: 'biweekly', startDate: '2026-11-22', categoryName: 'Fitness' }],
    ['spotify 9.99 a month', { amount: '9.99', frequency: 'monthly', startDate: '2026-11-22' }],
    ['rent 1200 on the 1st of every month', { amount: '1200.00', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01' }],
    ['rent 1,500 every month on the 15th', { amount: '1500.00', frequency: 'monthly', dayOfMonth: 15, startDate: '2026-12-15' }],
    ['i pay 1200 rent every month', { amount: '1200.00', frequency: 'monthly', startDate: '2026-11-22', description: 'Rent' }],
    ['salary 3000 every month on the 5th', { amount: '3000.00', frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05', type: 'income', categoryName: 'Salary' }],
    ['got paid 2000 every 2 weeks', { amount: '2000.00', frequency: 'biweekly', startDate: '2026-11-22', type: 'income' }],
    ['gym membership 40 every week', { amount: '40.00', frequency: 'weekly', startDate: '2026-11-22' }],
    ['car insurance 600 yearly', { amount: '600.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['domain renewal 12 every year', { amount: '12.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['phone bill 60 monthly on the 28th', { amount: '60.00', frequency: 'monthly', dayOfMonth: 28, startDate: '2026-11-28' }],
    ['cleaner 80 every friday', { amount: '80.00', frequency: 'weekly', startDate: '2026-11-27' }],
    ['rent 1200 monthly on the 31st', { amount: '1200.00', frequency: 'monthly', dayOfMonth: 31, startDate: '2026-11-30' }],
    ['paycheck 2100 biweekly', { amount: '2100.00', frequency: 'biweekly', startDate: '2026-11-22', type: 'income' }],
    ['netflx 15.99 mothly', { amount: '15.99', frequency: 'monthly', startDate: '2026-11-22' }],
    ['RENT 1200 EVERY MONTH', { amount: '1200.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['amazon prime 139 annually', { amount: '139.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['water bill 45 every other week', { amount: '45.00', frequency: 'biweekly', startDate: '2026-11-22' }],
    ['piano lessons 120 every monday', { amount: '120.00', frequency: 'weekly', startDate: '2026-11-23' }],
    ['allowance 20 weekly', { amount: '20.00', frequency: 'weekly', startDate: '2026-11-22' }],
    ['internet 59.99 monthly', { amount: '59.99', frequency: 'monthly', startDate: '2026-11-22', description: 'Internet', categoryName: 'Bills' }],
    ['rent 1200 every month on the 22nd', { amount: '1200.00', frequency: 'monthly', dayOfMonth: 22, startDate: '2026-11-22' }],
  ],
  pt: [
    ['aluguel 1.800 todo dia 5', { amount: '1800.00', frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05', description: 'Aluguel', categoryName: 'Bills' }],
    ['netflix 39,90 mensal', { amount: '39.90', frequency: 'monthly', startDate: '2026-11-22', description: 'Netflix' }],
    ['academia 120 todo mês', { amount: '120.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Fitness' }],
    ['academia 120 todo mes', { amount: '120.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['condominio 650 todo dia 10', { amount: '650.00', frequency: 'monthly', dayOfMonth: 10, startDate: '2026-12-10' }],
    ['salario 5000 todo dia 5', { amount: '5000.00', frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05', type: 'income' }],
    ['recebo 3500 de salário todo mês', { amount: '3500.00', frequency: 'monthly', startDate: '2026-11-22', type: 'income' }],
    ['internet 99,90 mensal dia 15', { amount: '99.90', frequency: 'monthly', dayOfMonth: 15, startDate: '2026-12-15' }],
    ['spotify 21,90 por mês', { amount: '21.90', frequency: 'monthly', startDate: '2026-11-22' }],
    ['diarista 150 toda sexta', { amount: '150.00', frequency: 'weekly', startDate: '2026-11-27' }],
    ['faxina 200 a cada 15 dias', { amount: '200.00', frequency: 'biweekly', startDate: '2026-11-22' }],
    ['seguro do carro 2.400 anual', { amount: '2400.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['ipva 1.200 todo ano', { amount: '1200.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['pago 1200 de aluguel todos os meses', { amount: '1200.00', frequency: 'monthly', startDate: '2026-11-22', description: 'Aluguel' }],
    ['mesada 50 toda semana', { amount: '50.00', frequency: 'weekly', startDate: '2026-11-22' }],
    ['plano de saude 480 mensalmente', { amount: '480.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Healthcare' }],
    ['luz 180 todo mes dia 20', { amount: '180.00', frequency: 'monthly', dayOfMonth: 20, startDate: '2026-12-20' }],
    ['aluguel 1800 no dia 5 de cada mês', { amount: '1800.00', frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05' }],
    ['pensão 800 quinzenal', { amount: '800.00', frequency: 'biweekly', startDate: '2026-11-22' }],
    ['ingles 320 mensal', { amount: '320.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Education' }],
    ['meu chefe me paga 3000 todo mês', { amount: '3000.00', frequency: 'monthly', startDate: '2026-11-22', type: 'income' }],
    ['assinatura da netflix 55,90 todo mês', { amount: '55.90', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Entertainment' }],
    ['escola 1500 mensal no dia 1', { amount: '1500.00', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01' }],
  ],
  es: [
    ['arriendo 500 mil el 1 de cada mes', { amount: '500000.00', frequency: 'monthly', dayOfMonth: 1, startDate: '2026-12-01', description: 'Arriendo' }],
    ['netflix 15.99 mensual', { amount: '15.99', frequency: 'monthly', startDate: '2026-11-22' }],
    ['alquiler 800 al mes', { amount: '800.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Bills' }],
    ['gimnasio 30 cada mes', { amount: '30.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Fitness' }],
    ['luz 60 todos los meses', { amount: '60.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['pago 1200 de renta cada mes el dia 5', { amount: '1200.00', frequency: 'monthly', dayOfMonth: 5, startDate: '2026-12-05' }],
    ['spotify 99 mensuales', { amount: '99.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['seguro del auto 6000 anual', { amount: '6000.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['clases de ingles 400 cada semana', { amount: '400.00', frequency: 'weekly', startDate: '2026-11-22' }],
    ['mi sueldo 8000 quincenal', { amount: '8000.00', frequency: 'biweekly', startDate: '2026-11-22', type: 'income' }],
    ['me pagan 15000 cada quincena', { amount: '15000.00', frequency: 'biweekly', startDate: '2026-11-22', type: 'income' }],
    ['internet 450 cada mes el 15', { amount: '450.00', frequency: 'monthly', dayOfMonth: 15, startDate: '2026-12-15' }],
    ['empleada 300 todos los viernes', { amount: '300.00', frequency: 'weekly', startDate: '2026-11-27' }],
    ['colegiatura 3500 mensualmente', { amount: '3500.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Education' }],
    ['cuota del club 200 cada dos semanas', { amount: '200.00', frequency: 'biweekly', startDate: '2026-11-22' }],
    ['telefono 35 cada mes', { amount: '35.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['suscripción de hbo 149 al mes', { amount: '149.00', frequency: 'monthly', startDate: '2026-11-22' }],
    ['agua 25 cada año', { amount: '25.00', frequency: 'yearly', startDate: '2026-11-22' }],
    ['renta 9,500 el día 3 de cada mes', { amount: '9500.00', frequency: 'monthly', dayOfMonth: 3, startDate: '2026-12-03' }],
    ['arriendo 700 mensual dia 10', { amount: '700.00', frequency: 'monthly', dayOfMonth: 10, startDate: '2026-12-10' }],
    ['me depositan 15000 cada quincena', { amount: '15000.00', frequency: 'biweekly', startDate: '2026-11-22', type: 'income' }],
    ['suscripción de spotify 16.900 cada mes', { amount: '16900.00', frequency: 'monthly', startDate: '2026-11-22', categoryName: 'Entertainment' }],
    ['alquiler 800 cada mes el dia 22', { amount: '800.00', frequency: 'monthly', dayOfMonth: 22, startDate: '2026-11-22' }],
  ],
};

describe('set_recurring: a sentence sets a rule, its money read as a transaction is', () => {
  for (const [lang, cases] of Object.entries(RULES)) {
    for (const [text, expected] of cases) {
      it(`${lang}: ${text}`, () => {
        const draft = rule(text);
        expect(draft).toMatchObject({ currency: 'USD', rawInput: text, ...expected });
        if (expected.dayOfMonth === undefined && expected.frequency !== 'monthly') expect(draft.dayOfMonth).toBeUndefined();
      });
    }
  }

  it('keeps the words of the repetition out of the description', () => {
    expect(rule('aluguel 1.800 todo dia 5').description).toBe('Aluguel');
    expect(rule('gym 40 every 2 weeks').description).toBe('Gym');
    expect(rule('internet 450 cada mes el 15').description).toBe('Internet');
  });

  it('a rule without an amount asks for it, and the answer completes the rule', () => {
    const ask = read('cobro mi sueldo el 30 de cada mes');
    expect(ask).toMatchObject({ kind: 'clarify_transaction', missing: ['amount'], draft: { type: 'income', categoryName: 'Salary' } });
    const question = interpret('cobro mi sueldo el 30 de cada mes', ctx);
    const history = [
      { role: 'user' as const, content: 'cobro mi sueldo el 30 de cada mes' },
      { role: 'assistant' as const, content: 'Necesito más información sobre esta transacción: ¿cuánto fue "Cobro mi sueldo"?' },
    ];
    expect(question.language).toBe('es');
    const answer = read('2500', history);
    expect(answer).toMatchObject({ kind: 'set_recurring', draft: { type: 'income', amount: '2500.00', frequency: 'monthly', dayOfMonth: 30, startDate: '2026-11-30' } });
  });
});

describe('recurring_query: questions on bills', () => {
  const cases: [string, Partial<RecurringQueryIntent>][] = [
    // English
    ['what bills do I have this week?', { ask: 'upcoming', scope: 'all', from: '2026-11-22', to: '2026-11-22' }],
    ['which bills are due this month', { ask: 'upcoming', scope: 'all', from: '2026-11-22', to: '2026-11-30' }],
    ['what bills are coming up?', { ask: 'upcoming', scope: 'all', from: '2026-11-22', to: '2026-12-21' }],
    ['any bills due next week?', { ask: 'upcoming', from: '2026-11-23', to: '2026-11-29' }],
    ['show my upcoming bills', { ask: 'upcoming', to: '2026-12-21' }],
    ['bills due this week', { ask: 'upcoming' }],
    ['how much do I pay in subscriptions', { ask: 'committed', scope: 'subscriptions' }],
    ['what subscriptions do I have', { ask: 'committed', scope: 'subscriptions' }],
    ['how much are my fixed expenses', { ask: 'committed', scope: 'all' }],
    ['how much are my recurring bills?', { ask: 'committed', scope: 'all' }],
    ['whats my recurring income', { ask: 'committed', scope: 'income' }],
    ['how much do i pay in subscripitons', { ask: 'committed', scope: 'subscriptions' }],
    // Portuguese
    ['quanto tenho de contas fixas?', { ask: 'committed', scope: 'all' }],
    ['quanto tenho de contas fixas', { ask: 'committed', scope: 'all' }],
    ['contas da semana', { ask: 'upcoming', from: '2026-11-22', to: '2026-11-22' }],
    ['quais contas vencem essa semana?', { ask: 'upcoming' }],
    ['quanto pago de assinaturas?', { ask: 'committed', scope: 'subscriptions' }],
    ['quais boletos vencem este mês', { ask: 'upcoming', to: '2026-11-30' }],
    ['contas a pagar do mês', { ask: 'upcoming', to: '2026-11-30' }],
    ['quanto gasto por mês com contas fixas?', { ask: 'committed' }],
    ['minhas contas fixas', { ask: 'committed' }],
    ['contas do mês que vem', { ask: 'upcoming', from: '2026-12-01', to: '2026-12-31' }],
    // Spanish
    ['¿qué recibos tengo este mes?', { ask: 'upcoming', from: '2026-11-22', to: '2026-11-30' }],
    ['que recibos tengo este mes', { ask: 'upcoming', to: '2026-11-30' }],
    ['¿cuánto pago en suscripciones?', { ask: 'committed', scope: 'subscriptions' }],
    ['cuanto pago en suscripciones', { ask: 'committed', scope: 'subscriptions' }],
    ['cuanto son mis gastos fijos', { ask: 'committed', scope: 'all' }],
    ['que cuentas vencen esta semana', { ask: 'upcoming' }],
    ['mis suscripciones', { ask: 'committed', scope: 'subscriptions' }],
    ['facturas por pagar', { ask: 'upcoming', to: '2026-12-21' }],
    ['recibos del proximo mes', { ask: 'upcoming', from: '2026-12-01', to: '2026-12-31' }],
  ];
  for (const [text, expected] of cases) {
    it(text, () => expect(bills(text)).toMatchObject(expected));
  }

  it('names the period asked about; the default window names none', () => {
    expect(bills('what bills do I have this week?').period?.key).toBe('this_week');
    expect(bills('what bills are coming up?').period).toBeUndefined();
  });
});

describe('what stays a one-off transaction or an ordinary query', () => {
  const recorded = [
    'spent 40 on the monthly gym fee',
    'mensalidade da academia 90',
    'assinatura netflix 55,90',
    'paguei 120 do plano mensal',
    'mensalidad del preu 85 lucas',
    'paid the monthly rent 1200',
    'netflix 15.99',
    'me cayó la quincena 8,450',
    'comprei notebook de R$ 5000 parcelado em 12x no crédito, vou pagar todo mês',
    'bought a tv 600 in 10 installments monthly',
  ];
  for (const text of recorded) {
    it(`records once: ${text}`, () => expect(read(text).kind).toBe('record_transactions'));
  }

  const queries = [
    'how much did I spend monthly on rent',
    'hw much did i pay in bills this month',
    'quanto gastei com contas em outubro',
    'quanto gastei com assinaturas mês passado',
    '¿cuánto gasté en suscripciones el mes pasado?',
    'quanto tenho nas contas?',
    '¿cuánto tengo en mis cuentas?',
    'monthly summary please',
  ];
  for (const text of queries) {
    it(`asks an ordinary question: ${text}`, () => expect(read(text).kind).toBe('query'));
  }

  it('budgets keep their periods', () => {
    expect(read('budget 600 for groceries monthly').kind).toBe('set_budget');
    expect(read('presupuesto de 3,000 al mes para comida').kind).toBe('set_budget');
    expect(read('orçamento de 800 pra mercado por mês').kind).toBe('set_budget');
  });

  it("someone else's money that repeats is nothing to set", () => {
    expect(read('my neighbor pays 1200 rent every month').kind).not.toBe('set_recurring');
  });
});
