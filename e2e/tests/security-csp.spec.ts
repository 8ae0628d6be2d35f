/**
 * The app works under its own Content-Security-Policy (script-src 'self', no inline code or style):
 * the landing with its demo, sign-in, chat, dashboard with its dialog and charts, budgets, settings,
 * support and the operator's area are used, and the browser reports no policy violation, neither as a
 * `securitypolicyviolation` event nor on the console.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { ADMIN, registerUser } from '../fixtures';

interface Violation {
  directive: string;
  blocked: string;
  page: string;
  sample?: string;
}

/** Collects violations from every document the page loads, and the console's CSP errors. */
async function collectViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (v: unknown) => void }).__reportCspViolation;
      void report({ directive: e.effectiveDirective, blocked: e.blockedURI, page: location.pathname, sample: e.sample });
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push({ directive: 'console', blocked: message.text(), page: page.url() });
  });
  return violations;
}

/** The document's answer carries the policy this test relies on. */
function expectPolicy(response: Response | null) {
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'/);
}

test('no policy violation on the public pages, sign-in, the signed-in pages and the operator’s area', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const violations = await collectViolations(page);
  const signUp = await playwright.request.newContext({ baseURL });
  const user = await registerUser(signUp, { timezone: 'UTC' });
  await signUp.dispose();

  await test.step('landing, with the in-browser demo, and the public pages', async () => {
    expectPolicy(await page.goto('/'));
    await expect(page.getByRole('heading', { name: /Track your money/ })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    for (const path of ['/privacy', '/terms', '/support']) {
      expectPolicy(await page.goto(path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  await test.step('sign in through the form', async () => {
    expectPolicy(await page.goto('/auth?mode=signin'));
    await page.getByLabel('Phone number').fill(user.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('toast')).toContainText('Successfully logged in');
  });

  await test.step('chat: a sentence becomes a transaction card', async () => {
    expectPolicy(await page.goto('/chat'));
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill('spent 12 on lunch today');
    await composer.press('Enter');
    await expect(page.getByRole('log').getByTestId('transaction-card')).toHaveCount(1);
  });

  await test.step('dashboard: charts, tabs and the add-transaction dialog', async () => {
    expectPolicy(await page.goto('/dashboard'));
    await expect(page.getByTestId('transaction-row')).toHaveCount(1);
    await expect(page.getByTestId('spending-chart')).toBeVisible();
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await page.getByRole('button', { name: 'Add expense' }).click();
    await expect(page.getByRole('dialog', { name: 'Add transaction' })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  await test.step('budgets and settings', async () => {
    expectPolicy(await page.goto('/budget'));
    await page.getByRole('button', { name: 'Create budget' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Create budget' })).toBeVisible();
    await page.keyboard.press('Escape');
    expectPolicy(await page.goto('/settings'));
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  });

  await test.step('the operator’s area, every tab', async () => {
    expectPolicy(await page.goto('/admin'));
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
    for (const tab of ['Users', 'Feedback', 'Analytics', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
  });

  expect(violations).toEqual([]);

  // The collector itself works: an inline script is refused and reported.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.filter((v) => v.directive.startsWith('script-src')).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
});
