/**
 * The chat page (spec sections 2, 4, 8, 9): sentences in English and Portuguese become transactions
 * shown as cards (undo removes them), questions are answered from the user's data, feedback, the
 * error sentences, blank and hostile input, and the conversation surviving a reload (more in chat-history.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, failedRequest, registerUser } from '../fixtures';

interface Totals {
  totals: { income: string; expenses: string };
}

const input = (page: Page) => page.getByRole('textbox', { name: /^(Message|Mensagem)$/ });
const log = (page: Page) => page.getByRole('log');
const assistantBubbles = (page: Page) => log(page).locator('li[data-role="assistant"]');

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}

test('a sentence becomes a transaction: the reply, its card, and the dashboard counts it', async ({ context }) => {
  await registerUser(context.request, { timezone: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: /welcome to Tally/ })).toBeVisible();

  await say(page, 'spent 25 on lunch yesterday');
  // The bubble is there at once, the input is cleared, and the reply arrives with its card.
  await expect(log(page).locator('li[data-role="user"]')).toHaveText(/spent 25 on lunch yesterday/);
  await expect(input(page)).toHaveValue('');
  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText('✅');
  const card = reply.getByTestId('transaction-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$25.00');
  await expect(card).toContainText('Dining');
  await expect(card).toContainText('Yesterday');
  await expect(reply.locator('time')).toHaveText(/\d{1,2}:\d{2}/);
  // The welcome state makes way for the conversation.
  await expect(page.getByRole('heading', { name: /welcome to Tally/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  const dashboard = await context.request.get('/api/dashboard?period=all');
  expect(((await dashboard.json()) as Totals).totals.expenses).toBe('25.00');

  // Back in the chat, the conversation is still there.
  await page.goBack();
  await expect(assistantBubbles(page).last().getByTestId('transaction-card')).toContainText('$25.00');
  assertNoConsoleErrors();
});

test('Portuguese: the reply is in Portuguese, the card shows the conversion, and undo removes it', async ({ context }) => {
  await registerUser(context.request, { preferredLanguage: 'pt', preferredCurrency: 'USD' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: /Boas-vindas ao Tally/ })).toBeVisible();

  await say(page, 'gastei 50 reais no mercado');
  const reply = assistantBubbles(page).last();
  await expect(reply).toContainText('✅');
  await expect(reply).toContainText(/Despesa registrada|registrad/i);
  const card = reply.getByTestId('transaction-card');
  await expect(card).toContainText('R$\u00a050,00');
  await expect(card).toContainText('($\u00a09,16)');
  await expect(card).toContainText('Mercado');
  await expect(card).toContainText('Hoje');
  const listed = await context.request.get('/api/transactions');
  expect(((await listed.json()) as { total: number }).total).toBe(1);

  await card.getByRole('button', { name: /Desfazer/ }).click();
  await expect(card).toContainText('Desfeita');
  await expect(card).toHaveAttribute('data-undone', 'true');
  await expect(card.getByRole('button', { name: /Desfazer/ })).toHaveCount(0);
  const after = await context.request.get('/api/transactions');
  expect(((await after.json()) as { total: number }).total).toBe(0);
  assertNoConsoleErrors();
});

test('a question is answered from the data; undo in the chat marks the cards of the last recording; the session is kept', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');

  const firstPost = page.waitForResponse('**/api/chat');
  await say(page, 'coffee 3.50 and taxi 12');
  const first = (await (await firstPost).json()) as { sessionId: string };
  const cards = assistantBubbles(page).first().getByTestId('transaction-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('$3.50');
  await expect(cards.nth(1)).toContainText('$12.00');
  await expect(cards.nth(1)).toContainText('Transportation');

  const question = page.waitForRequest('**/api/chat');
  await say(page, 'how much did I spend this month?');
  const body = (await question).postDataJSON() as { sessionId: string; conversationHistory: Array<{ role: string; content: string; timestamp: string }> };
  expect(body.sessionId).toBe(first.sessionId);
  expect(body.conversationHistory.map((h) => h.role)).toEqual(['user', 'assistant']);
  expect(body.conversationHistory[0]!.content).toBe('coffee 3.50 and taxi 12');
  await expect(assistantBubbles(page).last()).toContainText('$15.50');

  // Undo reverts the last action: the message that recorded both.
  await say(page, 'undo');
  await expect(assistantBubbles(page).last()).toContainText('removed the 2 transactions recorded last');
  await expect(cards.nth(0)).toHaveAttribute('data-undone', 'true');
  await expect(cards.nth(1)).toHaveAttribute('data-undone', 'true');

  // A reload keeps what was said (from the server); the cards of the removed transactions are gone.
  await page.reload();
  await expect(log(page).locator('li[data-role]')).toHaveCount(6);
  await expect(assistantBubbles(page).first()).toContainText(/coffee/i);
  await expect(assistantBubbles(page).first().getByTestId('transaction-card')).toHaveCount(0);
  assertNoConsoleErrors();
});

