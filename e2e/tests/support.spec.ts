/**
 * The support page's contact form (spec: all four fields required, email email-shaped; D6: the
 * message is stored on the server; the confirmation promises a reply within 24 hours).
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors, registerUser } from '../fixtures';

async function openIn(page: Page, language: 'en' | 'pt' | 'es') {
  await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
  await page.goto('/support');
}

/** Counts the posts of the contact form. */
function supportPosts(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/support') seen.count++;
  });
  return seen;
}

test('empty fields and a malformed email are refused in the browser, and nothing is sent', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await openIn(page, 'en');
  const posts = supportPosts(page);
  const send = page.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please enter a subject')).toBeVisible();
  await expect(page.getByText('Please type a message')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
  await expect(page.getByText('Please enter your full name')).toBeHidden();
  await page.getByLabel('Email', { exact: true }).fill('ana@example');
  await page.getByLabel('Subject', { exact: true }).fill('Export');
  await page.getByLabel('Message', { exact: true }).fill('How do I export one month?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await page.getByLabel('Email', { exact: true }).fill('ana souza@example.com');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(posts.count).toBe(0);
  assertNoConsoleErrors();
});

test('a good message is stored on the server and the confirmation promises a reply within 24 hours', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await openIn(page, 'en');
  await page.getByLabel('Name', { exact: true }).fill('Ana Souza');
  await page.getByLabel('Email', { exact: true }).fill(' Ana@Example.com ');
  await page.getByLabel('Subject', { exact: true }).fill('Export question');
  await page.getByLabel('Message', { exact: true }).fill('Can I export only one month?');
  const [response] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/support'),
    page.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({
    name: 'Ana Souza',
    email: 'ana@example.com',
    subject: 'Export question',
    message: 'Can I export only one month?',
  });
  expect((await response.json()) as { id: number }).toMatchObject({ id: expect.any(Number) });
  const confirmation = page.getByRole('status').filter({ hasText: 'Message sent!' });
  await expect(confirmation).toContainText("Thanks, Ana Souza. We'll reply to ana@example.com within 24 hours.");
  await expect(page.getByRole('heading', { name: 'Message sent!' })).toBeFocused();

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ana Souza');
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  assertNoConsoleErrors();
});

test('in Portuguese the form speaks Portuguese, and a signed-in person finds name and email filled in', async ({ context }) => {
  const user = await registerUser(context.request, { name: 'Marina Costa', preferredLanguage: 'pt' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/support');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(user.name);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(user.email);
  await page.getByLabel('E-mail', { exact: true }).fill('errado@');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Digite um endereço de e-mail válido')).toBeVisible();
  await expect(page.getByText('Digite um assunto')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Assunto', { exact: true }).fill('Categorias');
  await page.getByLabel('Mensagem', { exact: true }).fill('Como crio uma categoria nova?');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensagem enviada!' })).toContainText(`Responderemos para ${user.email} em até 24 horas.`);
  assertNoConsoleErrors();
});

test('a refusal from the server is shown in the page’s words (rate limit)', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK, /status of 429/]);
  await page.route('/api/support', (route) =>
    route.fulfill({ status: 429, headers: { 'retry-after': '1800' }, json: { error: 'Too many attempts. Please wait and try again.', code: 'rateLimited' } }),
  );
  await openIn(page, 'es');
  await page.getByLabel('Nombre', { exact: true }).fill('Diego');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('diego@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill('Hola');
  await page.getByLabel('Mensaje', { exact: true }).fill('¿Puedo usar pesos?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Demasiados intentos' })).toHaveText(
    'Demasiados intentos. Espera un momento y vuelve a intentarlo. Podrás volver a intentarlo en aproximadamente 30 minutos.',
  );
  await expect(page.getByRole('button', { name: 'Enviar mensaje' })).toBeEnabled();
  assertNoConsoleErrors();
});
