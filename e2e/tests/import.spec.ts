/**
 * Statement import (issue 17) in the browser against the real server: a Nubank account statement from
 * the dashboard's Import button (preview with categories, one category changed, one row unticked,
 * confirm, the dashboard's totals move), the same file again (what is in stays out), a CSV of a layout
 * the server does not know (the column-mapping step), and a statement attached in the chat composer.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { failOnConsoleErrors, registerUser } from '../fixtures';

/** Nubank's account statement: DD/MM/YYYY dates (days past 12, so only one reading), signed amounts. */
const NUBANK = [
  'Data,Valor,Identificador,Descrição',
  '15/01/2025,-25.90,67a1f0c2-0001-4c1e-9a11-000000000001,Compra no débito - Uber',
  '16/01/2025,3500.00,67a1f0c2-0002-4c1e-9a11-000000000002,Transferência recebida pelo Pix - ACME LTDA',
  '17/01/2025,-42.10,67a1f0c2-0003-4c1e-9a11-000000000003,Compra no débito - iFood',
  '18/01/2025,-120.00,67a1f0c2-0004-4c1e-9a11-000000000004,Pagamento de boleto efetuado - ENEL',
].join('\n');

/** A layout no bank uses: semicolons, decimal commas, headers the server cannot place. */
const UNKNOWN = ['Tag;Wer;Euro;Notiz', '20/01/2025;Bäckerei Schmidt;-3,50;Frühstück', '21/01/2025;Kiosk am Eck;-12,80;Zeitung'].join('\n');

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

async function openImportFromDashboard(page: Page): Promise<Locator> {
  await page.goto('/dashboard?period=all');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Import a statement' })).toBeVisible();
  return dialog;
}

const rowWith = (dialog: Locator, text: RegExp) => dialog.getByTestId('import-row').filter({ hasText: text });

async function expectNoSeriousViolations(page: Page, label: string) {
  // Dialogs fade in: colours measured mid-fade fail contrast that the settled page passes.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  const results = await new AxeBuilder({ page }).include('dialog').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, label).toEqual([]);
}

