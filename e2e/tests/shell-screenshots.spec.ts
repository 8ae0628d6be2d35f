/**
 * Screenshots for a person to look at (not assertions): SHOTS=1 npx playwright test -c
 * e2e/playwright.config.ts shell-screenshots writes PNGs of the shell's screens at desktop and
 * phone widths, in English and one other language, to /tmp/shots (or SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`public screens (${size})`, async ({ page }) => {
      mkdirSync(dir, { recursive: true });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${size}-landing`);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await shot(page, `${size}-signup`);
      await page.getByRole('button', { name: 'Create account' }).click();
      await shot(page, `${size}-signup-errors`);
      await page.getByLabel('Phone number').fill('+55 11 98765 4321');
      await page.getByLabel('Password', { exact: true }).fill('abcD');
      await page.getByRole('button', { name: /Preferred currency/ }).click();
      await page.getByRole('searchbox', { name: 'Search currencies' }).fill('peso');
      await shot(page, `${size}-signup-filled`);
      await page.getByRole('tab', { name: 'Sign in' }).click();
      await shot(page, `${size}-signin`);
      await page.goto('/auth?mode=forgot-password');
      await shot(page, `${size}-forgot`);
      await page.goto('/auth?mode=reset-password&token=abc');
      await page.getByLabel('New password', { exact: true }).fill('Secret1');
      await shot(page, `${size}-reset`);
      await page.goto('/nowhere');
      await shot(page, `${size}-404`);
      for (const path of ['privacy', 'terms', 'support', 'admin']) {
        await page.goto(`/${path}`);
        await shot(page, `${size}-${path}`);
      }
      await page.goto('/auth');
      await page.getByLabel('Language').selectOption('pt');
      await shot(page, `${size}-signup-pt`);
      await page.goto('/');
      await shot(page, `${size}-landing-pt`);
      await page.getByLabel('Idioma').selectOption('es');
      await expect(page.getByRole('heading', { name: /Controla tu dinero/ })).toBeVisible();
      await page.goto('/auth?mode=signin');
      await shot(page, `${size}-signin-es`);
    });

    test(`signed-in screens (${size})`, async ({ context }) => {
      const { page } = await signedInPage(context);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${dir}/${size}-chat.png` });
      await page.getByRole('button', { name: 'Add an expense' }).click();
      await page.screenshot({ path: `${dir}/${size}-chat-filled.png` });
      for (const path of ['dashboard', 'budget', 'settings']) {
        await page.goto(`/${path}`);
        await shot(page, `${size}-${path}`);
      }
    });
  });
}
