/**
 * Stored XSS in a real browser: hostile text is saved in every field a user controls (chat messages,
 * a transaction's description through the form, category names, tags, the user's name, message and
 * beta feedback, a support message), then every page that shows it is visited, the user's and the
 * operator's. No dialog may open, no element or event handler from the text may reach the DOM, and the
 * text must be shown as it was typed.
 */
import { expect, test, type Page } from '@playwright/test';
import { registerUser, signInAsAdmin } from '../fixtures';

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE transactions;--",
  '{{7*7}}',
];

/** Fails the test on any alert/confirm/prompt, the sign of script that ran. */
function failOnDialogs(page: Page): () => void {
  const opened: string[] = [];
  page.on('dialog', async (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()} (${page.url()})`);
    await dialog.dismiss();
  });
  return () => expect(opened, opened.join('\n')).toEqual([]);
}

/** Markup the payloads would produce if they were parsed as HTML, anywhere in the page. */
async function assertNoInjectedMarkup(page: Page, where: string) {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of element.getAttributeNames()) {
        const value = element.getAttribute(attribute) ?? '';
        if (/^on/i.test(attribute)) bad.push(`${element.tagName} ${attribute}="${value}"`);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute) && /^\s*javascript:/i.test(value)) bad.push(`${element.tagName} ${attribute}="${value}"`);
      }
    }
    for (const img of Array.from(document.querySelectorAll('img'))) if (img.getAttribute('src') === 'x') bad.push('img src=x');
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (!script.src || new URL(script.src).origin !== location.origin) bad.push(`script ${script.src || script.textContent}`);
    }
    return bad;
  });
  expect(found, where).toEqual([]);
}

const shown = (page: Page, text: string) => page.getByText(text, { exact: false }).filter({ visible: true }).first();

/** Each text is on the page as plain text, exactly (React would show markup it did not parse). */
async function expectShownAsText(page: Page, texts: string[], where: string) {
  for (const text of texts) await expect(shown(page, text), `${where}: ${text}`).toBeVisible();
}

/** Clicks "Next" until the text shows (other journeys add rows to the operator's lists meanwhile). */
async function pageUntilShown(page: Page, text: string) {
  for (let i = 0; i < 10; i++) {
    try {
      await expect(shown(page, text)).toBeVisible({ timeout: 3_000 });
      return;
    } catch {
      const next = page.getByRole('button', { name: 'Next' });
      if (!(await next.isVisible()) || !(await next.isEnabled())) break;
      await next.click();
    }
  }
  await expect(shown(page, text), text).toBeVisible();
}

test('hostile text stays text on every page that shows it, the user’s and the operator’s', async ({ context, browser }) => {
  test.setTimeout(150_000);
  const today = new Date().toISOString().slice(0, 10);
  // The name holds the markup payloads; the operator's users table and the settings page show it.
  const name = `${PAYLOADS[0]} ${PAYLOADS[2]}`;
  await registerUser(context.request, { name, timezone: 'UTC' });
  const api = context.request;
  const page = await context.newPage();
  const assertNoDialogs = failOnDialogs(page);

  await test.step('store: categories, transactions with tags, a budget, feedback and a support message', async () => {
    for (const payload of PAYLOADS) {
      const category = await api.post('/api/categories', { data: { name: payload, type: 'expense' } });
      expect(category.status(), await category.text()).toBe(201);
      const created = await api.post('/api/transactions', {
        data: { type: 'expense', amount: '4.00', currency: 'USD', description: payload, category: payload, tags: [payload], transactionDate: today },
      });
      expect(created.status(), await created.text()).toBe(201);
    }
    const budget = await api.post('/api/budgets', { data: { category: PAYLOADS[0], amount: '100', period: 'monthly' } });
    expect(budget.status(), await budget.text()).toBe(201);
    const beta = await api.post('/api/feedback/beta', { data: { title: PAYLOADS[1], description: PAYLOADS.join(' | ') } });
    expect(beta.status(), await beta.text()).toBe(201);
    const support = await api.post('/api/support', { data: { name, email: 'xss@example.com', subject: PAYLOADS[2], message: PAYLOADS.join(' / ') } });
    expect(support.status(), await support.text()).toBe(201);
  });

  await test.step('a transaction description through the dashboard form', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add expense' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add transaction' });
    await dialog.getByLabel('Amount').fill('9.25');
    await dialog.getByLabel('Description', { exact: true }).fill(`form ${PAYLOADS[2]}`);
    await dialog.getByLabel('Category').selectOption({ label: 'Dining' });
    await dialog.getByLabel('Custom tag').fill(PAYLOADS[3]);
    await dialog.getByLabel('Custom tag').press('Enter');
    await dialog.getByRole('button', { name: 'Add transaction' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('dashboard: descriptions, categories and tags', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('transaction-row')).toHaveCount(PAYLOADS.length + 1);
    await assertNoInjectedMarkup(page, 'dashboard recent');
    await expectShownAsText(page, [`form ${PAYLOADS[2]}`, `#${PAYLOADS[3]}`, ...PAYLOADS], 'dashboard recent');
    for (const tab of ['Expenses', 'Tags']) {
      await page.getByRole('tab', { name: tab }).click();
      await assertNoInjectedMarkup(page, `dashboard ${tab}`);
    }
    await expectShownAsText(page, [`#${PAYLOADS[0]}`], 'dashboard tags');
    await assertNoInjectedMarkup(page, 'dashboard');
  });

  await test.step('chat: each payload sent as a message, and message feedback with one', async () => {
    await page.goto('/chat');
    const composer = page.getByRole('textbox', { name: 'Message' });
    const assistant = page.getByRole('log').locator('li[data-role="assistant"]');
    for (const [i, payload] of PAYLOADS.entries()) {
      await composer.fill(payload);
      await composer.press('Enter');
      await expect(assistant).toHaveCount(i + 1);
    }
    await expectShownAsText(page, PAYLOADS, 'chat');
    await assertNoInjectedMarkup(page, 'chat');
    const said = await api.post('/api/chat', { data: { message: PAYLOADS[5] } });
    const reply = (await said.json()) as { sessionId: string; messageId: string };
    const feedback = await api.post('/api/feedback/message', {
      data: { sessionId: reply.sessionId, messageId: reply.messageId, rating: 2, category: 'helpfulness', feedbackText: `feedback ${PAYLOADS[0]}` },
    });
    expect(feedback.status(), await feedback.text()).toBe(201);
  });

  await test.step('settings and budgets', async () => {
    await page.goto('/settings');
    await expectShownAsText(page, [name], 'settings');
    await assertNoInjectedMarkup(page, 'settings');
    await page.goto('/budget');
    await expectShownAsText(page, [PAYLOADS[0]], 'budget');
    await assertNoInjectedMarkup(page, 'budget');
  });
  assertNoDialogs();

  await test.step('the operator’s users, feedback and chat analytics', async () => {
    const operator = await browser.newContext();
    const admin = await operator.newPage();
    const assertNoAdminDialogs = failOnDialogs(admin);
    await signInAsAdmin(admin);
    await assertNoInjectedMarkup(admin, 'admin overview');

    await admin.getByRole('tab', { name: 'Users' }).click();
    await pageUntilShown(admin, name);
    await assertNoInjectedMarkup(admin, 'admin users');

    await admin.getByRole('tab', { name: 'Feedback' }).click();
    // Newest first: the message feedback, the support message (its subject as title), the beta feedback.
    for (const [text, title] of [[`feedback ${PAYLOADS[0]}`], [PAYLOADS.join(' / '), PAYLOADS[2]], [PAYLOADS.join(' | '), PAYLOADS[1]]]) {
      await pageUntilShown(admin, text!);
      if (title) await expect(admin.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await assertNoInjectedMarkup(admin, 'admin feedback');
    }

    await admin.getByRole('tab', { name: 'Analytics' }).click();
    await pageUntilShown(admin, PAYLOADS[1]);
    await assertNoInjectedMarkup(admin, 'admin analytics');
    assertNoAdminDialogs();
    await operator.close();
  });
});
