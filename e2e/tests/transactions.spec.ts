/**
 * The transactions page (issue 15): reached from the dashboard, search and filters answered by the
 * server, Edit with the same form as the dashboard (and the dashboard follows), Delete after
 * confirmation; and on the dashboard, hiding the balance hides every amount, and the form's buttons
 * are on screen without scrolling at 1280×800 and 390×844.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, dateInTimezone } from '@tally/shared/dates';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, registerUser } from '../fixtures';

const today = () => dateInTimezone(new Date(), 'UTC');

async function createTransaction(
  request: APIRequestContext,
  body: { type?: 'income' | 'expense'; amount: string; description: string; category: string; tags?: string[]; currency?: string; transactionDate?: string },
) {
  const res = await request.post('/api/transactions', { data: { type: 'expense', currency: 'USD', tags: [], transactionDate: today(), ...body } });
  expect(res.status(), await res.text()).toBe(201);
}

async function seed(request: APIRequestContext) {
  await createTransaction(request, { type: 'income', amount: '3000', description: 'November salary', category: 'Salary', tags: ['recurring'] });
  await createTransaction(request, { amount: '12.50', description: 'Café da manhã na Padaria São João', category: 'Dining', tags: ['work'] });
  await createTransaction(request, { amount: '80', description: 'Groceries at the market', category: 'Groceries', tags: ['family', 'essential'], transactionDate: addDays(today(), -1) });
  await createTransaction(request, { amount: '50', description: 'Taxi in Lisbon', category: 'Transportation', currency: 'EUR', tags: ['travel'] });
  await createTransaction(request, { amount: '9.99', description: 'Streaming subscription', category: 'Entertainment', transactionDate: '2025-03-10' });
}

const descriptions = (page: Page) => page.getByTestId('transaction-description');
const item = (page: Page, text: string) => page.getByTestId('transaction-item').filter({ hasText: text });

/** True when the element is entirely inside the viewport. */
async function isOnScreen(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
}

test('signed out, /transactions shows the auth screen at its own address', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveURL('/transactions');
  assertNoConsoleErrors();
});

