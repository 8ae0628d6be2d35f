/**
 * The budget page (spec section 2 "Budget", issue 5): create a budget, watch a chat expense push it to
 * warning, manage budgets (edit, deactivate, delete with confirmation), quick setup, the
 * recommendation banner, the section 8 failure toasts and the categories in the user's language.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { failOnConsoleErrors, failedRequest, registerUser } from '../fixtures';

type Period = 'weekly' | 'monthly' | 'yearly';

async function createBudget(request: APIRequestContext, category: string, amount: string, period: Period = 'monthly') {
  const res = await request.post('/api/budgets', { data: { category, amount, period } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number };
}

const toast = (page: Page) => page.getByTestId('toast');
const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Today's place in the calendar year (UTC, the test user's timezone): elapsed days with today, and the year's length. */
function yearPosition(): { elapsed: number; total: number } {
  const now = new Date();
  const start = Date.UTC(now.getUTCFullYear(), 0, 1);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const total = (Date.UTC(now.getUTCFullYear() + 1, 0, 1) - start) / 86_400_000;
  return { elapsed: (today - start) / 86_400_000 + 1, total };
}

test('create a budget; a chat expense pushes it to warning: the card turns yellow with the projection warning', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const user = await registerUser(page.request, { timezone: 'UTC' });
  await page.goto('/budget');
  await expect(page).toHaveTitle('Budget - Tally');
  await expect(page.getByRole('heading', { name: 'No budgets yet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Budget summary' })).toContainText('Total budgeted$0.00');

  await page.getByRole('button', { name: 'Create budget' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create budget' });
  const submit = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByLabel('Category').locator('option:not([disabled])')).toHaveText([
    'Dining',
    'Groceries',
    'Transportation',
    'Entertainment',
    'Shopping',
    'Bills',
    'Healthcare',
    'Education',
    'Travel',
    'Other',
  ]);
  await dialog.getByLabel('Category').selectOption('Dining');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Amount').fill('1000');
  await expect(dialog.getByLabel('Period')).toHaveValue('monthly');
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  // A yearly budget: the projection stays meaningful on any day but the year's last few.
  await dialog.getByLabel('Period').selectOption('yearly');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page)).toContainText('Budget created');
  await expect(dialog).toBeHidden();

  const dining = card(page, 'Dining');
  await expect(dining).toContainText('$1,000.00 per year');
  await expect(dining).toContainText('Spent $0.00');
  await expect(dining).toContainText('0.0%');
  await expect(dining.getByRole('progressbar').locator('[data-color]')).toHaveAttribute('data-color', 'green');
  await expect(dining).not.toContainText('Projected');

  // 99% of the budget: a warning (≥ 80%) whatever the date, and over the amount by the year's end.
  const reply = await page.request.post('/api/chat', { data: { userId: user.id, message: 'spent 990 on dinner' } });
  expect(reply.status(), await reply.text()).toBe(200);
  const answer = (await reply.json()) as { type: string; message: string };
  expect(answer.type).toBe('transaction');
  expect(answer.message).toContain('⚠️');

  await page.reload();
  await expect(dining).toHaveAttribute('data-status', 'warning');
  await expect(dining.getByText('Warning', { exact: true })).toBeVisible();
  await expect(dining.getByRole('progressbar').locator('[data-color]')).toHaveAttribute('data-color', 'yellow');
  await expect(dining).toContainText('Spent $990.00');
  await expect(dining).toContainText('99.0%');
  await expect(dining).toContainText('Remaining $10.00');
  const { elapsed, total } = yearPosition();
  await expect(dining).toContainText(total - elapsed + 1 === 1 ? '1 day left' : `${total - elapsed + 1} days left`);
  // spent × days in the window / days elapsed, rounded half up to the cent.
  const projectedCents = (99_000n * BigInt(total) * 2n + BigInt(elapsed)) / (2n * BigInt(elapsed));
  if (projectedCents > 100_000n) {
    const over = projectedCents - 100_000n;
    await expect(dining.getByText(`Projected to exceed by $${over / 100n}.${String(over % 100n).padStart(2, '0')}`)).toBeVisible();
  } else {
    await expect(dining).not.toContainText('Projected');
  }
  await expect(page.getByRole('region', { name: 'Budget summary' })).toContainText('Total spent$990.00');
  assertNoConsoleErrors();
});

