/**
 * Screenshots of the dashboard for a person to look at (not assertions): SHOTS=1 npx playwright test
 * -c e2e/playwright.config.ts dashboard-screenshots writes PNGs to /tmp/shots (or SHOTS_DIR): empty,
 * with data, each tab, the add-transaction modal and the currency dialog, at desktop and phone widths.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, addMonths, dateInTimezone } from '@tally/shared/dates';
import { registerUser } from '../fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function seed(request: APIRequestContext) {
  const today = dateInTimezone(new Date(), 'UTC');
  const rows: Array<[string, string, string, string, string[], string, string?]> = [
    ['income', '4200', 'Salary', 'Monthly salary', ['recurring'], today],
    ['income', '650', 'Freelance', 'Logo design for a bakery', ['work'], addDays(today, -1)],
    ['expense', '1250', 'Bills', 'Rent', ['essential', 'home', 'recurring'], today],
    ['expense', '86.40', 'Groceries', 'Weekly groceries at the market', ['essential', 'family'], today],
    ['expense', '42.5', 'Dining', 'Dinner with friends', ['discretionary', 'family', 'cash', 'online', 'gift'], addDays(today, -1)],
    ['expense', '15.99', 'Entertainment', 'Streaming subscription', ['subscription', 'recurring'], today],
    ['expense', '320', 'Travel', 'Train tickets to Lisbon', ['travel'], today, 'EUR'],
    ['expense', '58', 'Transportation', 'Fuel', [], today],
    ['expense', '120', 'Healthcare', 'Dentist', ['health', 'emergency'], today],
    ['expense', '210', 'Shopping', 'Winter jacket', ['one-time'], addMonths(today, -1)],
    ['income', '4200', 'Salary', 'Monthly salary', ['recurring'], addMonths(today, -1)],
    ['expense', '1250', 'Bills', 'Rent', ['essential'], addMonths(today, -1)],
    ['income', '4000', 'Salary', 'Monthly salary', [], addMonths(today, -2)],
    ['expense', '2900', 'Travel', 'Summer holiday', ['travel'], addMonths(today, -2)],
    ['income', '4000', 'Salary', 'Monthly salary', [], addMonths(today, -3)],
    ['expense', '1800', 'Bills', 'Rent and utilities', [], addMonths(today, -3)],
  ];
  for (const [type, amount, category, description, tags, transactionDate, currency] of rows.reverse()) {
    const res = await request.post('/api/transactions', {
      data: { type, amount, category, description, tags, transactionDate, currency: currency ?? 'USD' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`dashboard (${size})`, async ({ context }) => {
      mkdirSync(dir, { recursive: true });
      await registerUser(context.request, { timezone: 'UTC', name: 'Ana Lima' });
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Available balance' })).toBeVisible();
      await shot(page, `${size}-dashboard-empty`);

      await seed(context.request);
      await page.reload();
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await shot(page, `${size}-dashboard-data`);
      // Screen-sized views too: a full phone page is too tall to read at once.
      for (const [index, y] of [0, 800, 1600].entries()) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await shot(page, `${size}-dashboard-data-${index + 1}`, false);
      }
      for (const tab of ['Income', 'Expenses', 'Tags']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.waitForTimeout(200);
        await page.getByTestId('dashboard-tabs').screenshot({ path: `${dir}/${size}-dashboard-tab-${tab.toLowerCase()}.png` });
      }
      await page.getByRole('tab', { name: 'Recent' }).click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Hide balance' }).click();
      await shot(page, `${size}-dashboard-hidden`, false);
      await page.getByRole('button', { name: 'Show balance' }).click();

      await page.getByRole('button', { name: 'Add expense' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add transaction' });
      await expect(dialog).toBeVisible();
      await shot(page, `${size}-dashboard-modal`, false);
      await dialog.getByRole('button', { name: 'Add transaction' }).click();
      await dialog.getByLabel('Amount').fill('12.5');
      await dialog.getByRole('button', { name: 'Add tag work' }).click();
      await dialog.getByRole('button', { name: 'Add tag family' }).click();
      await shot(page, `${size}-dashboard-modal-errors`, false);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: /^Currency: / }).click();
      await expect(page.getByRole('dialog', { name: 'Currency' })).toBeVisible();
      await shot(page, `${size}-dashboard-currency`, false);
      await page.getByRole('dialog', { name: 'Currency' }).getByRole('button', { name: 'Close' }).click();

      await page.getByLabel('Period').selectOption('all');
      await expect(page).toHaveURL(/period=all/);
      await page.evaluate(() => window.scrollTo(0, 1200));
      await shot(page, `${size}-dashboard-scrolled`, false);
    });

    test(`dashboard in Portuguese (${size})`, async ({ context }) => {
      await registerUser(context.request, { timezone: 'UTC', preferredLanguage: 'pt', preferredCurrency: 'BRL' });
      await seed(context.request);
      const page = await context.newPage();
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Saldo disponível' })).toBeVisible();
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await shot(page, `${size}-dashboard-pt`);
      await page.getByRole('button', { name: 'Adicionar receita' }).click();
      await shot(page, `${size}-dashboard-modal-pt`, false);
    });
  });
}