test('a Nubank statement from the dashboard: preview, corrections, confirm; the same file again adds nothing new', async ({ context }) => {
  await registerUser(context.request, { preferredCurrency: 'BRL', preferredLanguage: 'en' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);

  await test.step('upload from the Import button and see the preview', async () => {
    const dialog = await openImportFromDashboard(page);
    await dialog.getByLabel('Choose a file').setInputFiles(file('nubank.csv', NUBANK));
    await expect(dialog.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
    await expect(dialog.getByTestId('import-summary')).toHaveText('4 rows');
    await expect(dialog.getByTestId('import-row')).toHaveCount(4);
    // Every row comes with a category from the engine, and a signed amount.
    for (const select of await dialog.getByRole('combobox').all()) await expect(select).not.toHaveValue('');
    await expect(rowWith(dialog, /uber/i).getByTestId('import-row-amount')).toHaveText('−R$25.90');
    await expect(rowWith(dialog, /acme/i).getByTestId('import-row-amount')).toHaveText('+R$3,500.00');
    await expect(dialog.getByTestId('import-totals')).toHaveText('BRL: income +R$3,500.00 · expenses −R$188.00');
    await expectNoSeriousViolations(page, 'preview');
  });

  await test.step('change a category, untick a row, confirm', async () => {
    const dialog = page.getByRole('dialog');
    await rowWith(dialog, /ifood/i).getByRole('combobox').selectOption({ label: 'Groceries' });
    await rowWith(dialog, /enel/i).getByRole('checkbox').uncheck();
    await expect(dialog.getByTestId('import-totals')).toHaveText('BRL: income +R$3,500.00 · expenses −R$68.00');
    await dialog.getByRole('button', { name: 'Import 3 transactions' }).click();
    await expect(page.getByTestId('toast')).toContainText('Imported 3 transactions (0 already there)');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('total-income')).toHaveText('R$3,500.00');
    await expect(page.getByTestId('total-expenses')).toHaveText('R$68.00');
    await expect(page.getByTestId('balance')).toHaveText('R$3,432.00');
    // The category chosen in the preview is the one recorded.
    await page.getByRole('tab', { name: 'Expenses' }).click();
    await expect(page.getByTestId('category-share').filter({ hasText: 'Groceries' })).toContainText('R$42.10');
  });

  await test.step('the same file again: what is in is flagged and cannot be ticked; only the left-out row is new', async () => {
    const dialog = await openImportFromDashboard(page);
    await dialog.getByLabel('Choose a file').setInputFiles(file('nubank.csv', NUBANK));
    await expect(dialog.getByTestId('import-summary')).toHaveText('4 rows · 3 already imported');
    await expect(dialog.getByText('Already imported', { exact: true })).toHaveCount(3);
    for (const text of [/uber/i, /acme/i, /ifood/i]) await expect(rowWith(dialog, text).getByRole('checkbox')).toBeDisabled();
    await expect(rowWith(dialog, /enel/i).getByRole('checkbox')).toBeChecked();
    await dialog.getByRole('button', { name: 'Import 1 transaction' }).click();
    await expect(page.getByTestId('toast')).toContainText('Imported 1 transaction (3 already there)');
    await expect(page.getByTestId('total-expenses')).toHaveText('R$188.00');
  });

  await test.step('a third time: everything is in, nothing can be added', async () => {
    const dialog = await openImportFromDashboard(page);
    await dialog.getByLabel('Choose a file').setInputFiles(file('nubank.csv', NUBANK));
    await expect(dialog.getByTestId('import-summary')).toHaveText('4 rows · 4 already imported');
    await expect(dialog.getByText('Everything in this file is already imported: there is nothing new to add.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Import 0 transactions' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('total-expenses')).toHaveText('R$188.00');
    await expect(page.getByTestId('total-income')).toHaveText('R$3,500.00');
  });

  assertNoConsoleErrors();
});

test('a CSV of an unknown layout goes through the column-mapping step', async ({ context }) => {
  await registerUser(context.request, { preferredCurrency: 'EUR', preferredLanguage: 'en' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const dialog = await openImportFromDashboard(page);
  await dialog.getByLabel('Choose a file').setInputFiles(file('kontoauszug.csv', UNKNOWN));

  await expect(dialog.getByRole('heading', { name: 'Which column is which?' })).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText('Bäckerei Schmidt');
  await expectNoSeriousViolations(page, 'mapping');
  await dialog.getByLabel('Date', { exact: true }).selectOption({ label: 'Tag' });
  await dialog.getByLabel('Description', { exact: true }).selectOption({ label: 'Wer' });
  await dialog.getByLabel('The amount is').selectOption({ label: 'One column, minus for money out' });
  await dialog.getByLabel('Amount', { exact: true }).selectOption({ label: 'Euro' });
  await dialog.getByLabel('Date order').selectOption({ label: 'DD/MM/YYYY' });
  await dialog.getByLabel('Numbers are written').selectOption({ label: '1.234,56' });
  await dialog.getByRole('button', { name: 'Show preview' }).click();

  await expect(dialog.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
  await expect(dialog.getByTestId('import-row')).toHaveCount(2);
  await expect(rowWith(dialog, /kiosk/i).getByTestId('import-row-amount')).toHaveText('−€12.80');
  await dialog.getByRole('button', { name: 'Import 2 transactions' }).click();
  await expect(page.getByTestId('toast')).toContainText('Imported 2 transactions (0 already there)');
  await expect(page.getByTestId('total-expenses')).toHaveText('€16.30');
  assertNoConsoleErrors();
});

test('a statement attached in the chat composer opens the import with it', async ({ context }) => {
  await registerUser(context.request, { preferredCurrency: 'BRL', preferredLanguage: 'en' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  await page.goto('/chat');
  await page.getByLabel('Import a bank statement').setInputFiles(file('nubank.csv', NUBANK));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Check before importing' })).toBeVisible();
  await expect(dialog.getByTestId('import-row')).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  assertNoConsoleErrors();
});
