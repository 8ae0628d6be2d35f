/** The auth page at phone width (tagged @mobile: it also runs in the Pixel 7 project). */
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors } from '../fixtures';

const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('phone width @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the auth page fits, keeps its controls reachable and hides the side panel @mobile', async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await hasNoSidewaysScroll(page)).toBe(true);
    await expect(page.getByText('Your money, sorted one message at a time.')).toBeHidden();
    await expect(page.getByLabel('Language')).toBeVisible();

    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect(box?.width).toBeGreaterThan(280);
    expect(box?.height).toBeGreaterThanOrEqual(44);

    await page.getByRole('button', { name: /Preferred currency/ }).click();
    await page.getByRole('searchbox', { name: 'Search currencies' }).fill('xyz123');
    await expect(page.getByText('No currencies found')).toBeVisible();
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    await page.getByRole('tab', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    for (const path of ['/', '/privacy', '/nowhere']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await hasNoSidewaysScroll(page), path).toBe(true);
    }
    assertNoConsoleErrors();
  });
});
