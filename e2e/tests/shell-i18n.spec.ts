/** Language: the switcher on the auth page and landing, what is remembered, and the browser's language. */
import { expect, test } from '@playwright/test';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors } from '../fixtures';

test('the auth page switches to Portuguese and Spanish and remembers the choice', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const language = page.getByLabel('Language');
  await expect(language.locator('option')).toHaveText(['English', 'Português', 'Español']);

  await language.selectOption('pt');
  await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
  await expect(page.getByLabel('Número de telefone')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar conta' })).toBeVisible();
  await expect(page).toHaveTitle('Criar conta - Tally');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await page.getByRole('tab', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Que bom ver você de novo' })).toBeVisible();

  await page.getByLabel('Idioma').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Hola de nuevo' })).toBeVisible();
  await expect(page.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión - Tally');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('toast')).toContainText('Número de teléfono obligatorio');
  await expect(page.getByText('El número de teléfono es obligatorio')).toBeVisible();

  expect(await page.evaluate(() => localStorage.getItem('financial-app-language'))).toBe('es');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Controla tu dinero/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacidad' })).toBeVisible();
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  assertNoConsoleErrors();
});

test.describe('a Brazilian browser', () => {
  test.use({ locale: 'pt-BR' });

  test('sees the landing in Portuguese on the first visit', async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Controle seu dinheiro/ })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar no beta' })).toBeVisible();
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: /Track your money/ })).toBeVisible();
    assertNoConsoleErrors();
  });
});