test('feedback: Helpful sends rating 5, Not helpful on a transaction sends 2 for accuracy, then thanks', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');

  await say(page, 'hello');
  const greeting = assistantBubbles(page).last();
  await expect(greeting).not.toContainText('✅');
  const helpful = page.waitForRequest('**/api/feedback/message');
  await greeting.getByRole('button', { name: 'Helpful', exact: true }).click();
  expect((await helpful).postDataJSON()).toMatchObject({ rating: 5, category: 'helpfulness', feedbackText: '' });
  await expect(greeting.getByText('Thanks for your feedback!')).toBeVisible();
  await expect(greeting.getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);

  await say(page, 'dinner 30');
  const recorded = assistantBubbles(page).last();
  await expect(recorded.getByTestId('transaction-card')).toBeVisible();
  const notHelpful = page.waitForRequest('**/api/feedback/message');
  await recorded.getByRole('button', { name: 'Not helpful' }).click();
  expect((await notHelpful).postDataJSON()).toMatchObject({ rating: 2, category: 'accuracy' });
  await expect(recorded.getByText('Thanks for your feedback!')).toBeVisible();
  assertNoConsoleErrors();
});

test('a failed feedback shows the error toast and keeps the buttons', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(500, /^\/api\/feedback\/message$/)]);
  await page.goto('/chat');
  await say(page, 'hi');
  const reply = assistantBubbles(page).last();
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toBeVisible();
  await page.route('**/api/feedback/message', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', code: 'internal' }) }),
  );
  await reply.getByRole('button', { name: 'Helpful', exact: true }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Error');
  await expect(toast).toContainText('Failed to submit feedback. Please try again.');
  await expect(reply.getByRole('button', { name: 'Helpful', exact: true })).toBeEnabled();
  assertNoConsoleErrors();
});

test('while a reply is pending: typing indicator, input disabled; blank input is ignored', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');

  let posts = 0;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    posts += 1;
    await gate;
    await route.continue();
  });

  const send = page.getByRole('button', { name: 'Send' });
  await input(page).fill('   \n  ');
  await expect(send).toBeDisabled();
  await input(page).press('Enter');
  await expect(log(page).locator('li[data-role]')).toHaveCount(0);
  expect(posts).toBe(0);

  await say(page, 'lunch 12');
  await expect(page.getByTestId('typing-indicator')).toBeVisible();
  await expect(log(page).getByText('Tally is typing…')).toBeAttached();
  await expect(input(page)).toBeDisabled();
  release();
  await expect(assistantBubbles(page).last()).toContainText('✅');
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  expect(posts).toBe(1);
  assertNoConsoleErrors();
});