test('from the dashboard to the list: search ignoring accents, filters, edit with the form (the dashboard follows) and delete after confirming', async ({ context }) => {
  await registerUser(context.request, { timezone: 'UTC' });
  await seed(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);

  await test.step('reached from the dashboard: the header link and "See all" under the recent list', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'All transactions' })).toHaveAttribute('href', '/transactions');
    await page.getByRole('tabpanel').getByRole('link', { name: 'See all' }).click();
    await expect(page).toHaveURL('/transactions');
    await expect(page).toHaveTitle('Transactions - Tally');
    await expect(page.getByTestId('transactions-summary')).toHaveText('5 transactions');
    // Newest first; the EUR taxi in its own currency with the dollars in brackets; tags on the row.
    await expect(descriptions(page).last()).toHaveText('Streaming subscription');
    const taxi = item(page, 'Taxi in Lisbon');
    await expect(taxi.getByTestId('transaction-amount')).toHaveText('-€50.00');
    await expect(taxi).toContainText(/\(\$\d+\.\d\d\)/);
    await expect(taxi).toContainText('#travel');
    await expect(item(page, 'November salary').getByTestId('transaction-amount')).toHaveText('+$3,000.00');
  });

  await test.step('search: case and accents do not matter', async () => {
    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await search.fill('PADARIA SAO JOAO');
    await expect(descriptions(page)).toHaveText(['Café da manhã na Padaria São João']);
    await search.fill('cafe manha');
    await expect(descriptions(page)).toHaveText(['Café da manhã na Padaria São João']);
    await search.fill('yacht');
    await expect(page.getByRole('heading', { name: 'No transactions match' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page.getByTestId('transactions-summary')).toHaveText('5 transactions');
  });

  await test.step('filters: type, category, currency, tag and custom dates', async () => {
    const filters = page.getByRole('group', { name: 'Filters' });
    await filters.getByLabel('Type').selectOption('income');
    await expect(descriptions(page)).toHaveText(['November salary']);
    await filters.getByLabel('Type').selectOption('expense');
    await expect(page.getByTestId('transactions-summary')).toHaveText('4 transactions');
    await filters.getByLabel('Category').selectOption({ label: 'Groceries' });
    await expect(descriptions(page)).toHaveText(['Groceries at the market']);
    await filters.getByLabel('Category').selectOption('');
    await filters.getByLabel('Currency').selectOption('EUR');
    await expect(descriptions(page)).toHaveText(['Taxi in Lisbon']);
    await filters.getByLabel('Currency').selectOption('');
    await filters.getByLabel('Tag').fill('#family');
    await expect(descriptions(page)).toHaveText(['Groceries at the market']);
    await filters.getByLabel('Tag').fill('');
    await filters.getByLabel('Period').selectOption('custom');
    await filters.getByLabel('From').fill('2025-01-01');
    await filters.getByLabel('To').fill('2025-12-31');
    await expect(descriptions(page)).toHaveText(['Streaming subscription']);
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('transactions-summary')).toHaveText('5 transactions');
  });

  await test.step('edit a row with the add-transaction form; the dashboard shows the change', async () => {
    await item(page, 'Groceries at the market').getByRole('button', { name: 'Edit Groceries at the market' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('80.00');
    await expect(dialog.getByLabel('Category')).toHaveValue(/\d+/);
    await expect(dialog.getByRole('list', { name: 'Chosen tags' }).getByRole('listitem')).toHaveText(['#family', '#essential']);
    // The same rules as adding.
    await dialog.getByLabel('Description', { exact: true }).fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await dialog.getByLabel('Description', { exact: true }).fill('Groceries at the organic market');
    await dialog.getByLabel('Amount').fill('95.25');
    await dialog.getByLabel('Category').selectOption({ label: 'Shopping' });
    await dialog.getByLabel('Date').fill(today());
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByTestId('toast')).toContainText('Transaction updated');
    await expect(dialog).toBeHidden();
    const edited = item(page, 'Groceries at the organic market');
    await expect(edited.getByTestId('transaction-amount')).toHaveText('-$95.25');
    await expect(edited).toContainText('Shopping');

    await page.goto('/dashboard');
    await expect(page.getByTestId('transaction-row').filter({ hasText: 'Groceries at the organic market' })).toContainText('-$95.25');
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page.getByTestId('category-share').filter({ hasText: 'Shopping' })).toContainText('$95.25');
    await page.getByRole('link', { name: 'All transactions' }).click();
    await expect(page).toHaveURL('/transactions');
  });

  await test.step('delete asks first; cancelling keeps the row, confirming removes it everywhere', async () => {
    const row = item(page, 'Streaming subscription');
    await row.getByRole('button', { name: 'Delete Streaming subscription' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this transaction?' });
    await expect(confirm).toContainText('Streaming subscription');
    await expect(confirm).toContainText('-$9.99');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete Streaming subscription' }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Transaction deleted');
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('transactions-summary')).toHaveText('4 transactions');
    const all = await (await context.request.get('/api/transactions?limit=200')).json();
    expect(all.transactions.map((x: { description: string }) => x.description)).not.toContain('Streaming subscription');
  });
  assertNoConsoleErrors();
});

