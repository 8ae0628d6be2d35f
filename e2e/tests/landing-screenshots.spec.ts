/**
 * Screenshots for a person to look at (not assertions): SHOTS=1 npx playwright test -c
 * e2e/playwright.config.ts landing-screenshots writes PNGs of every public page at desktop and phone
 * widths, in English and Portuguese (and the landing in Spanish), to /tmp/shots (or SHOTS_DIR).
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });
// Sections below the fold are painted only near the viewport (content-visibility); a full-page
// picture needs them painted at once, which takes a style the page's CSP would refuse.
test.use({ bypassCSP: true });

async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  for (const language of ['en', 'pt', 'es'] as const) {
    test(`public pages in ${language} (${size})`, async ({ page }) => {
      mkdirSync(dir, { recursive: true });
      await page.setViewportSize(viewport);
      await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
      const name = (page_: string) => `${size}-${language}-${page_}`;

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('seats-left')).not.toHaveText('\u00a0');
      await shot(page, name('landing'));
      const examples = page.getByRole('log').locator('..').getByRole('button');
      const chips = page.locator('section[aria-labelledby="demo-heading"] ul button');
      for (const index of [0, 1, 3]) await chips.nth(index).click();
      await expect(page.getByRole('log').getByRole('listitem')).toHaveCount(7);
      await page.getByRole('log').scrollIntoViewIfNeeded();
      await shot(page, name('landing-demo'), false);
      expect(await examples.count()).toBeGreaterThan(0);
      if (size === 'phone') {
        await page.evaluate(() => window.scrollTo(0, 2400));
        await shot(page, name('landing-scrolled'), false);
      }
      if (language === 'es') return;

      for (const path of ['privacy', 'terms', 'support', 'nowhere']) {
        await page.goto(`/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, name(path));
      }
      await page.goto('/support');
      await page.locator('#contact button[type="submit"]').click();
      await page.locator('#contact').scrollIntoViewIfNeeded();
      await shot(page, name('support-errors'), false);
      await page.locator('#contact input[name="name"]').fill('Ana Souza');
      await page.locator('#contact input[name="email"]').fill('ana@example.com');
      await page.locator('#contact input[name="subject"]').fill('Export');
      await page.locator('#contact textarea[name="message"]').fill('How do I export only one month?');
      await page.locator('#contact button[type="submit"]').click();
      await expect(page.locator('#contact [role="status"]')).toBeVisible();
      await shot(page, name('support-sent'), false);
      await page.goto('/auth');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, name('auth'));
    });
  }
}