test('the error sentences: a failed call, and an answer without text', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page, [failedRequest(500, /^\/api\/chat$/)]);
  await page.goto('/chat');

  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error', code: 'internal' }) }),
  );
  await say(page, 'lunch 12');
  await expect(assistantBubbles(page).last()).toContainText('Sorry, I encountered an error. Please try again.');
  // No feedback control on the page's own error note.
  await expect(assistantBubbles(page).last().getByRole('button', { name: 'Helpful', exact: true })).toHaveCount(0);

  await page.unroute('**/api/chat');
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ sessionId: 's', messageId: 'm', message: '', answer: '', type: 'unknown', language: 'en', intent: 'unknown', transactions: [] }),
    }),
  );
  await say(page, 'hello');
  await expect(assistantBubbles(page).last()).toContainText('Sorry, I encountered an error processing your request.');
  assertNoConsoleErrors();
});

test('a hostile message shows as text: no element, no dialog', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto('/chat');
  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await say(page, hostile);
  await expect(log(page).locator('li[data-role="user"]').getByTestId('message-text')).toHaveText(hostile);
  await expect(assistantBubbles(page)).toHaveCount(1);
  await expect(log(page).locator('img, script')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  assertNoConsoleErrors();
});

test('welcome: the quick actions and examples fill the input', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Add an expense' }).click();
  await expect(input(page)).toHaveValue('I spent ');
  await expect(input(page)).toBeFocused();
  await page.getByRole('button', { name: 'Spending this month' }).click();
  await expect(input(page)).toHaveValue('How much did I spend this month?');
  await page.getByRole('button', { name: 'Show categories' }).click();
  await expect(input(page)).toHaveValue('Show my categories');
  await page.getByRole('button', { name: 'Add a new expense category called Fitness' }).click();
  await expect(input(page)).toHaveValue('Add a new expense category called Fitness');
  await input(page).press('Enter');
  await expect(assistantBubbles(page).last()).toContainText('Fitness');
});

test('a long conversation scrolls to its end, and back to top appears after 800 px', async ({ context }) => {
  await registerUser(context.request);
  // A long conversation kept on the server: twenty exchanges (one page).
  for (let i = 0; i < 20; i++) expect((await context.request.post('/api/chat', { data: { message: `Message number ${i}` } })).status()).toBe(200);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  // (Exact: "Message number 1" beside its time "9:58 PM" reads "Message number 19:58 PM".)
  await expect(page.getByText('Message number 19', { exact: true })).toBeInViewport();
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect(page.getByText('Message number 0', { exact: true })).toBeInViewport();
  await expect(toTop).toBeHidden();
  assertNoConsoleErrors();
});

test('Share Beta Feedback: required fields, then the submitted toast', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await page.getByRole('button', { name: 'Share Beta Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share beta feedback' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Please give your feedback a title')).toBeVisible();
  await expect(dialog.getByText('Please describe your feedback')).toBeVisible();
  await dialog.getByLabel('Title').fill('Dark mode');
  await dialog.getByLabel('Details').fill('Please add a dark theme for the evenings.');
  const sent = page.waitForRequest('**/api/feedback/beta');
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  expect((await sent).postDataJSON()).toEqual({
    feedbackType: 'suggestion',
    title: 'Dark mode',
    description: 'Please add a dark theme for the evenings.',
    priority: 'medium',
  });
  await expect(page.getByTestId('toast')).toContainText('Beta feedback submitted');
  await expect(dialog).toBeHidden();
  assertNoConsoleErrors();
});

test('phone: a sentence, its card and undo fit the screen @mobile', async ({ context }) => {
  await registerUser(context.request);
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await say(page, 'groceries 84.90 at the market');
  const card = assistantBubbles(page).last().getByTestId('transaction-card');
  await expect(card).toContainText('$84.90');
  await expect(card).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(width).toBe(0);
  await card.getByRole('button', { name: /Undo/ }).click();
  await expect(card).toContainText('Undone');
  assertNoConsoleErrors();
});
