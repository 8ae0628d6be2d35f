/**
 * axe on every page: no serious or critical violation. Signed out: every public page in English and
 * spot checks in Portuguese and Spanish, including the states a visitor brings about (demo answers,
 * form errors, the support confirmation, the phone layout). Signed in: the chat with a transaction
 * card, the dashboard's tabs and dialogs (add transaction, export), budgets, settings, and the public
 * pages with the signed-in header, at desktop and phone width. The admin area: login with its error,
 * every tab and the edit dialog.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerUser, signInAsAdmin } from '../fixtures';

async function newPage(browser: Browser, language: 'en' | 'pt' | 'es', viewport = { width: 1280, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
  return page;
}

async function expectNoSeriousViolations(page: Page, label: string) {
  // A dialog fades in (180 ms): colours measured mid-fade fail contrast that the settled page passes.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(serious, `${label}\n${serious.join('\n')}`).toEqual([]);
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/', 'landing'],
  ['/auth', 'sign-up'],
  ['/auth?mode=signin', 'sign-in'],
  ['/auth?mode=forgot-password', 'forgot password'],
  ['/auth?mode=reset-password&token=an-emailed-token', 'reset password'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/support', 'support'],
  ['/no/such/page', '404'],
];

for (const [width, viewport] of [
  ['desktop', { width: 1280, height: 860 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`every public page in English at ${width} width`, async ({ browser }) => {
    const page = await newPage(browser, 'en', viewport);
    for (const [path, label] of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `${label} (${width})`);
    }
    await page.context().close();
  });
}

for (const language of ['pt', 'es'] as const) {
  test(`landing, auth, privacy and support in ${language}`, async ({ browser }) => {
    const page = await newPage(browser, language);
    for (const path of ['/', '/auth', '/privacy', '/support']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `${path} (${language})`);
    }
    await page.context().close();
  });
}

test('the landing demo with answers, and the support form with errors and its confirmation', async ({ browser }) => {
  const page = await newPage(browser, 'en');
  await page.goto('/');
  const input = page.getByLabel('Your message to the demo');
  await input.fill('coffee 4.50 and taxi 12');
  await input.press('Enter');
  await expect(page.getByRole('log')).toContainText('Recorded 2 transactions');
  await page.getByRole('button', { name: 'How much did I spend on dining this month?' }).click();
  await expect(page.getByRole('log')).toContainText('Good question!');
  await expectNoSeriousViolations(page, 'landing demo');

  await page.goto('/support');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please type a message')).toBeVisible();
  await expectNoSeriousViolations(page, 'support errors');
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByLabel('Email', { exact: true }).fill('ana@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Hello');
  await page.getByLabel('Message', { exact: true }).fill('Just saying hi');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeVisible();
  await expectNoSeriousViolations(page, 'support confirmation');
  await page.context().close();
});

test('the landing at phone width, scrolled (floating buttons) @mobile', async ({ browser }) => {
  const page = await newPage(browser, 'pt', { width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toBeVisible();
  await expectNoSeriousViolations(page, 'landing phone');
  await page.context().close();
});

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** A signed-in page for a fresh user with an expense, a tagged income and a budget. */
async function signedInPage(browser: Browser, language: 'en' | 'pt', viewport: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, language, viewport);
  const request = page.context().request;
  await registerUser(request, { preferredLanguage: language, timezone: 'UTC' });
  const today = new Date().toISOString().slice(0, 10);
  for (const data of [
    { type: 'expense', amount: '42.50', description: 'Groceries', category: 'groceries', tags: ['home'] },
    { type: 'income', amount: '1500.00', description: 'Salary', category: 'salary', tags: ['work'] },
  ]) {
    const res = await request.post('/api/transactions', { data: { currency: 'USD', transactionDate: today, ...data } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const budget = await request.post('/api/budgets', { data: { category: 'groceries', amount: '100.00', period: 'monthly' } });
  expect(budget.status(), await budget.text()).toBe(201);
  return page;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`signed in at ${width} width: the chat with a card, the dashboard's tabs and dialogs`, async ({ browser }) => {
    // Many pages and states in one visit: axe takes a second or two each on a busy machine.
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'en', viewport);

    await visit(page, '/chat');
    const message = page.getByRole('textbox', { name: 'Message' });
    await message.fill('spent 25 on lunch');
    await message.press('Enter');
    await expect(page.getByRole('log').getByTestId('transaction-card')).toHaveCount(1);
    await expectNoSeriousViolations(page, `chat with a card (${width})`);

    await visit(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Available balance' })).toBeVisible();
    for (const tab of ['Recent', 'Income', 'Expenses', 'Tags']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoSeriousViolations(page, `dashboard ${tab} (${width})`);
    }
    await page.getByRole('button', { name: 'Add expense' }).click();
    const add = page.getByRole('dialog', { name: 'Add transaction' });
    await expect(add).toBeVisible();
    await expectNoSeriousViolations(page, `add transaction dialog (${width})`);
    await page.keyboard.press('Escape');
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog');
    await expect(exportDialog.getByRole('heading', { name: 'Export Financial Report' })).toBeVisible();
    await expectNoSeriousViolations(page, `export dialog (${width})`);
    // The calendar with a chosen day (reopened: it shows the choice).
    await exportDialog.getByRole('button', { name: /Start Date/ }).click();
    await exportDialog.getByRole('grid').locator(`button[data-date="${new Date().toISOString().slice(0, 10)}"]`).click();
    await exportDialog.getByRole('button', { name: /Start Date/ }).click();
    await expect(exportDialog.getByRole('grid')).toBeVisible();
    await expectNoSeriousViolations(page, `export calendar (${width})`);
    await page.context().close();
  });

  test(`signed in at ${width} width: budgets, settings and the public pages`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, 'en', viewport);
    await visit(page, '/budget');
    await expectNoSeriousViolations(page, `budgets performance (${width})`);
    await page.getByRole('tab', { name: /Budgets/ }).click();
    await expectNoSeriousViolations(page, `budgets management (${width})`);

    await visit(page, '/settings');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toBeVisible();
    await expectNoSeriousViolations(page, `settings (${width})`);

    for (const path of ['/privacy', '/terms', '/support', '/no/such/page']) {
      await visit(page, path);
      await expectNoSeriousViolations(page, `${path} signed in (${width})`);
    }
    await page.context().close();
  });
}

