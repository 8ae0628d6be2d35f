/**
 * At phone width (390 px) no page scrolls sideways and no header, navigation or banner is wider than
 * its box (a clipped header hides a control), in English, Portuguese and Spanish.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerUser } from '../fixtures';

const LANGUAGES = ['en', 'pt', 'es'] as const;
const PUBLIC_PAGES = ['/', '/auth', '/auth?mode=signin', '/support', '/privacy', '/terms', '/admin'];
const SIGNED_IN_PAGES = ['/chat', '/dashboard', '/budget', '/recurring', '/settings'];

/** Every element among the page, its headers and navigations whose content is wider than its box. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page +${root.scrollWidth - root.clientWidth}px`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('header, nav, [role="banner"], header *'))) {
      const style = getComputedStyle(el);
      // A box that scrolls on purpose (a tab strip), text cut with an ellipsis on purpose and
      // screen-reader-only text are not clipped by accident.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll' || style.textOverflow === 'ellipsis' || style.position === 'absolute') continue;
      if (el.scrollWidth > el.clientWidth && el.clientWidth > 0) {
        found.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ').slice(0, 3).join('.')}` : ''} +${el.scrollWidth - el.clientWidth}px`);
      }
    }
    return found;
  });
}

test.describe('390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const language of LANGUAGES) {
    test(`no page overflows sideways in ${language}`, async ({ page, context }) => {
      await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        problems.push(...(await overflowing(page)).map((p) => `${path}: ${p}`));
      }
      await registerUser(context.request, { preferredLanguage: language });
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        problems.push(...(await overflowing(page)).map((p) => `${path}: ${p}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
