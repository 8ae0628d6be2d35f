/**
 * The landing page (spec section 2): its parts, the beta seats from the server, the live demo (the
 * real engine, in the browser, nothing sent) in each language, and the phone-only floating buttons.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors } from '../fixtures';

async function openIn(page: Page, language: 'en' | 'pt' | 'es', path = '/') {
  await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
  await page.goto(path);
}

const demo = (page: Page) => page.getByRole('region', { name: /Tally/ });
const conversation = (page: Page) => page.getByRole('log');

/** Every request the page makes to the API, to show that the demo sends nothing. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

test('the landing has every part of the spec, in order, with the links it promises', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await openIn(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track your money just by chatting.');
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings).toEqual([
    expect.stringContaining('Tally'),
    'Your finances, without the forms',
    "Free while we're in beta",
    'What beta users say',
    'Your money, one sentence at a time',
  ]);
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(['Just write it', 'Smart insights', 'Private by design', 'Beta access']);

  const pricing = page.getByRole('region', { name: "Free while we're in beta" });
  await expect(pricing.getByText('Free', { exact: true })).toBeVisible();
  await expect(pricing.getByText('No credit card needed')).toBeVisible();
  await expect(pricing.getByText('Only 100000 seats')).toBeVisible();
  await expect(pricing.getByRole('listitem')).toHaveText([
    'Unlimited AI transactions',
    'Smart insights and budgets',
    'Web, WhatsApp and SMS access',
    'Export and reports',
    'Direct access to the product team',
  ]);
  await expect(pricing.getByRole('link', { name: 'Claim your seat' })).toHaveAttribute('href', '/auth');

  const testimonials = page.getByRole('region', { name: 'What beta users say' });
  await expect(testimonials.locator('blockquote')).toHaveCount(2);

  const closing = page.getByRole('region', { name: 'Your money, one sentence at a time' });
  await expect(closing.getByRole('link', { name: 'Join the free beta' })).toHaveAttribute('href', '/auth');
  await expect(closing.getByRole('link', { name: 'Ask us a question' })).toHaveAttribute('href', '/support');

  const header = page.getByRole('banner');
  await expect(header.getByLabel('Language')).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?mode=signin');
  await expect(header.getByRole('link', { name: 'Join the beta' })).toHaveAttribute('href', '/auth');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveText(['Privacy', 'Terms', 'Support']);
  assertNoConsoleErrors();
});

test('the seats left come from the server', async ({ page, request }) => {
  const before = (await (await request.get('/api/beta/seats')).json()) as { total: number; left: number };
  await openIn(page, 'en');
  const badge = page.getByTestId('seats-badge');
  await expect(badge).toHaveText(/^Free beta · \d+ of 100000 seats left$/);
  // Other journeys may sign up meanwhile: the page's figure is the server's, at most a few lower.
  const shown = Number((await badge.textContent())!.match(/· (\d+) of/)![1]);
  expect(shown).toBeLessThanOrEqual(before.left);
  expect(shown).toBeGreaterThan(before.left - 50);
  await expect(page.getByTestId('seats-left')).toHaveText(`${shown} of 100000 seats left`);

  await page.route('/api/beta/seats', (route) => route.fulfill({ json: { total: 50, taken: 47, left: 3, channels: { web: true, sms: true, whatsapp: true } } }));
  await page.reload();
  await expect(badge).toHaveText('Free beta · 3 of 50 seats left');
  await expect(page.getByTestId('seats-left')).toHaveText('3 of 50 seats left');
  await expect(page.getByRole('progressbar', { name: 'Beta seats taken' })).toHaveAttribute('aria-valuenow', '47');

  await page.route('/api/beta/seats', (route) => route.fulfill({ json: { total: 50, taken: 50, left: 0, channels: { web: true, sms: true, whatsapp: true } } }));
  await page.reload();
  await expect(badge).toHaveText('Free beta · all 50 seats are taken');
  await expect(page.getByTestId('seats-left')).toHaveText('All 50 seats are taken');
});

test('WhatsApp and SMS are promised only when the server has them on, in en, pt and es', async ({ page }) => {
  // The journeys' server has the channel on (TWILIO_AUTH_TOKEN and PUBLIC_URL).
  await openIn(page, 'en');
  await expect(page.getByText('Web, WhatsApp and SMS', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Web, WhatsApp and SMS access' })).toHaveCount(1);

  // A server without it: the same page says web only, and that texting is coming.
  const off = { total: 50, taken: 10, left: 40, channels: { web: true, sms: false, whatsapp: false } };
  await page.route('/api/beta/seats', (route) => route.fulfill({ json: off }));
  const expected = {
    en: ['Web app · WhatsApp and SMS coming soon', 'Web access (WhatsApp and SMS coming soon)'],
    pt: ['App web · WhatsApp e SMS em breve', 'Acesso pela web (WhatsApp e SMS em breve)'],
    es: ['App web · WhatsApp y SMS próximamente', 'Acceso por web (WhatsApp y SMS próximamente)'],
  };
  for (const [lang, [fact, item]] of Object.entries(expected)) {
    await openIn(page, lang as 'en' | 'pt' | 'es');
    await expect(page.getByText(fact!, { exact: true })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: item! })).toHaveCount(1);
    await expect(page.getByText(/WhatsApp (and|e|y) SMS access|web, WhatsApp (e|y) SMS$/)).toHaveCount(0);
    await expect(page.getByText(/^Web, WhatsApp (and|e|y) SMS$/)).toHaveCount(0);
  }
});

test('the auth page’s seats follow BETA_SEATS, not a fixed 50', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByText('Free beta with only 100000 early seats')).toBeVisible();
  await page.route('/api/beta/seats', (route) => route.fulfill({ json: { total: 12, taken: 12, left: 0, channels: { web: true, sms: false, whatsapp: false } } }));
  await page.reload();
  await expect(page.getByText('Free beta · all 12 seats are taken')).toBeVisible();
});

test('the demo engine loads only when the visitor turns to the demo', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openIn(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('demo-engine'))).toBe(false);
  await page.getByLabel('Your message to the demo').focus();
  await expect.poll(() => scripts.some((path) => path.includes('demo-engine'))).toBe(true);
});

const SENTENCES = [
  {
    language: 'en' as const,
    typed: 'Lunch with Ana 18.50 and a taxi home 12',
    reply: '✅ Recorded 2 transactions:\n• Lunch with Ana: $18.50 (Dining), today\n• Taxi home: $12.00 (Transportation), today',
  },
  { language: 'pt' as const, typed: 'gastei 50 no mercado ontem', reply: '✅ Despesa registrada: Mercado, R$\u00a050,00 (Mercado), ontem.' },
  { language: 'es' as const, typed: 'cena con amigos 25 euros', reply: '✅ Gasto registrado: Cena con amigos, 25,00\u00a0€ (Restaurantes), hoy.' },
];

for (const { language, typed, reply } of SENTENCES) {
  test(`the demo understands and answers a sentence in ${language}, sending nothing to the server`, async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
    await openIn(page, language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const requests = apiRequests(page);
    const input = demo(page).getByRole('textbox');
    await input.fill(typed);
    await input.press('Enter');
    const log = conversation(page);
    await expect(log.getByRole('listitem').nth(1)).toContainText(typed);
    await expect(log.getByRole('listitem').nth(2)).toHaveText(`Tally: ${reply}`, { useInnerText: true });
    await expect(input).toHaveValue('');
    expect(requests).toEqual([]);
    assertNoConsoleErrors();
  });
}

test('the examples are in the page’s language; questions get the demo notice; a follow-up completes a transaction', async ({ page }) => {
  const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
  await openIn(page, 'pt');
  const examples = demo(page).getByRole('list', { name: 'Exemplos para testar' }).getByRole('button');
  await expect(examples).toHaveText(['Almoço 32,90 e Uber 18', 'Recebi 3.500 de salário', 'Gastei 50 reais no mercado ontem', 'Quanto gastei com restaurantes este mês?']);
  const log = conversation(page);

  await examples.first().click();
  await expect(log.getByRole('listitem').nth(2)).toContainText('✅ 2 transações registradas');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Almoço: R$\u00a032,90 (Restaurantes), hoje');

  await examples.last().click();
  await expect(log.getByRole('listitem').nth(4)).toContainText('Boa pergunta! Na sua conta eu respondo a partir dos seus próprios registros');

  // Written in English on the Portuguese page: the answer comes in English, as in the chat.
  const input = demo(page).getByRole('textbox');
  await input.fill('How much did I spend this month?');
  await input.press('Enter');
  await expect(log.getByRole('listitem').nth(6)).toContainText('Good question! In your account I answer it from your own records');

  await input.fill('comprei um presente');
  await input.press('Enter');
  await expect(log.getByRole('listitem').nth(8)).toContainText('Preciso de mais informações sobre esta transação');
  await input.fill('35');
  await input.press('Enter');
  await expect(log.getByRole('listitem').nth(10)).toContainText('✅ Despesa registrada: Presente, R$\u00a035,00 (Compras), hoje.');

  await page.getByRole('button', { name: 'Recomeçar' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(1);
  assertNoConsoleErrors();
});

test.describe('phone width @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the floating join-beta and back-to-top buttons appear after 800 px of scrolling @mobile', async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
    await openIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const floating = page.getByRole('link', { name: 'Join the beta' }).and(page.locator('.fixed'));
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(floating).toHaveCount(0);
    await expect(toTop).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(floating).toBeVisible();
    await expect(toTop).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(floating).toHaveCount(0);
    assertNoConsoleErrors();
  });
});

test('on a wide screen the floating buttons stay hidden', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openIn(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(200);
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Join the beta' }).and(page.locator('.fixed'))).toBeHidden();
});
