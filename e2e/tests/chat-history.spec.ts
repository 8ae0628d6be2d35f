/**
 * The conversation is kept on the server (GET /api/chat/history): it survives a reload, a new tab, a
 * new browser and signing out and in again, with each reply's cards; older pages load on request
 * above what is read; and a follow-up after a reload continues the same conversation.
 */
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, registerUser } from '../fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const log = (page: Page) => page.getByRole('log');
const bubbles = (page: Page) => log(page).locator('li[data-role]');
const assistantBubbles = (page: Page) => log(page).locator('li[data-role="assistant"]');

async function say(page: Page, text: string) {
  const count = await assistantBubbles(page).count();
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(assistantBubbles(page)).toHaveCount(count + 1);
}

test('the conversation survives a reload, a new tab, another browser and signing in again, with its cards', async ({ context, browser }) => {
  const user = await registerUser(context.request);
  const page = await context.newPage();
  // Signing out makes the next page's session check answer 401, by design.
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/chat');
  await say(page, 'coffee 3.50 and taxi 12');
  await say(page, 'how much did I spend today?');
  await expect(assistantBubbles(page).last()).toContainText('$15.50');
  // A question asked, its details left for the next message.
  await say(page, 'bought groceries');

  const expectConversation = async (p: Page) => {
    await expect(bubbles(p)).toHaveCount(6);
    await expect(bubbles(p).nth(0)).toContainText('coffee 3.50 and taxi 12');
    const cards = assistantBubbles(p).first().getByTestId('transaction-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('$3.50');
    await expect(cards.nth(1)).toContainText('$12.00');
    await expect(assistantBubbles(p).nth(1)).toContainText('$15.50');
    await expect(p.getByRole('heading', { name: /welcome to Tally/ })).toHaveCount(0);
  };

  await test.step('reload', async () => {
    await page.reload();
    await expectConversation(page);
    // The follow-up completes the question asked before the reload.
    await say(page, '40');
    await expect(assistantBubbles(page).last()).toContainText('✅');
    await expect(assistantBubbles(page).last().getByTestId('transaction-card')).toContainText('$40.00');
  });

  await test.step('a new tab', async () => {
    const tab = await context.newPage();
    await tab.goto('/chat');
    await expect(bubbles(tab)).toHaveCount(8);
    await expect(assistantBubbles(tab).last().getByTestId('transaction-card')).toContainText('Groceries');
    await tab.close();
  });

  await test.step('another browser, signed in through the form', async () => {
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/chat?mode=signin');
    await fresh.getByLabel('Phone number').fill(user.phoneNumber);
    await fresh.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fresh.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(fresh).toHaveURL('/chat');
    await expect(bubbles(fresh)).toHaveCount(8);
    await expect(bubbles(fresh).nth(0)).toContainText('coffee 3.50 and taxi 12');
    await other.close();
  });

  await test.step('sign out and in again', async () => {
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/chat?mode=signin');
    await page.getByLabel('Phone number').fill(user.phoneNumber);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/chat');
    await expect(bubbles(page)).toHaveCount(8);
    await expect(assistantBubbles(page).first().getByTestId('transaction-card')).toHaveCount(2);
  });
  assertNoConsoleErrors();
});

test('a long conversation opens at its end; earlier messages load above, keeping the place', async ({ context }) => {
  await registerUser(context.request);
  // Twenty-five exchanges: more than one page (20).
  for (let i = 0; i < 25; i++) {
    const res = await context.request.post('/api/chat', { data: { message: `hello number ${i}` } });
    expect(res.status()).toBe(200);
  }
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await expect(page.getByText('hello number 24')).toBeInViewport();
  await expect(bubbles(page)).toHaveCount(40);
  await expect(page.getByText('hello number 4', { exact: true })).toHaveCount(0);

  const earlier = page.getByRole('button', { name: 'Load earlier messages' });
  await earlier.scrollIntoViewIfNeeded();
  const anchor = page.getByText('hello number 5', { exact: true });
  const top = (await anchor.boundingBox())!.y;
  await earlier.click();
  await expect(bubbles(page)).toHaveCount(50);
  await expect(earlier).toHaveCount(0);
  // The bubble that was read stays where it was; the older ones are above it.
  expect(Math.abs((await anchor.boundingBox())!.y - top)).toBeLessThan(4);
  await expect(bubbles(page).first()).toContainText('hello number 0');
  await page.screenshot({ path: test.info().outputPath('chat-history-desktop.png') });
  assertNoConsoleErrors();
});

test('phone: the kept conversation and its cards fit the screen @mobile', async ({ context }) => {
  await registerUser(context.request);
  await context.request.post('/api/chat', { data: { message: 'groceries 84.90 at the market' } });
  await context.request.post('/api/chat', { data: { message: 'how much did I spend this month?' } });
  const page = await context.newPage();
  await page.goto('/chat');
  await expect(bubbles(page)).toHaveCount(4);
  await expect(assistantBubbles(page).first().getByTestId('transaction-card')).toContainText('$84.90');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('chat-history-mobile.png'), fullPage: true });
});
