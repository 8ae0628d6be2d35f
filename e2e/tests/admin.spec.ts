/** The operator area in a real browser: sign-in, the users table, feedback, deletion (spec section 2, D2). */
import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, failedRequest, registerUser, shownPhone, signInAsAdmin } from '../fixtures';

/** The numbers in the users table's ID column, top to bottom. */
async function shownIds(page: Page): Promise<number[]> {
  const cells = page.locator('table tbody tr td:first-child');
  return (await cells.allInnerTexts()).map(Number);
}

test('signs in with the server’s answer: the spec’s error for a wrong pair, then the dashboard, then out', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK, failedRequest(401, /^\/api\/admin\/login$/)]);
  await page.goto('/admin');
  await expect(page).toHaveTitle('Admin - Tally');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await submit.click();
  await expect(page.getByRole('form', { name: 'Admin login' }).getByRole('alert')).toHaveText('Invalid username or password');

  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await submit.click();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${ADMIN.username}`)).toBeVisible();
  for (const tab of ['Overview', 'Users', 'Feedback', 'Analytics']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  for (const tile of ['Total users', 'Active users', 'Total transactions', 'Total feedback', 'Average rating', 'System status']) {
    await expect(page.getByText(tile, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Currency distribution' })).toBeVisible();

  // The session is the server's: a reload keeps it, nothing about it is in storage.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toContain(ADMIN.password);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'tally_admin')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  assertNoConsoleErrors();
});

test('sorts and pages users on the server, edits one and deletes another', async ({ page, playwright, baseURL }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK]);
  const api = await playwright.request.newContext({ baseURL });
  const tag = randomInt(100_000, 999_999);
  // More than a page of users, whatever the other journeys made.
  for (let i = 0; i < 11; i++) await registerUser(api, { name: `Paging ${tag} ${i}` });
  const edited = await registerUser(api, { name: `Edith ${tag} Before` });
  const doomed = await registerUser(api, { name: `Doomed ${tag} User` });
  await api.dispose();

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  // ID ascending, then descending: the server sorts across every page.
  const idHeader = page.getByRole('columnheader', { name: 'ID' });
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(async () => (await shownIds(page))[0]).toBeLessThan(doomed.id);
  const ascending = await shownIds(page);
  expect(ascending).toHaveLength(10);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+/)).toBeVisible();
  await expect.poll(async () => (await shownIds(page))[0]).toBeGreaterThan(ascending[9]!);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText(/^Page 1 of \d+/)).toBeVisible();

  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(async () => (await shownIds(page))[0]).toBeGreaterThanOrEqual(doomed.id);
  const descending = await shownIds(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // Transactions, most first.
  const txHeader = page.getByRole('columnheader', { name: 'Transactions' });
  await txHeader.getByRole('button').click();
  await expect(txHeader).toHaveAttribute('aria-sort', 'descending');

  // Back to newest first to find this test's users.
  await idHeader.getByRole('button').click();
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'descending');

  // Edit: first and last name into the one name.
  const editedRow = table.getByRole('row').filter({ hasText: shownPhone(edited.phoneNumber) });
  await editedRow.getByRole('button', { name: `Edit Edith ${tag} Before` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(editDialog.getByLabel('First name')).toHaveValue('Edith');
  await expect(editDialog.getByLabel('Last name')).toHaveValue(`${tag} Before`);
  await editDialog.getByLabel('Last name').fill('After');
  await editDialog.getByLabel('Preferred language').selectOption('pt');
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(editedRow).toContainText('Edith After');
  await expect(editedRow).toContainText('Português');

  // Delete, with the confirmation the spec asks for.
  const doomedRow = table.getByRole('row').filter({ hasText: shownPhone(doomed.phoneNumber) });
  await doomedRow.getByRole('button', { name: `Delete Doomed ${tag} User` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user?' });
  await expect(confirm).toContainText('This action cannot be undone');
  await expect(confirm).toContainText('transactions, feedback and chat history');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(page.getByText('User deleted')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: shownPhone(doomed.phoneNumber) })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/users/${doomed.id}`)).status()).toBe(404);
  assertNoConsoleErrors();
});

test('resolves and reopens a feedback item', async ({ page, playwright, baseURL }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK]);
  const api = await playwright.request.newContext({ baseURL });
  const user = await registerUser(api);
  const title = `Export idea ${randomInt(100_000, 999_999)}`;
  const sent = await api.post('/api/feedback/beta', {
    data: { feedbackType: 'feature_request', title, description: 'Please add a PDF export.', priority: 'medium' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto('/admin?tab=feedback');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText('Beta feedback');
  await expect(item).toContainText('Feature request');
  await expect(item).toContainText('Please add a PDF export.');
  await expect(item).toContainText(`From ${user.phoneNumber}`);
  await expect(item.getByText('Open', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: 'Mark resolved' }).click();
  await expect(page.getByText('Marked as resolved')).toBeVisible();
  await expect(item.getByText('Resolved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resolved', exact: true }).click();
  const resolved = page.getByRole('listitem').filter({ hasText: title });
  await resolved.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Reopened')).toBeVisible();
  assertNoConsoleErrors();
});

test('a signed-in user who is not an operator sees the login form, and the API refuses them', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(403, /^\/api\/admin\/session$/)]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  expect((await context.request.get('/api/admin/users')).status()).toBe(403);
  expect((await context.request.get('/api/admin/stats')).status()).toBe(403);
  assertNoConsoleErrors();
});

test.describe('phone width @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits a phone: tabs, tiles, user cards and paging without sideways scrolling @mobile', async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_ADMIN_CHECK, SIGNED_OUT_SESSION_CHECK]);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/admin');
    expect(await fits()).toBe(true);
    await signInAsAdmin(page);
    expect(await fits()).toBe(true);
    for (const tab of ['Users', 'Feedback', 'Analytics', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      expect(await fits(), tab).toBe(true);
    }
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    assertNoConsoleErrors();
  });
});
