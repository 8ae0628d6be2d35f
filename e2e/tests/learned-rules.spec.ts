/**
 * What the assistant learned (issue 15): a correction in the chat that names its entry teaches a
 * narrow rule, Settings lists it, and removing it there stops it sorting later messages.
 */
import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, signedInPage } from '../fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: /^(Message|Mensagem)$/ });
const assistantBubbles = (page: Page) => page.getByRole('log').locator('li[data-role="assistant"]');

/** Sends a message and waits for the reply; `expected` is text only that reply has. */
async function say(page: Page, text: string, expected: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(assistantBubbles(page).last()).toContainText(expected);
}

test('a named correction is learned, shown in Settings, and removed there', async ({ context }) => {
  const { page } = await signedInPage(context);
  const assertNoConsoleErrors = failOnConsoleErrors(page);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'What the assistant learned' });
  await expect(section.getByTestId('learned-rules-empty')).toBeVisible();

  await page.goto('/chat');
  await say(page, 'dinner at the italian place 62', 'Expense recorded: Dinner at the italian place');
  // Read as Portuguese ("farmacia"): the reply is worded, and its amount formatted, in pt.
  await say(page, 'farmacia sao joao 25', 'Farmacia sao joao, $\u00a025,00');
  await say(page, 'that dinner at the italian place should be entertainment', "I'll remember that for next time.");
  // A correction that names nothing changes the last entry and teaches nothing.
  await say(page, 'change that to shopping', '✅ Updated: Farmacia sao joao');

  await page.goto('/settings');
  const rules = section.getByTestId('learned-rule');
  await expect(rules).toHaveCount(1);
  await expect(rules.first()).toContainText('“italian place”');
  await expect(rules.first()).toContainText('Entertainment');

  await rules.first().getByRole('button', { name: 'Remove the rule for “italian place”' }).click();
  await expect(page.getByTestId('toast').first()).toContainText('Rule removed');
  await expect(section.getByTestId('learned-rules-empty')).toBeVisible();

  const listed = await context.request.get('/api/learned-rules');
  expect(await listed.json()).toEqual([]);
  // Removed for good: the next visit to the place is sorted as before the correction.
  await page.goto('/chat');
  await say(page, 'lunch at the italian place 20', 'Lunch at the italian place, $20.00 (Dining)');
  await page.goto('/settings');
  await expect(section.getByTestId('learned-rules-empty')).toBeVisible();
  assertNoConsoleErrors();
});
