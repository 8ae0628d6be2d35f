/**
 * The chat reads ambiguous money ("pesos", "$", "lucas") with the user's phone country when their
 * preferred currency does not settle it: the same message is Argentine pesos for an Argentine
 * number and Mexican pesos for a Mexican one.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext, type TestUser } from '../../../test/helpers/app';

const clock = new Date('2026-11-22T15:00:00Z');
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(() => t.close());

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

const recorded = async (user: TestUser, message: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.headers, payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  const { transactions } = res.json() as { transactions: { amount: string; currency: string }[] };
  expect(transactions).toHaveLength(1);
  return transactions[0];
};

describe('ambiguous currencies follow the phone country', () => {
  it('"pesos" are Argentine for an Argentine number and Mexican for a Mexican one', async () => {
    const argentine = await registerUser(t.app, { phoneNumber: `+54911${digits(8)}`, preferredCurrency: 'EUR', preferredLanguage: 'es' });
    const mexican = await registerUser(t.app, { phoneNumber: `+5255${digits(8)}`, preferredCurrency: 'EUR', preferredLanguage: 'es' });
    expect(await recorded(argentine, 'gasté 500 pesos en el super')).toMatchObject({ currency: 'ARS' });
    expect(await recorded(mexican, 'gasté 500 pesos en el super')).toMatchObject({ currency: 'MXN' });
  });

  it('the preferred currency still comes first', async () => {
    const user = await registerUser(t.app, { phoneNumber: `+54911${digits(8)}`, preferredCurrency: 'CLP', preferredLanguage: 'es' });
    expect(await recorded(user, 'gasté 5 lucas en el almuerzo')).toMatchObject({ currency: 'CLP' });
  });

  it('"$" is the Colombian peso for a Colombian number whose preferred currency is not a "$" one', async () => {
    const user = await registerUser(t.app, { phoneNumber: `+57300${digits(7)}`, preferredCurrency: 'EUR', preferredLanguage: 'es' });
    expect(await recorded(user, '$45.000 de mercado')).toMatchObject({ currency: 'COP' });
  });
});
