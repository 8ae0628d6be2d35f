/**
 * The dashboard (spec section 2): the add-transaction modal, the balance card with its hide toggle,
 * the tabs with their limits, the charts, the currency dialog and the period selector, against the
 * real server and database.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDays, addMonths, dateInTimezone } from '@tally/shared/dates';
import { failOnConsoleErrors, registerUser } from '../fixtures';

/** Every user here lives in UTC, so "today" in the test is the user's today. */
const TIMEZONE = 'UTC';
const today = () => dateInTimezone(new Date(), TIMEZONE);

async function createTransaction(
  request: APIRequestContext,
  body: { type: 'income' | 'expense'; amount: string; description: string; category: string; tags?: string[]; currency?: string; transactionDate?: string },
) {
  const res = await request.post('/api/transactions', { data: { currency: 'USD', tags: [], transactionDate: today(), ...body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Available balance' })).toBeVisible();
}

test('an empty dashboard shows zero totals and points to the chat in every tab', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await openDashboard(page);
  await expect(page).toHaveTitle('Dashboard - Tally');

  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  await expect(page.getByText('No expenses in this period yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Nothing recorded in the last 6 months yet.')).toBeVisible();

  const empties: Array<[string, string]> = [
    ['Recent', 'No transactions in this period'],
    ['Income', 'No income in this period'],
    ['Expenses', 'No expenses in this period'],
    ['Tags', 'No tagged expenses this month'],
  ];
  for (const [tab, title] of empties) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: title })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Record in the chat' }).first()).toHaveAttribute('href', '/chat');
  }
  // The app layer hands the dashboard the way to the budget page.
  await page.getByRole('button', { name: 'Manage budgets' }).click();
  await expect(page).toHaveURL('/budget');
  assertNoConsoleErrors();
});