test('manage: edit (with a refused category), deactivate, and delete after confirming', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(400, /^\/api\/budgets\/\d+$/)]);
  await registerUser(page.request);
  await createBudget(page.request, 'Dining', '300');
  const groceries = await createBudget(page.request, 'Groceries', '200', 'weekly');
  await page.goto('/budget');
  await expect(card(page, 'Dining')).toBeVisible();
  await page.getByRole('tab', { name: /Budgets/ }).click();

  const list = page.getByRole('list', { name: 'Your budgets' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem', { name: 'Dining' })).toContainText('Active');
  await expect(list.getByRole('listitem', { name: 'Groceries' })).toContainText('$200.00 per week');

  await page.getByRole('button', { name: 'Edit Dining budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit budget' });
  const category = dialog.getByLabel('Category');
  await expect(category).toHaveValue('Dining');
  await expect(dialog.getByLabel('Amount')).toHaveValue('300.00');
  await expect(dialog.getByLabel('Active')).toBeChecked();
  // The datalist offers the user's expense categories.
  await expect(dialog.locator('datalist option')).toHaveCount(10);

  await category.fill('Yachts');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText('Failed to update budget');
  await expect(toast(page)).toContainText('Please choose one of your expense categories');
  await expect(dialog).toBeVisible();

  await category.fill('Travel');
  await dialog.getByLabel('Amount').fill('450');
  await dialog.getByLabel('Active').uncheck();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText('Budget updated');
  await expect(dialog).toBeHidden();
  const travel = list.getByRole('listitem', { name: 'Travel' });
  await expect(travel).toContainText('Inactive');
  await expect(travel).toContainText('$450.00 per month');

  // An inactive budget is not tracked: the overview shows only Groceries.
  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Groceries')).toBeVisible();

  await page.getByRole('tab', { name: /Budgets/ }).click();
  await page.getByRole('button', { name: 'Delete Groceries budget' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete budget?' });
  await expect(confirm).toContainText('The Groceries budget ($200.00) will be deleted. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete Groceries budget' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page)).toContainText('Budget deleted');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const remaining = (await (await page.request.get(`/api/budgets/${(await (await page.request.get('/api/auth/me')).json()).user.id}`)).json()) as { id: number; category: string; isActive: boolean }[];
  expect(remaining.map((b) => [b.category, b.isActive])).toEqual([['Travel', false]]);
  expect(remaining.some((b) => b.id === groceries.id)).toBe(false);
  assertNoConsoleErrors();
});

test('a second active budget for a category is refused with the reason in a toast; the dialog stays open', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(409, /^\/api\/budgets$/)]);
  await registerUser(page.request);
  await createBudget(page.request, 'Shopping', '150');
  await page.goto('/budget');
  await expect(card(page, 'Shopping')).toBeVisible();
  await page.getByRole('button', { name: 'Create budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create budget' });
  await dialog.getByLabel('Category').selectOption('Shopping');
  await dialog.getByLabel('Amount').fill('99.5');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page)).toContainText('Failed to create budget');
  await expect(toast(page)).toContainText('There is already an active budget for this category and period');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toHaveValue('99.5');
  // Cancel clears the form for next time.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Create budget' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveValue('');
  assertNoConsoleErrors();
});

test('quick setup creates budgets once; the banner follows the insights @mobile', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await registerUser(page.request, { preferredCurrency: 'EUR' });
  await page.goto('/budget');
  const banner = page.getByRole('region', { name: 'Recommendation' });
  await expect(banner).toContainText('You have no budgets yet.');
  await expect(page.getByRole('region', { name: 'Budget summary' })).toContainText('Total budgeted€0.00');

  // Without budgets the empty state offers it too (the phone header shows only its icon).
  await expect(page.getByRole('button', { name: 'Quick setup' })).toHaveCount(2);
  await page.getByRole('main').getByRole('button', { name: 'Quick setup' }).click();
  await expect(toast(page)).toContainText('Quick setup created 5 budgets');
  await expect(toast(page)).toContainText('Groceries, Dining, Transportation, Entertainment, Shopping');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(card(page, 'Groceries')).toContainText('per month');
  await expect(card(page, 'Groceries')).toContainText('€');
  await expect(banner).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Quick setup' }).click();
  await expect(toast(page)).toContainText('Nothing to add');
  await expect(page.getByRole('article')).toHaveCount(5);
  assertNoConsoleErrors();
});

test('an exceeded budget is a full red bar and the banner says by how much', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await registerUser(page.request, { timezone: 'UTC' });
  await createBudget(page.request, 'Bills', '100', 'weekly');
  const today = new Date().toISOString().slice(0, 10);
  const spend = await page.request.post('/api/transactions', {
    data: { type: 'expense', amount: '130.25', currency: 'USD', description: 'power', category: 'Bills', transactionDate: today },
  });
  expect(spend.status(), await spend.text()).toBe(201);
  await page.goto('/budget');
  const bills = card(page, 'Bills');
  await expect(bills.getByText('Exceeded', { exact: true })).toBeVisible();
  await expect(bills).toContainText('130.3%');
  await expect(bills).toContainText('Over by $30.25');
  const bar = bills.getByRole('progressbar').locator('[data-color]');
  await expect(bar).toHaveAttribute('data-color', 'red');
  await expect(bar).toHaveAttribute('style', 'width: 100%;');
  await expect(page.getByRole('region', { name: 'Recommendation' })).toContainText('You are $30.25 over your Bills budget.');
  assertNoConsoleErrors();
});

test('in Portuguese the categories are shown translated and sent in English', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const user = await registerUser(page.request, { preferredLanguage: 'pt' });
  await page.goto('/budget');
  await expect(page).toHaveTitle('Orçamento - Tally');
  await page.getByRole('button', { name: 'Criar orçamento' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Criar orçamento' });
  await dialog.getByLabel('Categoria').selectOption({ label: 'Mercado' });
  await dialog.getByLabel('Valor').fill('250');
  await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
  await expect(toast(page)).toContainText('Orçamento criado');
  await expect(card(page, 'Mercado')).toContainText('$\u00a0250,00 por mês');

  await page.getByRole('tab', { name: /Orçamentos/ }).click();
  await page.getByRole('button', { name: 'Editar orçamento de Mercado' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar orçamento' });
  await expect(edit.getByLabel('Categoria')).toHaveValue('Mercado');
  await edit.getByLabel('Categoria').fill('restaurantes');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page)).toContainText('Orçamento atualizado');
  await expect(page.getByRole('listitem', { name: 'Restaurantes' })).toBeVisible();

  const budgets = (await (await page.request.get(`/api/budgets/${user.id}`)).json()) as { category: string }[];
  expect(budgets.map((b) => b.category)).toEqual(['Dining']);
  assertNoConsoleErrors();
});
