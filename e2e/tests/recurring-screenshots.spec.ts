/**
 * Screenshots of the recurring screens for a person to look at (not assertions): SHOTS=1 npx
 * playwright test -c e2e/playwright.config.ts recurring-screenshots writes PNGs at desktop and phone
 * widths to /tmp/shots (or SHOTS_DIR): the empty page, rules with suggestions and upcoming dates (one
 * changed, one skipped), the add form with its errors, the dashboard card (empty and filled), and the
 * page in Portuguese.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { registerUser } from '../fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/recurring-${name}.png`, fullPage });
}

const today = () => new Date().toISOString().slice(0, 10);
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, length));
  return first.toISOString().slice(0, 10);
}

async function seed(request: APIRequestContext) {
  const categories = (await (await request.get('/api/categories')).json()) as { id: number; name: string }[];
  const id = (name: string) => categories.find((c) => c.name === name)!.id;
  const rule = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/recurring', { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: number; nextDate: string };
  };
  const day = (date: string) => Number(date.slice(8, 10));
  const rent = await rule({ type: 'expense', amount: '1800', categoryId: id('Bills'), description: 'Rent for the flat on Baker Street, 2nd floor', frequency: 'monthly', dayOfMonth: day(addDays(today(), 4)) });
  await rule({ type: 'income', amount: '4250', categoryId: id('Salary'), description: 'Salary', frequency: 'monthly', dayOfMonth: day(addDays(today(), 12)) });
  const gym = await rule({ type: 'expense', amount: '40', categoryId: id('Healthcare'), description: 'Gym', frequency: 'biweekly', startDate: addDays(today(), 2) });
  await rule({ type: 'expense', amount: '99', currency: 'EUR', categoryId: id('Entertainment'), description: 'Amazon Prime', frequency: 'yearly', startDate: addDays(today(), 20) });
  await rule({ type: 'expense', amount: '12', categoryId: id('Entertainment'), description: 'Old magazine', frequency: 'monthly', startDate: addMonths(today(), -3), endDate: addMonths(today(), -1) });
  await request.put(`/api/recurring/${rent.id}/occurrences/${rent.nextDate}`, { data: { amount: '1850.50' } });
  await request.put(`/api/recurring/${gym.id}/occurrences/${gym.nextDate}`, { data: { skip: true } });
  const last = addDays(today(), -3);
  for (const months of [-2, -1, 0]) {
    for (const [description, amount, category] of [
      ['Netflix', '15.99', 'Entertainment'],
      ['Spotify Premium Family', '16.99', 'Entertainment'],
    ] as const) {
      const res = await request.post('/api/transactions', { data: { type: 'expense', currency: 'USD', amount, description, category, tags: [], transactionDate: addMonths(last, months) } });
      expect(res.status(), await res.text()).toBe(201);
    }
  }
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
  test(`recurring screens (${name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    mkdirSync(dir, { recursive: true });
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await registerUser(context.request, { timezone: 'UTC' });

    await page.goto('/recurring');
    await expect(page.getByRole('heading', { name: 'Nothing recurring yet' })).toBeVisible();
    await shot(page, `empty-${name}`);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Upcoming bills' })).toContainText('No recurring bills yet');
    await shot(page, `dashboard-empty-${name}`);

    await page.goto('/recurring');
    await page.getByRole('banner').getByRole('button', { name: 'Add recurring' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recurring bill or income' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Amount is required')).toBeVisible();
    await shot(page, `form-errors-${name}`, false);
    await page.keyboard.press('Escape');

    await seed(context.request);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Suggested recurring items' })).toBeVisible();
    await shot(page, `filled-${name}`);
    await page.getByRole('button', { name: /^Edit Rent/ }).click();
    await shot(page, `form-edit-${name}`, false);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Upcoming bills' }).getByTestId('upcoming-bill').first()).toBeVisible();
    await page.getByRole('region', { name: 'Upcoming bills' }).scrollIntoViewIfNeeded();
    await shot(page, `dashboard-${name}`);

    await page.goto('/recurring');
    await context.request.patch(`/api/users/${(await (await context.request.get('/api/auth/me')).json()).user.id}/language`, { data: { language: 'pt' } });
    await page.evaluate(() => {
      localStorage.clear();
      localStorage.setItem('financial-app-language', 'pt');
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recorrentes', level: 1 })).toBeVisible();
    await shot(page, `filled-pt-${name}`);
    await context.close();
  });
}
