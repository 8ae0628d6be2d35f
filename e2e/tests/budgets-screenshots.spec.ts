/**
 * Screenshots of the budget page for a person to look at (not assertions): SHOTS=1 npx playwright test
 * -c e2e/playwright.config.ts budgets-screenshots writes PNGs at desktop and phone widths to /tmp/shots
 * (or SHOTS_DIR): loading, empty, cards in every status, both dialogs, the manage tab, Portuguese.
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
  await page.screenshot({ path: `${dir}/budgets-${name}.png`, fullPage });
}

type Period = 'weekly' | 'monthly' | 'yearly';

/** Share (0–1) of the current window elapsed today, UTC, as the server counts it (today included). */
function elapsedShare(period: Period): number {
  const now = new Date();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = 86_400_000;
  if (period === 'weekly') return (((now.getUTCDay() + 6) % 7) + 1) / 7;
  const [start, end] =
    period === 'monthly'
      ? [Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)]
      : [Date.UTC(now.getUTCFullYear(), 0, 1), Date.UTC(now.getUTCFullYear() + 1, 0, 1)];
  return ((today - start) / day + 1) / ((end - start) / day);
}

async function seedEveryStatus(request: APIRequestContext) {
  const today = new Date().toISOString().slice(0, 10);
  const budget = async (category: string, amount: string, period: Period, currency?: string) => {
    const res = await request.post('/api/budgets', { data: { category, amount, period, ...(currency && { currency }) } });
    expect(res.status(), await res.text()).toBe(201);
  };
  const spend = async (category: string, amount: string, currency = 'USD') => {
    const res = await request.post('/api/transactions', {
      data: { type: 'expense', amount, currency, description: category, category, transactionDate: today },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  // On track: a little under the elapsed share of a window where that stays under 80 %.
  const onTrackPeriod = (['monthly', 'yearly', 'weekly'] as const).find((p) => elapsedShare(p) * 100 - 5 < 80) ?? 'monthly';
  await budget('Dining', '1000', 'monthly');
  await spend('Dining', '20');
  await budget('Groceries', '1000', onTrackPeriod);
  await spend('Groceries', String(Math.max(1, Math.floor(elapsedShare(onTrackPeriod) * 1000 - 50))));
  await budget('Transportation', '200', 'monthly');
  await spend('Transportation', '170');
  await budget('Bills', '100', 'weekly');
  await spend('Bills', '130.25');
  await budget('Travel', '1000', 'yearly', 'BRL');
  await spend('Travel', '120');
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`budget page (${size})`, async ({ page }) => {
      mkdirSync(dir, { recursive: true });
      await registerUser(page.request, { timezone: 'UTC', name: 'Ana Souza' });

      // Loading: hold the first performance answer for a moment.
      let held = false;
      await page.route('**/api/budgets/*/performance', async (route) => {
        if (!held) {
          held = true;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        await route.continue();
      });
      await page.goto('/budget');
      await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
      await shot(page, `${size}-loading`, false);
      await expect(page.getByRole('heading', { name: 'No budgets yet' })).toBeVisible();
      await shot(page, `${size}-empty`);

      await page.getByRole('button', { name: 'Create budget' }).first().click();
      const create = page.getByRole('dialog', { name: 'Create budget' });
      await shot(page, `${size}-create-empty`, false);
      await create.getByLabel('Category').selectOption('Entertainment');
      await create.getByLabel('Amount').fill('120');
      await shot(page, `${size}-create-filled`, false);
      await create.getByRole('button', { name: 'Cancel' }).click();

      await seedEveryStatus(page.request);
      await page.reload();
      await expect(page.getByRole('article')).toHaveCount(5);
      await shot(page, `${size}-cards`);

      await page.getByRole('tab', { name: /Budgets/ }).click();
      await page.getByRole('button', { name: 'Edit Dining budget' }).click();
      await page.getByRole('dialog', { name: 'Edit budget' }).getByLabel('Active').uncheck();
      await page.getByRole('dialog', { name: 'Edit budget' }).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('listitem', { name: 'Dining' })).toContainText('Inactive');
      await page.getByTestId('toast').getByRole('button').click();
      await shot(page, `${size}-manage`);
      await page.getByRole('button', { name: 'Edit Groceries budget' }).click();
      await shot(page, `${size}-edit`, false);
      await page.getByRole('dialog', { name: 'Edit budget' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Bills budget' }).click();
      await shot(page, `${size}-delete`, false);
      await page.getByRole('dialog', { name: 'Delete budget?' }).getByRole('button', { name: 'Cancel' }).click();

      await page.request.patch(`/api/users/${(await (await page.request.get('/api/auth/me')).json()).user.id}/language`, { data: { language: 'pt' } });
      await page.evaluate(() => {
        localStorage.clear();
        localStorage.setItem('financial-app-language', 'pt');
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Orçamento', level: 1 })).toBeVisible();
      await shot(page, `${size}-cards-pt`);
    });
  });
}
