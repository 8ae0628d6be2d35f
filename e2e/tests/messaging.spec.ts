import { expect, test, type APIRequestContext } from '@playwright/test';
import twilio from 'twilio';
import { E2E_TWILIO_TOKEN } from '../playwright.config';
import { failOnConsoleErrors, registerUser, shownPhone } from '../fixtures';

/** A text from `from`, delivered the way the provider delivers it: form-encoded and signed. */
async function text(request: APIRequestContext, baseURL: string, from: string, body: string) {
  const url = `${baseURL}/api/messaging/twilio`;
  const params = { From: from, To: '+15005550006', Body: body, MessageSid: `SM${Date.now()}${Math.random().toString(16).slice(2)}`, AccountSid: 'AC1' };
  const res = await request.post(url, {
    form: params,
    headers: { 'x-twilio-signature': twilio.getExpectedTwilioSignature(E2E_TWILIO_TOKEN, url, params) },
  });
  expect(res.status()).toBe(200);
  return res.text();
}

test('a text from the user’s phone is recorded and shows on the dashboard; the settings switch turns the channel off', async ({ page, context, baseURL }) => {
  const done = failOnConsoleErrors(page);
  const user = await registerUser(context.request);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'SMS and WhatsApp' });
  await expect(section.getByText(shownPhone(user.phoneNumber))).toBeVisible();
  await expect(section.getByText('Linked')).toBeVisible();

  const reply = await text(context.request, baseURL!, `whatsapp:${user.phoneNumber}`, 'spent 23.40 on groceries');
  expect(reply).toContain('✅');
  await page.goto('/dashboard');
  await expect(page.getByText('$23.40').first()).toBeVisible();

  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Answer my texts' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  const ignored = await text(context.request, baseURL!, user.phoneNumber, 'taxi 50');
  expect(ignored).toContain('turned off');

  const dashboard = await context.request.get('/api/dashboard?period=all');
  expect((await dashboard.json()).totals.expenses).toBe('23.40');
  done();
});
