/**
 * Recurring bills and income in the browser (issue 17): add a monthly bill on /recurring, see it in
 * the upcoming list and on the dashboard's "Upcoming bills" card, change one occurrence's amount and
 * undo it, skip one and undo that, delete the rule after confirming; and the suggestions found in the
 * history: Track one (it becomes a rule), Dismiss another (it stays dismissed after a reload).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { failOnConsoleErrors, registerUser } from '../fixtures';

/** The test user's calendar day (registered with timezone UTC). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `date` moved by whole months, on the same day (clamped to the month's length). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const length = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, length));
  return first.toISOString().slice(0, 10);
}

/** "Thu, Dec 5": how the upcoming lists show a date in English. */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** "Dec 5, 2026" */
function mediumDate(date: string): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

async function createTransaction(request: APIRequestContext, body: { amount: string; description: string; category: string; transactionDate: string }) {
  const res = await request.post('/api/transactions', { data: { type: 'expense', currency: 'USD', tags: [], ...body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function expectNoSeriousViolations(page: Page, what: string) {
  // A dialog or toast still fading (180 ms) fails contrast that the settled page passes: wait for it.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

const toast = (page: Page) => page.getByTestId('toast');

test('a monthly bill: add it, see it upcoming and on the dashboard, change and skip one date, undo, delete it', async ({ page }) => {
  // Many steps and four axe runs: about 35 s alone, more on a busy machine.
  test.setTimeout(120_000);
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await registerUser(page.request, { timezone: 'UTC' });
  // Due in 10 days: inside the 30-day window, and the month after is outside it.
  const due = addDays(today(), 10);
  const day = Number(due.slice(8, 10));

  await page.goto('/chat');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Recurring' }).click();
  await expect(page).toHaveURL('/recurring');
  await expect(page).toHaveTitle('Recurring - Tally');
  await expect(page.getByRole('heading', { name: 'Nothing recurring yet' })).toBeVisible();
  await expectNoSeriousViolations(page, 'recurring, empty');

  await test.step('add: the form checks what is missing with the add-transaction texts, then adds the rule', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Add recurring' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a recurring bill or income' });
    await expect(dialog.getByLabel('Repeats')).toHaveValue('monthly');
    await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
    await expect(dialog.getByLabel('Starts')).toHaveValue(today());
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Amount is required')).toBeVisible();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByLabel('Amount')).toBeFocused();

    // Expense categories only; income ones after switching the type.
    await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Salary' })).toHaveCount(0);
    await expect(dialog.getByLabel('Category').locator('option', { hasText: 'Bills' })).toHaveCount(1);
    await dialog.getByLabel('Amount').fill('1200');
    await dialog.getByLabel('Description').fill('Rent');
    await dialog.getByLabel('Category').selectOption('Bills');
    await dialog.getByLabel('Day of the month').fill('32');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('The day of the month must be a whole number from 1 to 31')).toBeVisible();
    await dialog.getByLabel('Day of the month').fill(String(day));
    await expectNoSeriousViolations(page, 'recurring form');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page)).toContainText('Recurring item added');
    await expect(dialog).toBeHidden();
  });

  const rule = page.getByRole('list', { name: 'Recurring bills and income' }).getByRole('listitem', { name: 'Rent' });
  const upcoming = page.getByRole('list', { name: 'Upcoming bills and income' });
  const occurrence = upcoming.getByRole('listitem', { name: `Rent, ${mediumDate(due)}` });

  await test.step('the rule and its next date, in words', async () => {
    await expect(rule).toContainText('Active');
    await expect(rule).toContainText(`Bills · Monthly on the ${ordinal(day)}`);
    await expect(rule).toContainText(`Next: ${mediumDate(due)}`);
    await expect(rule).toContainText('-$1,200.00');
    await expect(occurrence).toContainText(shortDate(due));
    await expect(occurrence).toContainText('-$1,200.00');
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page, 'recurring with a rule');
  });

  await test.step('the dashboard card lists it and counts it in the month when it is due this month', async () => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Upcoming bills' });
    await expect(card.getByTestId('upcoming-bill')).toHaveCount(1);
    await expect(card.getByTestId('upcoming-bill')).toContainText('Rent');
    await expect(card.getByTestId('upcoming-bill')).toContainText('-$1,200.00');
    const inThisMonth = due.slice(0, 7) === today().slice(0, 7);
    await expect(card.getByTestId('committed-this-month')).toHaveText(
      inThisMonth ? 'Committed this month: $1,200.00 ($1,200.00 still to come)' : 'Committed this month: $0.00 ($0.00 still to come)',
    );
    await card.getByRole('link', { name: 'See all recurring bills and income' }).click();
    await expect(page).toHaveURL('/recurring');
  });

  await test.step('change that date\'s amount, then undo it', async () => {
    await occurrence.getByRole('button', { name: `Change the amount of Rent on ${mediumDate(due)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change this occurrence' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('1200.00');
    await dialog.getByLabel('Amount').fill('1250.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(occurrence).toContainText('Amount changed');
    await expect(occurrence).toContainText('-$1,250.50');
    // The rule keeps its own amount.
    await expect(rule).toContainText('-$1,200.00');
    await occurrence.getByRole('button', { name: `Undo the change to Rent on ${mediumDate(due)}` }).click();
    await expect(toast(page)).toContainText('Back to the usual');
    await expect(occurrence).not.toContainText('Amount changed');
    await expect(occurrence).toContainText('-$1,200.00');
  });

  await test.step('skip that date: marked skipped, gone from the dashboard, undo brings it back; skip it again', async () => {
    await occurrence.getByRole('button', { name: `Skip Rent on ${mediumDate(due)}` }).click();
    await expect(toast(page)).toContainText(`Skipped Rent on ${mediumDate(due)}`);
    await expect(occurrence).toHaveAttribute('data-skipped', 'true');
    await expect(occurrence).toContainText('Skipped');
    await occurrence.getByRole('button', { name: `Undo the change to Rent on ${mediumDate(due)}` }).click();
    await expect(occurrence).not.toHaveAttribute('data-skipped');
    await occurrence.getByRole('button', { name: `Skip Rent on ${mediumDate(due)}` }).click();
    await expect(occurrence).toHaveAttribute('data-skipped', 'true');
    // The next date moves on to the month after.
    await expect(rule).toContainText(`Next: ${mediumDate(addMonths(due, 1))}`);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Upcoming bills' });
    await expect(card).toContainText('Nothing due in the next 30 days.');
    await page.goto('/recurring');
    await expect(page.getByText('Nothing due in the next 30 days.')).toBeVisible();
  });

  await test.step('delete the rule after confirming', async () => {
    await page.getByRole('button', { name: 'Delete Rent' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this recurring item?' });
    await expect(dialog).toContainText('Rent ($1,200.00) will not be recorded again.');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page)).toContainText('Recurring item deleted');
    await expect(page.getByRole('heading', { name: 'Nothing recurring yet' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Upcoming bills' })).toContainText('No recurring bills yet');
  });
  assertNoConsoleErrors();
});

test('suggestions from the history: track one (it becomes a rule), dismiss another (it stays dismissed)', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await registerUser(page.request, { timezone: 'UTC' });
  // Three charges a month apart, the last a few days ago.
  const last = addDays(today(), -3);
  for (const months of [-2, -1, 0]) {
    await createTransaction(page.request, { amount: '15.99', description: 'Netflix', category: 'Entertainment', transactionDate: addMonths(last, months) });
    await createTransaction(page.request, { amount: '40.00', description: 'Gym membership', category: 'Healthcare', transactionDate: addMonths(addDays(last, -1), months) });
  }
  const lastDay = Number(last.slice(8, 10));

  await page.goto('/recurring');
  const suggestions = page.getByRole('list', { name: 'Suggested recurring items' });
  const netflix = suggestions.getByRole('listitem', { name: 'Netflix' });
  await expect(netflix).toContainText(`Netflix looks monthly, $15.99 on the ${ordinal(lastDay)}. Track it?`);
  await expect(netflix).toContainText('Seen 3 times');
  await expect(suggestions.getByRole('listitem', { name: 'Gym membership' })).toBeVisible();
  await expectNoSeriousViolations(page, 'recurring suggestions');

  await netflix.getByRole('button', { name: 'Track Netflix' }).click();
  await expect(toast(page)).toContainText('Now tracking Netflix');
  await expect(netflix).toBeHidden();
  const rule = page.getByRole('list', { name: 'Recurring bills and income' }).getByRole('listitem', { name: 'Netflix' });
  await expect(rule).toContainText('-$15.99');
  await expect(rule).toContainText('Active');

  await suggestions.getByRole('button', { name: 'Dismiss Gym membership' }).click();
  await expect(toast(page)).toContainText('Suggestion dismissed');
  await expect(page.getByRole('region', { name: 'Suggestions' })).toBeHidden();
  await page.reload();
  await expect(rule).toBeVisible();
  await expect(page.getByRole('region', { name: 'Suggestions' })).toBeHidden();
  assertNoConsoleErrors();
});

test('a rule due today is recorded at once, marked Recurring on the dashboard and in the transactions list', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await registerUser(page.request, { timezone: 'UTC' });
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const entertainment = categories.find((category) => category.name === 'Entertainment')!;
  const res = await page.request.post('/api/recurring', {
    data: { type: 'expense', amount: '9.99', categoryId: entertainment.id, description: 'Spotify', frequency: 'monthly', dayOfMonth: Number(today().slice(8, 10)), startDate: today() },
  });
  expect(res.status(), await res.text()).toBe(201);
  await createTransaction(page.request, { amount: '4.50', description: 'Coffee', category: 'Dining', transactionDate: today() });

  await page.goto('/dashboard');
  const recent = page.getByRole('list', { name: 'Recent' });
  await expect(recent.getByTestId('transaction-row').filter({ hasText: 'Spotify' }).getByTestId('recurring-badge')).toHaveText('Recurring');
  await expect(recent.getByTestId('transaction-row').filter({ hasText: 'Coffee' }).getByTestId('recurring-badge')).toHaveCount(0);

  await page.goto('/transactions');
  const rows = page.getByTestId('transaction-item');
  await expect(rows.filter({ hasText: 'Spotify' }).getByTestId('recurring-badge')).toHaveText('Recurring');
  await expect(rows.filter({ hasText: 'Coffee' }).getByTestId('recurring-badge')).toHaveCount(0);
  assertNoConsoleErrors();
});