test("the chat's card edits with the same form, shows the saved values, and Undo still removes it", async ({ context }) => {
  await registerUser(context.request, { timezone: 'UTC' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [/status of 400/]);
  await page.goto('/chat');
  await page.getByRole('textbox', { name: 'Message' }).fill('spent 25 on lunch');
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  const card = page.getByRole('log').getByTestId('transaction-card');
  await expect(card).toContainText('$25.00');

  await card.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit transaction' });
  await expect(dialog.getByLabel('Amount')).toHaveValue('25.00');
  await expect(dialog.getByLabel('Category')).not.toHaveValue('');
  // The same checks as everywhere: the server's refusal lands on the field.
  await dialog.getByLabel('Amount').fill('100000000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Amount').fill('31.40');
  await dialog.getByLabel('Description', { exact: true }).fill('Team lunch');
  await dialog.getByLabel('Category').selectOption({ label: 'Groceries' });
  await dialog.getByLabel('Custom tag').fill('work');
  await dialog.getByLabel('Custom tag').press('Enter');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('$31.40');
  await expect(card).toContainText('Team lunch');
  await expect(card).toContainText('Groceries');
  const stored = await (await context.request.get('/api/transactions')).json();
  expect(stored.transactions).toMatchObject([{ amount: '31.40', description: 'Team lunch', category: 'Groceries', tags: ['work'] }]);

  await card.getByRole('button', { name: 'Undo “Team lunch”' }).click();
  await expect(card).toHaveAttribute('data-undone', 'true');
  expect((await (await context.request.get('/api/transactions')).json()).total).toBe(0);
  assertNoConsoleErrors();
});

test('pages through a long list with Previous and Next', async ({ context }) => {
  await registerUser(context.request, { timezone: 'UTC' });
  for (let i = 1; i <= 27; i++) await createTransaction(context.request, { amount: `${i}.00`, description: `Coffee ${i}`, category: 'Dining', transactionDate: addDays(today(), -i) });
  const page = await context.newPage();
  await page.goto('/transactions');
  await expect(page.getByTestId('transactions-summary')).toHaveText('27 transactions · 1–25 of 27');
  await expect(descriptions(page)).toHaveCount(25);
  await expect(descriptions(page).first()).toHaveText('Coffee 1');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(descriptions(page)).toHaveText(['Coffee 26', 'Coffee 27']);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Deleting the page's rows goes back to the page before.
  for (const n of [26, 27]) {
    await item(page, `Coffee ${n}`).getByRole('button', { name: `Delete Coffee ${n}` }).click();
    await page.getByRole('dialog', { name: 'Delete this transaction?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(item(page, `Coffee ${n}`)).toHaveCount(0);
  }
  await expect(page.getByTestId('transactions-summary')).toHaveText('25 transactions');
  await expect(descriptions(page)).toHaveCount(25);
});

test('an empty list points to the chat', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  await page.goto('/transactions');
  await expect(page.getByRole('heading', { name: 'No transactions yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Record in the chat' })).toHaveAttribute('href', '/chat');
});

test('hiding the balance hides every amount on the dashboard: cards, charts, lists and tags', async ({ context }) => {
  await registerUser(context.request, { timezone: 'UTC' });
  await seed(context.request);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(page.getByTestId('balance')).toContainText('$');
  // Every text and every labelling attribute (chart titles, tooltips, screen-reader tables) of the page.
  const everything = () =>
    main.evaluate((root) => {
      const parts = [root.textContent ?? ''];
      for (const el of Array.from(root.querySelectorAll('*'))) for (const name of ['title', 'aria-label', 'aria-valuetext']) parts.push(el.getAttribute(name) ?? '');
      return parts.join(' ');
    });
  const money = /[$€]|\d\.\d\d/;
  for (const tab of ['Recent', 'Income', 'Expenses', 'Tags']) {
    await page.getByRole('tab', { name: tab }).click();
    expect(await everything()).toMatch(money);
  }
  await page.getByRole('button', { name: 'Hide balance' }).click();
  for (const tab of ['Recent', 'Income', 'Expenses', 'Tags']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toContainText('••••••');
    expect(await everything()).not.toMatch(money);
  }
  await page.getByRole('button', { name: 'Show balance' }).click();
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(page.getByTestId('transaction-row').first()).toContainText('$');
});

for (const [name, viewport] of [
  ['desktop 1280×800', { width: 1280, height: 800 }],
  ['phone 390×844', { width: 390, height: 844 }],
] as const) {
  test(`the form's buttons are on screen without scrolling, and toasts leave the page's main buttons free (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await registerUser(context.request, { timezone: 'UTC' });
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add transaction' });
    await dialog.getByLabel('Custom tag').fill('a-rather-long-tag');
    await dialog.getByLabel('Custom tag').press('Enter');
    for (const button of [dialog.getByRole('button', { name: 'Add transaction' }), dialog.getByRole('button', { name: 'Cancel' })]) {
      await expect(button).toBeVisible();
      expect(await isOnScreen(button, page)).toBe(true);
    }
    await dialog.getByLabel('Amount').fill('20');
    await dialog.getByLabel('Description', { exact: true }).fill('Lunch');
    await dialog.getByLabel('Category').selectOption({ label: 'Dining' });
    await dialog.getByRole('button', { name: 'Add transaction' }).click();
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Transaction Added');
    const toastBox = (await toast.boundingBox())!;
    for (const button of [page.getByRole('button', { name: 'Add expense' }), page.getByRole('button', { name: 'Add income' }), page.getByRole('button', { name: 'Hide balance' })]) {
      const box = await button.boundingBox();
      if (!box) continue;
      const overlaps = box.x < toastBox.x + toastBox.width && toastBox.x < box.x + box.width && box.y < toastBox.y + toastBox.height && toastBox.y < box.y + box.height;
      expect(overlaps, (await button.textContent()) ?? '').toBe(false);
    }
    await context.close();
  });
}

async function expectNoSeriousViolations(page: Page, label: string) {
  // Dialogs fade in: colours measured mid-fade fail contrast that the settled page passes.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 860 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe finds no serious violation on the list, its filters and its dialogs (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport });
    await registerUser(context.request, { timezone: 'UTC' });
    await seed(context.request);
    const page = await context.newPage();
    await page.goto('/transactions');
    await expect(page.getByTestId('transactions-summary')).toHaveText('5 transactions');
    if (name === 'phone') await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Filters' }).getByLabel('Period').selectOption('custom');
    await expectNoSeriousViolations(page, `list (${name})`);
    await item(page, 'Taxi in Lisbon').getByRole('button', { name: 'Edit Taxi in Lisbon' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit transaction' })).toBeVisible();
    await expectNoSeriousViolations(page, `edit dialog (${name})`);
    await page.keyboard.press('Escape');
    await item(page, 'Taxi in Lisbon').getByRole('button', { name: 'Delete Taxi in Lisbon' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this transaction?' })).toBeVisible();
    await expectNoSeriousViolations(page, `delete dialog (${name})`);
    await context.close();
  });
}

for (const language of ['pt', 'es'] as const) {
  test(`in ${language} the page is translated and fits a 390 px phone without sideways scrolling`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await registerUser(context.request, { timezone: 'UTC', preferredLanguage: language });
    await seed(context.request);
    const page = await context.newPage();
    await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
    await page.goto('/transactions');
    await expect(page).toHaveTitle(language === 'pt' ? 'Transações - Tally' : 'Transacciones - Tally');
    await expect(page.getByTestId('transactions-summary')).toHaveText(language === 'pt' ? '5 transações' : '5 transacciones');
    await expect(item(page, 'Streaming subscription')).toContainText(language === 'pt' ? 'Lazer' : 'Entretenimiento');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('group').first().locator('select').first().selectOption('custom');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
}

test('screenshots of the list and the form for a person to look at', async ({ browser }) => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  mkdirSync(dir, { recursive: true });
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    await registerUser(context.request, { timezone: 'UTC', name: 'Ana Lima' });
    await seed(context.request);
    const page = await context.newPage();
    await page.goto('/transactions');
    await expect(page.getByTestId('transactions-summary')).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${size}-transactions.png`, fullPage: true });
    await item(page, 'Taxi in Lisbon').getByRole('button', { name: 'Edit Taxi in Lisbon' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size}-transactions-edit.png` });
    await page.keyboard.press('Escape');
    await item(page, 'Taxi in Lisbon').getByRole('button', { name: 'Delete Taxi in Lisbon' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size}-transactions-delete.png` });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByTestId('toast')).toBeVisible();
    await page.screenshot({ path: `${dir}/${size}-transactions-toast.png` });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Hide balance' }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${size}-dashboard-hidden.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add expense' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${size}-dashboard-add.png` });
    await page.goto('/chat');
    await page.getByRole('textbox', { name: 'Message' }).fill('spent 25 on lunch and 40 euros on a taxi');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(page.getByRole('log').getByTestId('transaction-card')).toHaveCount(2);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${size}-chat-cards.png` });
    await context.close();
  }
});
