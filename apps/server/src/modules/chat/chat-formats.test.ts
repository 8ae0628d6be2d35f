/**
 * Issue 15, "local formats": a reply uses the number format of the message's language. Portuguese
 * and Spanish replies read "R$ 47.623,60", "1.251,65 €" and "80,6 %", never the English format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

const NB = '\u00a0';
// Sunday 22 November 2026, midday in São Paulo.
const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const chat = async (user: TestUser, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return (res.json() as { message: string }).message;
};

describe('replies use the number format of the message’s language', () => {
  it('Portuguese: R$ 47.623,60 when recording and when answering; English keeps $-style', async () => {
    const user = await registerUser(t.app, { preferredLanguage: 'pt', preferredCurrency: 'BRL', timezone: 'America/Sao_Paulo' });
    expect(await chat(user, 'recebi 47623,60 de salário')).toContain(`R$${NB}47.623,60`);
    expect(await chat(user, 'quanto recebi este mês?')).toContain(`R$${NB}47.623,60`);
    const english = await chat(user, 'how much did I earn this month?');
    expect(english).toContain('R$47,623.60');
  });

  it('Spanish: 1.251,65 € and a budget alert at 80,6 %', async () => {
    const user = await registerUser(t.app, { preferredLanguage: 'es', preferredCurrency: 'EUR', timezone: 'America/Sao_Paulo' });
    const budget = await t.app.inject({
      method: 'POST',
      url: '/api/budgets',
      headers: user.headers,
      payload: { category: 'Dining', amount: '1500', period: 'monthly', currency: 'EUR' },
    });
    expect(budget.statusCode, budget.body).toBe(201);
    const reply = await chat(user, 'gasté 1209 en la cena');
    expect(reply).toContain(`1.209,00${NB}€`);
    expect(reply).toContain(`80,6${NB}%`);
    expect(reply).toContain(`1.500,00${NB}€`);
    expect(await chat(user, 'cobré 1251,65 de sueldo')).toContain(`1.251,65${NB}€`);
  });
});
