/**
 * axe on every public page: no serious or critical violation, in English everywhere and spot checks
 * in Portuguese and Spanish, including the states a visitor brings about (demo answers, form errors,
 * the support confirmation, the phone layout).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

async function newPage(browser: Browser, language: 'en' | 'pt' | 'es', viewport = { width: 1280, height: 860 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
  return page;
}

async function expectNoSeriousViolations(page: Page, label: string) {
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
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/support', 'support'],
  ['/no/such/page', '404'],
];

test('every public page in English', async ({ browser }) => {
  const page = await newPage(browser, 'en');
  for (const [path, label] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page, label);
  }
  await page.context().close();
});

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
