/**
 * Screenshots of the chat for a person to look at (not assertions): SHOTS=1 npx playwright test -c
 * e2e/playwright.config.ts chat-screenshots writes PNGs at desktop and phone widths to /tmp/shots
 * (or SHOTS_DIR): the welcome state, a conversation with cards, feedback given, an error, the beta
 * feedback dialog, and a conversation in Portuguese.
 */
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { registerUser } from '../fixtures';

const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };

test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
test.describe.configure({ mode: 'serial' });

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage });
}

async function say(page: Page, text: string) {
  const replies = page.locator('li[data-role="assistant"]');
  const before = await replies.count();
  await page.getByRole('textbox', { name: /^(Message|Mensagem|Mensaje)$/ }).fill(text);
  await page.keyboard.press('Enter');
  await expect(replies).toHaveCount(before + 1);
}

for (const [size, viewport] of Object.entries(WIDTHS)) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`chat (${size})`, async ({ context }) => {
      mkdirSync(dir, { recursive: true });
      await registerUser(context.request, { name: 'Ana Souza', timezone: 'America/Sao_Paulo' });
      const page = await context.newPage();
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${size}-chat-welcome`);

      await say(page, 'spent 25 on lunch yesterday');
      await say(page, 'gastei 50 reais no mercado');
      await say(page, 'dinner 64.20 and taxi 18, salary 3200');
      await say(page, 'how much did I spend this month?');
      await shot(page, `${size}-chat-conversation`);
      await shot(page, `${size}-chat-conversation-full`, true);

      await page.locator('li[data-role="assistant"]').nth(0).getByRole('button', { name: 'Helpful', exact: true }).click();
      await page.locator('li[data-role="assistant"]').nth(1).getByTestId('transaction-card').getByRole('button', { name: /Undo/ }).click();
      await expect(page.getByText('Thanks for your feedback!')).toBeVisible();
      await expect(page.getByText('Undone')).toBeVisible();
      await page.locator('li[data-role="assistant"]').nth(1).scrollIntoViewIfNeeded();
      await shot(page, `${size}-chat-feedback-undo`);

      await page.route('**/api/chat', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","code":"internal"}' }));
      await say(page, 'lunch 12');
      await page.unroute('**/api/chat');
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/chat', async (route) => {
        await gate;
        await route.continue();
      });
      await page.getByRole('textbox', { name: 'Message' }).fill('<img src=x onerror=alert(1)>');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('typing-indicator')).toBeVisible();
      await shot(page, `${size}-chat-error-typing`);
      release();
      await expect(page.getByTestId('typing-indicator')).toHaveCount(0);

      await page.getByRole('button', { name: 'Share Beta Feedback' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
      await shot(page, `${size}-chat-beta-feedback`);
    });

    test(`chat in Portuguese (${size})`, async ({ context }) => {
      await registerUser(context.request, { name: 'João', preferredLanguage: 'pt', preferredCurrency: 'BRL' });
      const page = await context.newPage();
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, `${size}-chat-welcome-pt`);
      await say(page, 'gastei 50 reais no mercado');
      await say(page, 'uber 23,90 ontem e cinema 40');
      await say(page, 'paid 20 dollars for a book');
      await shot(page, `${size}-chat-conversation-pt`);
    });

    test(`money by meaning, unsure readings and new questions (${size})`, async ({ context }) => {
      mkdirSync(dir, { recursive: true });
      await registerUser(context.request, { name: 'Lucía', preferredLanguage: 'es', preferredCurrency: 'MXN' });
      const page = await context.newPage();
      await page.goto('/chat');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await say(page, 'mi abuela me regaló 500 por mi cumple');
      await say(page, '2 entradas de cine a 90 cada una');
      await say(page, 'abuela 300');
      await shot(page, `${size}-chat-meaning-review`);
      await say(page, 'me devolvieron 120 de amazon');
      await say(page, 'resumen de la semana');
      await shot(page, `${size}-chat-refund-summary`);
    });
  });
}
