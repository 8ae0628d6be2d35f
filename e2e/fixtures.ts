/**
 * Shared helpers for the journeys: each test makes its own user through the real API, so tests never
 * depend on each other's data.
 */
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export const PASSWORD = 'Journey-Pass1';

/** A valid, unique US number (+1 201 2xx xxxx) per call. */
export function uniquePhone(): string {
  return `+1201${randomInt(2, 10)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** How the pages show a journey's number (+12012345678 -> "+1 201 234 5678"), written out so a change shows. */
export function shownPhone(e164: string): string {
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  if (!parts) throw new Error(`not a journey number: ${e164}`);
  return `+1 ${parts[1]} ${parts[2]} ${parts[3]}`;
}

export interface TestUser {
  id: number;
  phoneNumber: string;
  password: string;
  name: string;
  email: string;
}

/** Registers a user over the API; the request context keeps its session cookie. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<{ name: string; preferredCurrency: string; preferredLanguage: string; timezone: string }> = {},
): Promise<TestUser> {
  const phoneNumber = uniquePhone();
  const email = `u${phoneNumber.slice(1)}@example.com`;
  const name = overrides.name ?? 'Test Person';
  const res = await request.post('/api/auth/register', {
    data: { phoneNumber, name, email, password: PASSWORD, ...overrides },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { id: number } };
  return { id: user.id, phoneNumber, password: PASSWORD, name, email };
}

/** A signed-in browser context for a fresh user: the cookie from the API sign-up is shared. */
export async function signedInPage(context: BrowserContext): Promise<{ page: Page; user: TestUser }> {
  const user = await registerUser(context.request);
  const page = await context.newPage();
  return { page, user };
}

/** An expected console error: a pattern of its text, or a test of the whole message. */
export type AllowedConsoleError = RegExp | ((message: ConsoleMessage) => boolean);

/** The browser logs every failed request as a console error; this allows one status from one endpoint. */
export function failedRequest(status: number, path: RegExp): AllowedConsoleError {
  return (message) =>
    message.text().includes(`status of ${status}`) && path.test(new URL(message.location().url || 'http://x/').pathname);
}

/** The signed-out session check: GET /api/auth/me answers 401 to a visitor, by design. */
export const SIGNED_OUT_SESSION_CHECK = failedRequest(401, /^\/api\/auth\/me$/);

/** Fails the test on any console error or uncaught page error. */
export function failOnConsoleErrors(page: Page, allow: AllowedConsoleError[] = []) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    if (allow.some((rule) => (rule instanceof RegExp ? rule.test(msg.text()) : rule(msg)))) return;
    errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return () => expect(errors, errors.join('\n')).toEqual([]);
}

/** The operator account the config's web server creates from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const ADMIN = { username: 'operator', password: 'Operator-Pass-1' };

/** The signed-out admin check: GET /api/admin/session answers 401 until the operator signs in. */
export const SIGNED_OUT_ADMIN_CHECK = failedRequest(401, /^\/api\/admin\/session$/);

/** Signs in on /admin through the form and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
}
