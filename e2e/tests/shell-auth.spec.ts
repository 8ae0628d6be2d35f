/**
 * The account journey through the real forms: sign up, stay signed in, sign out, sign in again; the
 * sign-in failure text; the sign-up validation messages; and the sign-up/sign-in toggle.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, failedRequest, shownPhone, uniquePhone } from '../fixtures';

test('a visitor signs up, stays signed in across a reload, signs out from settings and signs in again', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  const phone = uniquePhone();
  const spaced = `${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`;

  await test.step('sign up through the form', async () => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page).toHaveTitle('Create account - Tally');
    await page.getByLabel('Phone number').fill(spaced);
    await expect(page.getByTestId('phone-validity')).toHaveAttribute('data-valid', 'true');
    await page.getByLabel('Full name').fill('Journey Person');
    await page.getByLabel('Email').fill(`j${phone.slice(1)}@example.com`);
    await page.getByRole('button', { name: /Preferred currency/ }).click();
    await page.getByRole('searchbox', { name: 'Search currencies' }).fill('euro');
    await page.getByRole('option', { name: /EUR/ }).click();
    await expect(page.getByRole('button', { name: /Preferred currency/ })).toContainText('EUR');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(page.getByText('Strong - All requirements met')).toBeVisible();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
  });

  await test.step('land on the chat', async () => {
    await expect(page.getByTestId('toast')).toContainText('Account Created');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Hi Journey, welcome to Tally!' })).toBeVisible();
    await expect(page).toHaveTitle('Chat - Tally');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('financebot_user') ?? 'null') as Record<string, unknown> | null);
    expect(stored).toMatchObject({ phoneNumber: phone, preferredCurrency: 'EUR', preferredLanguage: 'en' });
    expect(stored?.timezone).toBe(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  await test.step('a quick action fills the input', async () => {
    await page.getByRole('button', { name: 'Show categories' }).click();
    await expect(page.getByLabel('Message')).toHaveValue('Show my categories');
  });

  await test.step('reload and stay signed in', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Hi Journey, welcome to Tally!' })).toBeVisible();
  });

  await test.step('sign out from settings', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL('/settings');
    await expect(page).toHaveTitle('Settings - Tally');
    await expect(page.getByRole('definition').filter({ hasText: shownPhone(phone) })).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: /Track your money/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('financebot_user'))).toBeNull();
    // The server session is gone too, not only the cache.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });

  await test.step('sign in again through the form', async () => {
    await page.goto('/chat');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/chat?mode=signin');
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Phone number').fill(phone);
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await submit.click();
    await expect(page.getByTestId('toast')).toContainText('Welcome!');
    await expect(page.getByTestId('toast')).toContainText('Successfully logged in');
    // The page asked for stays: /chat, now showing the chat.
    await expect(page).toHaveURL('/chat');
    await expect(page.getByRole('heading', { name: 'Hi Journey, welcome to Tally!' })).toBeVisible();
  });

  assertNoConsoleErrors();
});

test('a wrong password shows the Login Failed text', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK, failedRequest(401, /^\/api\/auth\/login$/)]);
  await page.goto('/auth?mode=signin');
  await expect(page).toHaveTitle('Sign in - Tally');
  await page.getByLabel('Phone number').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('Wrong-Pass1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const toast = page.getByRole('alert').getByTestId('toast');
  await expect(toast).toContainText('Login Failed');
  await expect(toast).toContainText('Invalid phone number or password.');
  await expect(page).toHaveURL('/auth?mode=signin');
  assertNoConsoleErrors();
});

test('sign-up explains every problem before anything is sent', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  let registerCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerCalls++;
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('toast')).toContainText('Phone Number Required');
  await expect(page.getByTestId('toast')).toContainText('Please enter your phone number');
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Phone number')).toBeFocused();

  await page.getByLabel('Phone number').fill('+1 555');
  await expect(page.getByTestId('phone-validity')).toHaveAttribute('data-valid', 'false');
  await expect(page.getByText('Please enter a valid international phone number (e.g., +1234567890, +44 20 7946 0958)')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'red');
  await expect(page.getByText('1 of 4 requirements met')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abcDEF');
  await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'green');
  await expect(page.getByTestId('password-missing')).toHaveText('One number');
  await page.getByLabel('Confirm password').fill('abcDEG');
  await expect(page.getByText('Please make sure both passwords are the same')).toBeVisible();

  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('toast')).toContainText('Invalid Phone Number');
  expect(registerCalls).toBe(0);
  assertNoConsoleErrors();
});

test('switching sign-up and sign-in updates the address without a reload and clears the passwords', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/auth');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByLabel('Phone number').fill('+44 20 7946 0958');
  await page.getByLabel('Full name').fill('Someone');
  await page.getByLabel('Password', { exact: true }).fill('Secret1');

  await page.getByRole('tab', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth?mode=signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill('Other1');

  await page.getByRole('tab', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/auth');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 20 7946 0958');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // Keyboard: arrow keys move between the tabs.
  await page.getByRole('tab', { name: 'Sign up' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  assertNoConsoleErrors();
});

test('the forgot-password panel opens from sign-in and closes on cancel', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/auth?mode=signin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth?mode=forgot-password');
  await expect(page).toHaveTitle('Forgot password - Tally');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/auth?mode=signin');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  assertNoConsoleErrors();
});

test('Share Beta Feedback on the auth page: a visitor’s feedback goes to the support inbox', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Share Beta Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share beta feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please enter your full name')).toBeVisible();
  await expect(dialog.getByText('Email is required')).toBeVisible();
  await expect(dialog.getByText('Please give your feedback a title')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Vera Visitor');
  await dialog.getByLabel('Your email').fill('not-an-email');
  await dialog.getByLabel('Title').fill('Sign-up with Google');
  await dialog.getByLabel('Details').fill('I would sign up faster with a Google account.');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Your email').fill('vera@example.com');
  const sent = page.waitForResponse('**/api/support');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Vera Visitor',
    email: 'vera@example.com',
    subject: 'Beta feedback: Sign-up with Google',
    message: 'I would sign up faster with a Google account.',
  });
  await expect(page.getByTestId('toast')).toContainText('Beta feedback submitted');
  await expect(dialog).toBeHidden();
  assertNoConsoleErrors();
});