test('the signed-in pages in Portuguese', async ({ browser }) => {
  const page = await signedInPage(browser, 'pt', DESKTOP);
  for (const path of ['/chat', '/dashboard', '/budget', '/recurring', '/settings']) {
    await visit(page, path);
    await expectNoSeriousViolations(page, `${path} (pt)`);
  }
  await page.context().close();
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the admin area at ${width} width: login with its error, every tab, the edit dialog`, async ({ browser }) => {
    test.setTimeout(120_000);
    const seed = await browser.newContext();
    await registerUser(seed.request, { name: 'Axe Person' }); // so the users table has a row
    const feedback = await seed.request.post('/api/feedback/beta', {
      data: { feedbackType: 'bug_report', title: 'Axe feedback', description: 'Something to list.', priority: 'low' },
    });
    expect(feedback.status(), await feedback.text()).toBe(201);
    await seed.close();

    const page = await newPage(browser, 'en', viewport);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
    await expectNoSeriousViolations(page, `admin login (${width})`);
    await page.getByLabel('Username').fill('nobody');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('form', { name: 'Admin login' }).getByRole('alert')).toBeVisible();
    await expectNoSeriousViolations(page, `admin login error (${width})`);

    await signInAsAdmin(page);
    for (const tab of ['Overview', 'Users', 'Feedback', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `admin ${tab} (${width})`);
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    // Any user's row (a table on desktop, a list on phones): the list is paged, so while other journeys
    // make users ours may be on a later page.
    await page.getByRole('tabpanel', { name: 'Users' }).getByRole('button', { name: /^Edit / }).first().click();
    await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeVisible();
    await expectNoSeriousViolations(page, `admin edit user (${width})`);
    await page.context().close();
  });
}
