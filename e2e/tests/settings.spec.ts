/**
 * Settings journeys through the real screens, server and a real SMTP server: language and currency
 * (saved in order, then a reload), email change with the emailed verification link, password reset by
 * email, password change with the delayed session-issue toast, data download and account deletion.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, failedRequest, registerUser, shownPhone, signedInPage } from '../fixtures';
import { linkIn, waitForMail } from '../mail';

const toast = (page: Page) => page.getByTestId('toast');

test('language and currency: saved currency first, then language, then the app reloads in Portuguese with amounts in BRL', async ({ context }) => {
  const { page, user } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const created = await context.request.post('/api/transactions', {
    data: { type: 'expense', amount: '10.00', currency: 'EUR', description: 'Museum', category: 'Entertainment', transactionDate: '2026-11-02' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  // Shown grouped for reading, not as stored (+12012345678).
  await expect(page.getByRole('definition').filter({ hasText: shownPhone(user.phoneNumber) })).toBeVisible();
  await expect(page.getByText('Test Person')).toBeVisible();
  const saveBar = page.getByTestId('save-bar');
  await expect(saveBar).toBeHidden();

  await test.step('the language list shows native and English names; the Save button appears only on a change', async () => {
    const languages = page.getByRole('radiogroup', { name: 'Interface language' });
    await expect(languages.getByRole('radio')).toHaveCount(3);
    await expect(languages).toContainText('Português');
    await expect(languages).toContainText('Portuguese');
    await languages.getByText('Español').click();
    await expect(saveBar).toBeVisible();
    await languages.getByText('English', { exact: true }).first().click();
    await expect(saveBar).toBeHidden();
    await languages.getByText('Português').click();
    await expect(saveBar).toBeVisible();
  });

  await test.step('the currency search filters the list and has an empty state', async () => {
    const search = page.getByRole('searchbox', { name: 'Search currencies' });
    await search.fill('zzzz');
    await expect(page.getByText('No currencies found')).toBeVisible();
    await search.fill('real');
    await page.getByRole('option', { name: /BRL/ }).click();
    await expect(page.getByTestId('currency-example')).toHaveText('Amounts look like R$1,234.56');
  });

  await test.step('save: currency, then language, then a reload', async () => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') calls.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await saveBar.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
    expect(calls).toEqual([`/api/users/${user.id}/currency`, `/api/users/${user.id}/language`]);
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  });

  await test.step('after the reload: Portuguese, BRL, nothing left to save', async () => {
    await expect(page).toHaveTitle('Configurações - Tally');
    await expect(page.getByTestId('current-currency')).toHaveText('R$ BRL');
    await expect(page.getByTestId('currency-example')).toHaveText('Os valores aparecem assim: R$\u00a01.234,56');
    await expect(page.getByTestId('save-bar')).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('financebot_user') ?? 'null') as Record<string, unknown>);
    expect(stored).toMatchObject({ preferredLanguage: 'pt', preferredCurrency: 'BRL' });
    const dashboard = await (await context.request.get('/api/dashboard?period=all')).json();
    expect(dashboard.currency).toBe('BRL');
    // 10 EUR re-expressed in BRL at the transaction's date: a real conversion, not the EUR figure.
    expect(dashboard.totals.expenses).toMatch(/^\d+\.\d{2}$/);
    expect(dashboard.totals.expenses).not.toBe('10.00');
  });

  await test.step('only a currency change also reloads', async () => {
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await page.getByRole('searchbox', { name: 'Buscar moedas' }).fill('JPY');
    await page.getByRole('option', { name: /JPY/ }).click();
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByTestId('current-currency')).toHaveText('¥ JPY');
    // The new currency may show before the reload lands; asking the page during it fails, so ask until the reloaded page answers.
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload).catch(() => 'reloading')).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  });
  assertNoConsoleErrors();
});

test('email: change it, follow the verification link from the mail server, see it verified', async ({ context }) => {
  const { page, user } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const newEmail = `changed.${user.phoneNumber.slice(1)}@example.com`;
  await page.goto('/settings');
  const status = page.getByTestId('email-status');
  await expect(status).toContainText(user.email);
  await expect(status).toContainText('Not verified');

  await test.step('the change form opens, refuses a malformed address and cancel clears it', async () => {
    await page.getByRole('button', { name: 'Change email' }).click();
    const input = page.getByLabel('New email address');
    await input.fill('not an email');
    await page.getByRole('button', { name: 'Save email' }).click();
    await expect(toast(page)).toContainText('Invalid Email');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(input).toBeHidden();
    await page.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByLabel('New email address')).toHaveValue('');
  });

  await test.step('save a new address', async () => {
    await page.getByLabel('New email address').fill(newEmail.toUpperCase());
    await page.getByRole('button', { name: 'Save email' }).click();
    await expect(toast(page)).toContainText('Email Updated');
    await expect(toast(page)).toContainText('Please check your new email for verification instructions.');
    await expect(status).toContainText(newEmail);
    await expect(status).toContainText('Not verified');
  });

  await test.step('resend, with its sending state', async () => {
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await resend.click();
    await expect(toast(page)).toContainText('Verification email sent');
  });

  const mail = await waitForMail(newEmail, (m) => m.subject === 'Confirm your email address for Tally');
  const link = linkIn(mail, '/api/auth/verify-email?token=');

  await test.step('the link verifies and lands on the chat with the toast', async () => {
    await page.goto(link);
    await expect(toast(page)).toContainText('Email Verified Successfully');
    await expect(page).toHaveURL('/chat');
    await page.goto('/settings');
    await expect(status).toContainText('Verified');
    await expect(status).not.toContainText('Not verified');
    await expect(page.getByRole('button', { name: 'Resend verification email' })).toBeHidden();
  });

  await test.step('the same link again says it has expired, on a page', async () => {
    await page.goto(link);
    await expect(page).toHaveURL('/settings?verification=expired');
    const notice = page.getByTestId('verification-notice');
    await expect(notice).toContainText('Verification link expired');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
    await expect(page).toHaveURL('/settings');
  });
  assertNoConsoleErrors();
});

test('password reset by email, end to end', async ({ browser }) => {
  const setup = await browser.newContext();
  const user = await registerUser(setup.request, { name: 'Reset Person' });
  await setup.close();
  const context = await browser.newContext();
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK, failedRequest(400, /^\/api\/auth\/reset-password$/)]);
  const newPassword = 'Recovered-Pass7';

  await test.step('verify the address from the sign-up email, signed out', async () => {
    const mail = await waitForMail(user.email, (m) => m.subject.startsWith('Confirm'));
    await page.goto(linkIn(mail, 'verify-email'));
    await expect(toast(page)).toContainText('Email Verified Successfully');
    await expect(page).toHaveURL('/auth?mode=signin');
  });

  await test.step('ask for a reset link', async () => {
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page)).toContainText('Reset Link Sent');
  });

  const mail = await waitForMail(user.email, (m) => m.subject === 'Reset your Tally password');
  const link = linkIn(mail, '/auth?mode=reset-password&token=');

  await test.step('choose a new password from the link', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('weak');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'red');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(page.getByText('Strong - All requirements met')).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page)).toContainText('Password Reset');
    await expect(page).toHaveURL('/auth?mode=signin');
  });

  await test.step('sign in with it', async () => {
    await page.getByLabel('Phone number').fill(user.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(toast(page)).toContainText('Welcome!');
    await expect(page).toHaveURL('/');
  });

  await test.step('the link works once', async () => {
    // Sign out by dropping the cookie with no page of ours open: the chat page loads its history when
    // it opens (and again later), and a request of it sent after the cookie went would answer 401 and
    // log it (a flaky failure seen in CI).
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another-Pass8');
    await page.getByLabel('Confirm new password').fill('Another-Pass8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(toast(page)).toContainText('Reset Unavailable');
    await expect(toast(page)).toContainText('invalid, expired or already used');
  });
  assertNoConsoleErrors();
  await context.close();
});

test('password change: strength meter, cancel clears, errors, success, and the delayed session-issue toast', async ({ context }) => {
  const { page } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(400, /\/password$/), failedRequest(401, /\/password$/)]);
  await page.goto('/settings');
  const open = page.getByRole('button', { name: 'Change password' });

  await test.step('toggle, meter, cancel clears all three', async () => {
    await open.click();
    await page.getByLabel('Current password').fill('something');
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'red');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('Current password')).toBeHidden();
    await open.click();
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
  });

  const submit = page.getByRole('button', { name: 'Update password' });
  await test.step('the spec’s validation toasts', async () => {
    await submit.click();
    await expect(toast(page)).toContainText('All Fields Required');
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Other-Pass2');
    await page.getByLabel('Confirm new password').fill('Other-Pass3');
    await submit.click();
    await expect(toast(page)).toContainText("Passwords Don't Match");
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm new password').fill('weakpass');
    await submit.click();
    await expect(toast(page)).toContainText('Password Requirements Not Met');
  });

  await test.step('a wrong current password', async () => {
    await page.getByLabel('Current password').fill('Wrong-Pass1');
    await page.getByLabel('New password', { exact: true }).fill('Other-Pass2');
    await page.getByLabel('Confirm new password').fill('Other-Pass2');
    await submit.click();
    await expect(toast(page)).toContainText('Password Change Failed');
    await expect(toast(page)).toContainText('Current password is incorrect');
  });

  await test.step('success', async () => {
    await page.getByLabel('Current password').fill(PASSWORD);
    await submit.click();
    await expect(toast(page)).toContainText('Password Changed');
    await expect(page.getByLabel('Current password')).toBeHidden();
  });

  await test.step('a session that has ended: the failure, then 2 s later the session-issue toast', async () => {
    await context.request.post('/api/auth/logout');
    await open.click();
    await page.getByLabel('Current password').fill('Other-Pass2');
    await page.getByLabel('New password', { exact: true }).fill('Third-Pass3');
    await page.getByLabel('Confirm new password').fill('Third-Pass3');
    await submit.click();
    await expect(toast(page)).toContainText('Password Change Failed');
    const failedAt = Date.now();
    await expect(toast(page)).toContainText('Session Issue Detected', { timeout: 5000 });
    expect(Date.now() - failedAt).toBeGreaterThan(1500);
    await expect(toast(page)).toContainText('Please log out and log back in to refresh your session.');
  });
  assertNoConsoleErrors();
});

test('download my data, then delete the account', async ({ context }) => {
  const { page, user } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(400, new RegExp(`^/api/users/${user.id}$`)), SIGNED_OUT_SESSION_CHECK]);
  await context.request.post('/api/transactions', {
    data: { type: 'income', amount: '2500.00', currency: 'USD', description: 'Salary November', category: 'Salary', transactionDate: '2026-11-01' },
  });
  await page.goto('/settings');

  await test.step('download: a JSON file with the profile and the transaction', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^tally-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(data.profile).toMatchObject({ id: user.id, phoneNumber: user.phoneNumber });
    expect(data.transactions).toEqual([expect.objectContaining({ description: 'Salary November', amount: '2500.00' })]);
    await expect(toast(page)).toContainText('Export successful');
  });

  await test.step('delete: explains it cannot be undone, asks for the password', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toContainText('This cannot be undone.');
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Enter your password to confirm').fill('Wrong-Pass1');
    await confirm.click();
    await expect(dialog).toContainText('Password is incorrect');
    await dialog.getByLabel('Enter your password to confirm').fill(PASSWORD);
    await confirm.click();
  });

  await test.step('back on the landing page, signed out, the account gone', async () => {
    // (The deletion checks the password first, and hashing is slow on a loaded machine: CI once took over 10 s here.)
    await expect(toast(page)).toContainText('Account Deleted', { timeout: 30_000 });
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /Track your money/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('financebot_user'))).toBeNull();
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    const login = await context.request.post('/api/auth/login', { data: { phoneNumber: user.phoneNumber, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });
  assertNoConsoleErrors();
});

test('a verification link that does not work lands on the sign-in form with a clear notice', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/api/auth/verify-email?token=not-a-real-token');
  await expect(page).toHaveURL('/auth?mode=signin&verification=expired');
  await expect(page.getByTestId('verification-notice')).toContainText('This verification link has expired or was already used.');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.goto('/api/auth/verify-email');
  await expect(page.getByTestId('verification-notice')).toContainText('Verification token is required.');
  assertNoConsoleErrors();
});

test('settings at phone width: one column, the scroll-to-top button after 800 px @mobile', async ({ context }) => {
  const { page } = await signedInPage(context);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
