/** The route table of spec section 2: who sees what where, the 404 page and the page titles. */
import { expect, test } from '@playwright/test';
import { SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, signedInPage } from '../fixtures';

test('signed out, the signed-in pages show the auth screen at their own address', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  for (const path of ['/dashboard', '/chat', '/settings', '/budget', '/recurring']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle('Create account - Tally');
  }
  assertNoConsoleErrors();
});

test('an unknown address shows the 404 page with its way back', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/privacy');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found - Tally');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL('/privacy');
  await page.goForward();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: /Track your money/ })).toBeVisible();
  assertNoConsoleErrors();
});

test('public pages have their titles, and the landing links where the spec says', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK, SIGNED_OUT_ADMIN_CHECK]);
  const titles: Array<[string, string, string]> = [
    ['/', 'Tally – AI finance assistant', 'Track your money'],
    ['/landing', 'Tally – AI finance assistant', 'Track your money'],
    ['/auth?mode=signin', 'Sign in - Tally', 'Welcome back'],
    ['/auth?mode=reset-password', 'Reset password - Tally', 'Feature Unavailable'],
    ['/privacy', 'Privacy Policy - Tally', 'Privacy Policy'],
    ['/terms', 'Terms of Service - Tally', 'Terms of Service'],
    ['/support', 'Support - Tally', 'How can we help?'],
    ['/admin', 'Admin - Tally', 'Admin login'],
  ];
  for (const [path, title, heading] of titles) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await expect(page).toHaveTitle(title);
  }

  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?mode=signin');
  await expect(header.getByRole('link', { name: 'Join the beta' })).toHaveAttribute('href', '/auth');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [['Privacy', '/privacy'], ['Terms', '/terms'], ['Support', '/support']]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('Last updated: June 2025')).toBeVisible();
  assertNoConsoleErrors();
});

test('signed in: / and /auth show the chat, and each page has its title and way back', async ({ context }) => {
  const { page, user } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  for (const path of ['/', '/auth', '/chat']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: /welcome to Tally/ })).toBeVisible();
    await expect(page).toHaveTitle('Chat - Tally');
  }
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(nav.getByRole('link', { name: 'Budget' })).toHaveAttribute('href', '/budget');
  await expect(nav.getByRole('link', { name: 'Recurring' })).toHaveAttribute('href', '/recurring');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await page.getByLabel('Message').fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  for (const [path, title] of [['/dashboard', 'Dashboard - Tally'], ['/budget', 'Budget - Tally'], ['/recurring', 'Recurring - Tally'], ['/settings', 'Settings - Tally']]) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await page.getByRole('banner').getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL('/chat');
  }

  // The verification link's landing: a toast, then the parameter is gone from the address.
  await page.goto('/?verified=true');
  await expect(page.getByTestId('toast')).toContainText('Email Verified Successfully');
  await expect(page).toHaveURL('/');
  expect(user.id).toBeGreaterThan(0);
  assertNoConsoleErrors();
});