test('adding an expense and an income in the modal changes the balance, tabs and charts', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await openDashboard(page);

  // Expense: the form says what is missing before anything is sent.
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add transaction' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeFocused();
  await expect(dialog.getByRole('radio', { name: 'Expense' })).toBeChecked();
  await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
  await expect(dialog.getByLabel('Date')).toHaveValue(today());
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('step', '0.01');
  await dialog.getByRole('button', { name: 'Add transaction' }).click();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await expect(dialog.getByText('Category is required')).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toBeFocused();

  await dialog.getByLabel('Amount').fill('45.50');
  await dialog.getByLabel('Description', { exact: true }).fill('Lunch with the team');
  await dialog.getByLabel('Category').selectOption({ label: 'Dining' });
  // Changing the type clears the category (categories belong to a type).
  await dialog.getByText('Income', { exact: true }).click();
  await expect(dialog.getByLabel('Category')).toHaveValue('');
  await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Salary' })).toHaveCount(1);
  await dialog.getByText('Expense', { exact: true }).click();
  await dialog.getByLabel('Category').selectOption({ label: 'Dining' });

  // Tags: 12 suggestions; a chosen one leaves them; Enter adds a custom tag without submitting.
  await expect(dialog.getByRole('button', { name: /^Add tag / })).toHaveCount(12);
  await dialog.getByRole('button', { name: 'Add tag work' }).click();
  await expect(dialog.getByRole('button', { name: 'Add tag work' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Add tag / })).toHaveCount(12);
  await dialog.getByLabel('Custom tag').fill('  Team ');
  await dialog.getByLabel('Custom tag').press('Enter');
  await dialog.getByLabel('Custom tag').fill('team');
  await dialog.getByLabel('Custom tag').press('Enter');
  await dialog.getByLabel('Custom tag').fill('   ');
  await dialog.getByLabel('Custom tag').press('Enter');
  await expect(dialog).toBeVisible();
  const chosen = dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem');
  await expect(chosen).toHaveText(['#work', '#team']);

  // While the request is on its way the button reads "Adding..." and cannot be pressed again.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/transactions', async (route) => {
    await gate;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Add transaction' }).click();
  await expect(dialog.getByRole('button', { name: 'Adding...' })).toBeDisabled();
  const created = page.waitForResponse((res) => res.url().endsWith('/api/transactions') && res.request().method() === 'POST');
  release();
  expect((await created).status()).toBe(201);
  await page.unroute('**/api/transactions');

  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Transaction Added');
  await expect(toast).toContainText('Your expense has been recorded successfully.');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('-$45.50');
  await expect(page.getByTestId('total-expenses')).toHaveText('$45.50');
  const row = page.getByTestId('transaction-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lunch with the team');
  await expect(row).toContainText('Dining · Today');
  await expect(row).toContainText('-$45.50');
  await expect(row.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['#work', '#team']);
  const spending = page.getByTestId('spending-chart');
  await expect(spending.getByRole('listitem')).toHaveText([/Dining\s*\$45\.50\s*100\.0%/]);
  const month = today().slice(0, 7);
  const barHeight = (series: 'income' | 'expenses') =>
    page.getByTestId(`bar-${series}-${month}`).evaluate((bar) => Number.parseFloat((bar as HTMLElement).style.height));
  // $45.50 on a $50.00 scale.
  await expect.poll(() => barHeight('expenses')).toBe(91);
  expect(await barHeight('income')).toBe(0);

  // Income.
  await page.getByRole('button', { name: 'Add income' }).click();
  await expect(dialog.getByRole('radio', { name: 'Income' })).toBeChecked();
  // A fresh form each time.
  await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue('');
  await dialog.getByLabel('Amount').fill('2000');
  await dialog.getByLabel('Description', { exact: true }).fill('November salary');
  await dialog.getByLabel('Category').selectOption({ label: 'Salary' });
  await dialog.getByRole('button', { name: 'Add transaction' }).click();
  await expect(toast).toContainText('Your income has been recorded successfully.');
  await expect(page.getByTestId('balance')).toHaveText('$1,954.50');
  await expect(page.getByTestId('total-income')).toHaveText('$2,000.00');
  await expect(page.getByTestId('total-net')).toHaveText('$1,954.50');
  await expect(page.getByTestId('transaction-row').first()).toContainText('+$2,000.00');
  // The scale grows to $2,000.00: income fills it, the expense is a sliver.
  await expect.poll(() => barHeight('income')).toBe(100);
  expect(await barHeight('expenses')).toBeCloseTo(2.275, 3);

  await page.getByRole('tab', { name: 'Income' }).click();
  await expect(page.getByTestId('category-share')).toHaveText([/Salary\s*\$2,000\.00\s*100\.0%/]);
  await expect(page.getByRole('meter', { name: 'Salary' })).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await expect(page.getByTestId('category-share')).toHaveText([/Dining\s*\$45\.50\s*100\.0%/]);
  await page.getByRole('tab', { name: 'Tags' }).click();
  // Equal totals: alphabetical.
  await expect(page.getByTestId('tag-rank')).toHaveText([/#team\s*1 use\s*\$45\.50/, /#work\s*1 use\s*\$45\.50/]);
  await expect(page.getByRole('tabpanel').getByTestId('transaction-row')).toHaveCount(1);
  assertNoConsoleErrors();
});

test('a refused transaction shows the error toast and keeps the modal open', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [/status of 400/]);
  await openDashboard(page);
  await page.getByRole('button', { name: 'Add expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add transaction' });
  await dialog.getByLabel('Amount').fill('100000000');
  await dialog.getByLabel('Description', { exact: true }).fill('A yacht');
  await dialog.getByLabel('Category').selectOption({ label: 'Shopping' });
  await dialog.getByRole('button', { name: 'Add transaction' }).click();

  const toast = page.getByTestId('toast');
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Amount must be at most 99,999,999.99');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Add transaction' })).toBeEnabled();
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  assertNoConsoleErrors();
});

