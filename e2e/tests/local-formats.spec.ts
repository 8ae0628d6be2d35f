/**
 * Issue 15, "local formats": in Portuguese and Spanish the dashboard and the budget page show amounts
 * and percentages with the language's own separators (R$ 47.623,60; 1.251,65 €; 80,6 %), never the
 * English format. With SHOTS=1 each page is also saved as a PNG (desktop and 390 px) in /tmp/shots
 * (or SHOTS_DIR) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dateInTimezone } from '@tally/shared/dates';
import { failOnConsoleErrors, registerUser } from '../fixtures';

const NB = '\u00a0';
const shotsDir = process.env.SHOTS ? (process.env.SHOTS_DIR ?? '/tmp/shots') : null;
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

async function post(request: APIRequestContext, url: string, data: Record<string, unknown>) {
  const res = await request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
}

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true });
}

const CASES = [
  {
    language: 'pt',
    currency: 'BRL',
    income: '47623.60',
    dashboardTitle: 'Saldo disponível',
    balance: `R$${NB}46.414,60`,
    totalIncome: `R$${NB}47.623,60`,
    share: /Restaurantes\s*R\$\s1\.209,00\s*100,0%/,
    row: `-R$${NB}1.209,00`,
    budgetTitle: 'Orçamento - Tally',
    perMonth: `R$${NB}1.500,00 por mês`,
    spent: `Gasto R$${NB}1.209,00`,
    percent: '80,6%',
    totalBudgeted: `Total orçadoR$${NB}1.500,00`,
  },
  {
    language: 'es',
    currency: 'EUR',
    income: '1251.65',
    dashboardTitle: 'Saldo disponible',
    balance: `42,65${NB}€`,
    totalIncome: `1.251,65${NB}€`,
    share: /Restaurantes\s*1\.209,00\s€\s*100,0\s%/,
    row: `-1.209,00${NB}€`,
    budgetTitle: 'Presupuesto - Tally',
    perMonth: `1.500,00${NB}€ por mes`,
    spent: `Gastado 1.209,00${NB}€`,
    percent: `80,6${NB}%`,
    totalBudgeted: `Total presupuestado1.500,00${NB}€`,
  },
] as const;

for (const c of CASES) {
  for (const [size, viewport] of Object.entries(WIDTHS)) {
    test(`${c.language} (${size}): the dashboard and the budget page use the language’s number format`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      await registerUser(context.request, { preferredLanguage: c.language, preferredCurrency: c.currency, timezone: 'UTC' });
      const today = dateInTimezone(new Date(), 'UTC');
      const base = { currency: c.currency, tags: [], transactionDate: today };
      await post(context.request, '/api/transactions', { ...base, type: 'income', amount: c.income, category: 'Salary', description: 'Salary' });
      await post(context.request, '/api/transactions', { ...base, type: 'expense', amount: '1209', category: 'Dining', description: 'Dinner' });
      await post(context.request, '/api/budgets', { category: 'Dining', amount: '1500', period: 'monthly', currency: c.currency });
      const page = await context.newPage();
      const assertNoConsoleErrors = failOnConsoleErrors(page);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: c.dashboardTitle })).toBeVisible();
      await expect(page.getByTestId('balance')).toHaveText(c.balance);
      await expect(page.getByTestId('total-income')).toHaveText(c.totalIncome);
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await shot(page, `local-formats-${c.language}-${size}-dashboard`);
      await expect(page.getByTestId('spending-chart').getByRole('listitem')).toHaveText([c.share]);
      await expect(page.getByTestId('transaction-row').filter({ hasText: 'Dinner' })).toContainText(c.row);

      await page.goto('/budget');
      await expect(page).toHaveTitle(c.budgetTitle);
      const card = page.getByRole('article', { name: 'Restaurantes' });
      await expect(card).toContainText(c.perMonth);
      await expect(card).toContainText(c.spent);
      await expect(card).toContainText(c.percent);
      await expect(page.getByRole('region', { name: /Resum/ })).toContainText(c.totalBudgeted);
      await shot(page, `local-formats-${c.language}-${size}-budget`);
      assertNoConsoleErrors();
      await context.close();
    });
  }
}
