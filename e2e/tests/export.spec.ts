/**
 * The export journey: the dashboard's Export button opens the dialog, the user chooses a report,
 * format, currency and dates with the calendar, and the browser downloads the real file under the
 * server's name; the file is read back and checked against the user's own data.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { failOnConsoleErrors, registerUser } from '../fixtures';

/** Today's calendar date in UTC (the API-registered user's timezone). */
const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

async function addTransaction(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/transactions', { data: { type: 'expense', currency: 'USD', tags: [], transactionDate: monthStart(), ...data } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { historicalConvertedAmount: string | null; amount: string };
}

async function openExportDialog(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^(Export|Exportar)$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('exports an Excel workbook of chosen dates and a CSV monthly summary by default, named by the server', async ({ context }) => {
  await registerUser(context.request);
  await addTransaction(context.request, { amount: '12.50', category: 'Dining', description: 'Lunch' });
  await addTransaction(context.request, { type: 'income', amount: '1000', category: 'Salary', description: 'Pay' });
  const eur = await addTransaction(context.request, { amount: '10', currency: 'EUR', category: 'Groceries', description: '=1+1' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const dialog = await openExportDialog(page);

  await test.step('the dialog as the spec describes it', async () => {
    await expect(dialog.getByRole('heading', { name: 'Export Financial Report' })).toBeVisible();
    await expect(dialog).toContainText('Generate and download your financial data in various formats for analysis or tax preparation.');
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(425);
    await expect(dialog.getByLabel('Report Type')).toHaveValue('monthly-summary');
    await expect(dialog.getByLabel('Export Format')).toHaveValue('csv');
    await expect(dialog.getByLabel('Currency')).toHaveValue('USD');
    await expect(dialog.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(dialog.getByText('Clear dates (use default range)')).toHaveCount(0);
  });

  await test.step('choose all transactions as Excel, with dates from the calendar', async () => {
    await dialog.getByLabel('Report Type').selectOption({ label: 'All Transactions' });
    await dialog.getByLabel('Export Format').selectOption({ label: 'Excel Workbook' });
    await expect(dialog.getByRole('button', { name: 'Export EXCEL' })).toBeVisible();
    await dialog.getByRole('button', { name: /Start Date/ }).click();
    await expect(dialog.getByRole('grid')).toHaveCount(1);
    await dialog.getByRole('grid').locator(`button[data-date="${monthStart()}"]`).click();
    await expect(dialog.getByRole('button', { name: /Start Date/ })).toHaveText(new RegExp(`^[A-Z][a-z]{2} 01, ${today().slice(0, 4)}$`));
    // The end date by keyboard: the calendar opens on today; Enter chooses it.
    await dialog.getByRole('button', { name: /End Date/ }).click();
    await expect(page.locator(`button[data-date="${today()}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('grid')).toHaveCount(0);
    await expect(dialog.getByText('Clear dates (use default range)')).toBeVisible();
  });

  await test.step('download the workbook and read it back', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export EXCEL' }).click()]);
    expect(download.suggestedFilename()).toBe(`tally-transactions-${monthStart()}-to-${today()}-USD-created-${today()}.xlsx`);
    await expect(page.getByTestId('toast')).toContainText('Export successful');
    await expect(page.getByTestId('toast')).toContainText('Your financial report has been downloaded');
    await expect(dialog).toBeHidden();

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transactions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Type', 'Category', 'Description', 'Tags', 'Original amount', 'Original currency', 'Amount (USD)']);
    const rows = [2, 3, 4].map((r) => sheet.getRow(r));
    expect(rows.map((r) => r.getCell(4).value).sort()).toEqual(["'=1+1", 'Lunch', 'Pay']);
    const total = (label: string) => {
      let value: unknown;
      sheet.eachRow((row) => {
        if (row.getCell(1).value === label) value = row.getCell(8).value;
      });
      return value;
    };
    expect(total('Total income')).toBe(1000);
    expect(total('Total expenses')).toBeCloseTo(12.5 + Number(eur.historicalConvertedAmount), 2);
  });

  await test.step('the default monthly summary as CSV', async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.getByText('Clear dates (use default range)').click();
    await dialog.getByLabel('Report Type').selectOption('monthly-summary');
    await dialog.getByLabel('Export Format').selectOption('csv');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^tally-monthly-summary-${monthStart()}-to-\\d{4}-\\d{2}-\\d{2}-USD-created-${today()}\\.csv$`));
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('Monthly summary');
    expect(lines[2]).toMatch(new RegExp(`^${today().slice(0, 7)},${monthStart()},`));
    expect(lines[2]!.split(',')[3]).toBe('1000.00');
  });

  assertNoConsoleErrors();
});

test('in Portuguese at phone width: the dialog and the file speak the user’s language @mobile', async ({ context }) => {
  await registerUser(context.request, { preferredLanguage: 'pt', preferredCurrency: 'BRL' });
  await addTransaction(context.request, { amount: '35.90', currency: 'BRL', category: 'Dining', description: 'Almoço' });
  const page = await context.newPage();
  const assertNoConsoleErrors = failOnConsoleErrors(page);
  const dialog = await openExportDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Exportar relatório financeiro' })).toBeVisible();
  await expect(dialog.getByLabel('Moeda')).toHaveValue('BRL');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await dialog.getByLabel('Tipo de relatório').selectOption('transactions');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tally-transactions-all-time-BRL-created-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Data,Tipo,Categoria,Descrição,Tags,Valor original,Moeda original,Valor (BRL)');
  expect(csv).toContain('Despesa,Restaurantes,Almoço,,35.90,BRL,35.90');
  await expect(page.getByTestId('toast')).toContainText('Exportação concluída');
  assertNoConsoleErrors();
});

test('screenshots of the export dialog for a person to look at', async ({ context }) => {
  test.skip(!process.env.SHOTS, 'set SHOTS=1 to write screenshots');
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots';
  await registerUser(context.request);
  const page = await context.newPage();
  for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } })) {
    await page.setViewportSize(viewport);
    const dialog = await openExportDialog(page);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${size}-export-dialog.png` });
    await dialog.getByRole('button', { name: /Start Date/ }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/${size}-export-calendar.png` });
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /End Date/ }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Export CSV' }).focus();
    await page.screenshot({ path: `${dir}/${size}-export-dates.png` });
  }
});