test('the balance can be hidden and shown again @mobile', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  await createTransaction(context.request, { type: 'income', amount: '1200', description: 'Salary', category: 'Salary' });
  const page = await context.newPage();
  await openDashboard(page);
  await expect(page.getByTestId('balance')).toHaveText('$1,200.00');

  const toggle = page.getByRole('button', { name: 'Hide balance' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  const shown = page.getByRole('button', { name: 'Show balance' });
  await expect(shown).toHaveAttribute('aria-pressed', 'true');
  for (const id of ['balance', 'total-income', 'total-expenses', 'total-net']) {
    await expect(page.getByTestId(id)).toHaveText('••••••Hidden');
    await expect(page.getByTestId(id)).not.toContainText('$');
  }
  await shown.click();
  await expect(page.getByTestId('balance')).toHaveText('$1,200.00');
});

test('tabs keep the spec limits, dates read relative to today, and extra tags fold into +N', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  const now = today();
  const expenseCategories = ['Dining', 'Groceries', 'Transportation', 'Entertainment', 'Shopping', 'Bills', 'Healthcare'];
  // Eight tags this month whatever today is (on the 1st, "yesterday" below is last month's).
  for (const [index, category] of expenseCategories.entries()) {
    const tags = index === 0 ? [`essentials${index}`, 'monthly'] : [`essentials${index}`];
    await createTransaction(context.request, { type: 'expense', amount: `${1000 * (index + 1)}.45`, description: `${category}: a rather long description of what was bought`, category, tags });
  }
  await createTransaction(context.request, {
    type: 'expense',
    amount: '5',
    description: 'Many tags',
    category: 'Other',
    tags: ['work', 'family', 'travel', 'cash', 'online'],
    transactionDate: addDays(now, -1),
  });
  await createTransaction(context.request, { type: 'expense', amount: '3', description: 'Last month', category: 'Other', transactionDate: addMonths(now, -1) });
  await createTransaction(context.request, { type: 'expense', amount: '2', description: 'Long ago', category: 'Other', transactionDate: addMonths(now, -4) });

  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/dashboard?period=all');
  await expect(page.getByLabel('Period')).toHaveValue('all');
  await expect(page.getByText('Everything you have recorded').first()).toBeVisible();

  // Recent: the 8 most recently created, newest first.
  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(8);
  await expect(rows.first()).toContainText('Long ago');
  await expect(rows.nth(1)).toContainText('Last month');
  await expect(rows.nth(1)).toContainText(`Last month · ${Number(addMonths(now, -1).slice(8))}`);
  await expect(rows.first()).toContainText(/Other · [A-Z][a-z]{2} \d{1,2}(, \d{4})?/);
  await expect(rows.nth(2)).toContainText('Other · Yesterday');
  const tags = rows.nth(2).getByRole('list', { name: 'Tags' }).getByRole('listitem');
  await expect(tags).toHaveCount(4);
  await expect(tags.last()).toContainText('+2');
  await expect(tags.last()).toHaveAttribute('title', '2 more: #cash, #online');

  // Expenses: the top 5 categories, each with a one-decimal share.
  await page.getByRole('tab', { name: 'Expenses' }).click();
  const shares = page.getByTestId('category-share');
  await expect(shares).toHaveCount(5);
  await expect(shares.first()).toContainText('Healthcare');
  await expect(shares.first()).toContainText(/\d+\.\d%$/);

  // The spending chart puts the smaller categories together.
  await expect(page.getByTestId('spending-chart').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('spending-chart').getByRole('listitem').last()).toContainText('Everything else');

  // Tags: up to 8 tags of the current month.
  await page.getByRole('tab', { name: 'Tags' }).click();
  await expect(page.getByTestId('tag-rank')).toHaveCount(8);

  // The period lives in the address; back to this month.
  await page.getByLabel('Period').selectOption('year');
  await expect(page).toHaveURL('/dashboard?period=year');
  await page.getByLabel('Period').selectOption('month');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('tab', { name: 'Recent' })).toBeVisible();

  // On a phone nothing sticks out sideways, whichever tab is open.
  await page.setViewportSize({ width: 390, height: 700 });
  for (const tab of ['Recent', 'Income', 'Expenses', 'Tags']) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel');
    const overflow = () => panel.evaluate((element) => element.scrollWidth - element.clientWidth);
    await expect.poll(overflow, { message: tab }).toBeLessThanOrEqual(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: tab }).toBeLessThanOrEqual(390);
  }

  // Scroll-to-top appears after 800 px.
  await page.getByRole('tab', { name: 'Recent' }).click();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await page.getByRole('button', { name: 'Back to top' }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  assertNoConsoleErrors();
});

test('the currency dialog says what amounts are in and changes the preferred currency', async ({ context }) => {
  await registerUser(context.request, { timezone: TIMEZONE });
  await createTransaction(context.request, { type: 'expense', amount: '50', description: 'Museum', category: 'Entertainment' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await openDashboard(page);

  await page.getByRole('button', { name: 'Currency: USD' }).click();
  const dialog = page.getByRole('dialog', { name: 'Currency' });
  await expect(dialog.getByTestId('currency-current')).toHaveText('Amounts on this dashboard are shown in US Dollar (USD).');
  await expect(dialog.getByRole('button', { name: 'Use USD' })).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search currencies' }).fill('euro');
  await dialog.getByRole('option', { name: /EUR/ }).click();
  await dialog.getByRole('button', { name: 'Use EUR' }).click();

  await expect(page.getByTestId('toast')).toContainText('Amounts are now shown in EUR.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Currency: EUR' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText(/^-€\d/);
  // The transaction stays in dollars, with its original amount in brackets.
  await expect(page.getByTestId('transaction-row')).toContainText(/-€[\d.,]+\s*\(\$50\.00\)/);
  // The session's cached user follows (a reload starts in EUR without asking the server first).
  const stored = await page.evaluate(() => localStorage.getItem('financebot_user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ preferredCurrency: 'EUR' });
  assertNoConsoleErrors();
});
