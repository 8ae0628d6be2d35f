/**
 * Screenshots of the settings screens for a person to look at (not assertions):
 * SHOTS=1 npx playwright test -c e2e/playwright.config.ts settings-screenshots writes PNGs at desktop
 * and phone widths to /tmp/shots (or SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signedInPage } from '../fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string, fullPage = true) {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
  // A long phone page shrinks to nothing in an image viewer: also in screen-high parts.
  const { width, height } = page.viewportSize()!;
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  if (!fullPage || width > 500) return;
  for (let y = 0, part = 1; y < total; y += height, part++) {
    await page.screenshot({ path: `${dir}/${name}-part${part}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(height, total - y) } });
  }
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`settings screens (${size})`, async ({ context }) => {
      mkdirSync(dir, { recursive: true });
      const { page } = await signedInPage(context);
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await shot(page, `${size}-settings`);

      await page.getByRole('button', { name: 'Change email' }).click();
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('New password', { exact: true }).fill('abcD1');
      await shot(page, `${size}-settings-forms`);

      await page.getByRole('radiogroup', { name: 'Interface language' }).getByText('Español').click();
      await page.getByRole('searchbox', { name: 'Search currencies' }).fill('zzz');
      await shot(page, `${size}-settings-dirty`, false);
      await page.getByRole('searchbox', { name: 'Search currencies' }).fill('real');
      await page.getByRole('option', { name: /BRL/ }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
      await shot(page, `${size}-settings-es`);

      await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
      await shot(page, `${size}-settings-delete-es`, false);

      await page.goto('/settings?verification=expired');
      await shot(page, `${size}-settings-notice-es`, false);
    });

    test(`verification notice on sign-in (${size})`, async ({ page }) => {
      mkdirSync(dir, { recursive: true });
      await page.goto('/api/auth/verify-email?token=nope');
      await expect(page.getByTestId('verification-notice')).toBeVisible();
      await shot(page, `${size}-signin-verification-expired`);
    });
  });
}
