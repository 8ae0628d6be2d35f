/**
 * Every public page in English, Portuguese and Spanish: its heading, the title pattern of spec
 * section 2 ("{page} - Tally"), a meta description in the page's language, and the legal texts with
 * every section the spec names and the contact mail link.
 */
import { expect, test, type Page } from '@playwright/test';
import { SIGNED_OUT_SESSION_CHECK, failOnConsoleErrors } from '../fixtures';

type Language = 'en' | 'pt' | 'es';

async function openIn(page: Page, language: Language, path: string) {
  await page.addInitScript((lang) => localStorage.setItem('financial-app-language', lang), language);
  await page.goto(path);
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

interface Expected {
  heading: RegExp | string;
  title: string;
  /** A word the description must contain, in the page's language. */
  describes: RegExp;
}

const PAGES: Record<string, Record<Language, Expected>> = {
  '/': {
    en: { heading: 'Track your money just by chatting.', title: 'Tally – AI finance assistant', describes: /personal finance assistant/ },
    pt: { heading: 'Controle seu dinheiro só conversando.', title: 'Tally – assistente financeiro com IA', describes: /assistente de finanças/ },
    es: { heading: 'Controla tu dinero con solo chatear.', title: 'Tally – asistente financiero con IA', describes: /asistente de finanzas/ },
  },
  '/auth': {
    en: { heading: 'Create your account', title: 'Create account - Tally', describes: /free Tally account/ },
    pt: { heading: 'Crie sua conta', title: 'Criar conta - Tally', describes: /conta gratuita/ },
    es: { heading: 'Crea tu cuenta', title: 'Crear cuenta - Tally', describes: /cuenta gratuita/ },
  },
  '/auth?mode=signin': {
    en: { heading: 'Welcome back', title: 'Sign in - Tally', describes: /sign in/ },
    pt: { heading: 'Que bom ver você de novo', title: 'Entrar - Tally', describes: /entre/ },
    es: { heading: 'Hola de nuevo', title: 'Iniciar sesión - Tally', describes: /inicia sesión/ },
  },
  '/privacy': {
    en: { heading: 'Privacy Policy', title: 'Privacy Policy - Tally', describes: /download or delete your data/ },
    pt: { heading: 'Política de Privacidade', title: 'Política de Privacidade - Tally', describes: /baixar ou apagar/ },
    es: { heading: 'Política de Privacidad', title: 'Política de Privacidad - Tally', describes: /descargar o borrar/ },
  },
  '/terms': {
    en: { heading: 'Terms of Service', title: 'Terms of Service - Tally', describes: /Tally beta/ },
    pt: { heading: 'Termos de Serviço', title: 'Termos de Serviço - Tally', describes: /beta do Tally/ },
    es: { heading: 'Términos del Servicio', title: 'Términos del Servicio - Tally', describes: /beta de Tally/ },
  },
  '/support': {
    en: { heading: 'How can we help?', title: 'Support - Tally', describes: /within 24 hours/ },
    pt: { heading: 'Como podemos ajudar?', title: 'Suporte - Tally', describes: /24 horas/ },
    es: { heading: '¿Cómo podemos ayudarte?', title: 'Soporte - Tally', describes: /24 horas/ },
  },
  '/no/such/page': {
    en: { heading: 'Page Not Found', title: 'Page Not Found - Tally', describes: /doesn't exist or has been moved/ },
    pt: { heading: 'Página não encontrada', title: 'Página não encontrada - Tally', describes: /não existe/ },
    es: { heading: 'Página no encontrada', title: 'Página no encontrada - Tally', describes: /no existe/ },
  },
};

for (const language of ['en', 'pt', 'es'] as const) {
  test(`every public page renders in ${language} with its title and description`, async ({ page }) => {
    const assertNoConsoleErrors = failOnConsoleErrors(page, [SIGNED_OUT_SESSION_CHECK]);
    for (const [path, byLanguage] of Object.entries(PAGES)) {
      const expected = byLanguage[language];
      await openIn(page, language, path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(expected.heading);
      await expect(page, path).toHaveTitle(expected.title);
      await expect.poll(() => description(page), { message: path }).toMatch(expected.describes);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    }
    assertNoConsoleErrors();
  });
}

const LEGAL: Record<Language, { privacy: string[]; terms: string[]; contact: string; updated: string }> = {
  en: {
    privacy: ['Information we collect', 'How we use your information', 'Data security', 'Data retention', 'Your rights', 'Contact'],
    terms: [
      'Acceptance of terms',
      'Description of the service',
      'Beta service',
      'Your responsibilities',
      'Accuracy of data',
      'Service availability',
      'Limitation of liability',
      'Termination',
      'Changes to these terms',
      'Contact',
    ],
    contact: 'Contact',
    updated: 'Last updated: June 2025',
  },
  pt: {
    privacy: ['Informações que coletamos', 'Como usamos suas informações', 'Segurança dos dados', 'Retenção de dados', 'Seus direitos', 'Contato'],
    terms: [
      'Aceitação dos termos',
      'Descrição do serviço',
      'Serviço em beta',
      'Suas responsabilidades',
      'Precisão dos dados',
      'Disponibilidade do serviço',
      'Limitação de responsabilidade',
      'Encerramento',
      'Alterações nestes termos',
      'Contato',
    ],
    contact: 'Contato',
    updated: 'Última atualização: junho de 2025',
  },
  es: {
    privacy: ['Información que recopilamos', 'Cómo usamos tu información', 'Seguridad de los datos', 'Conservación de los datos', 'Tus derechos', 'Contacto'],
    terms: [
      'Aceptación de los términos',
      'Descripción del servicio',
      'Servicio en beta',
      'Tus responsabilidades',
      'Exactitud de los datos',
      'Disponibilidad del servicio',
      'Limitación de responsabilidad',
      'Terminación',
      'Cambios en estos términos',
      'Contacto',
    ],
    contact: 'Contacto',
    updated: 'Última actualización: junio de 2025',
  },
};

const sectionTitles = async (page: Page) =>
  (await page.getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.replace(/^\d+\.\s*/, ''));

for (const language of ['en', 'pt', 'es'] as const) {
  test(`privacy and terms have every section of the spec in ${language}, and the contact mail link`, async ({ page }) => {
    const expected = LEGAL[language];
    await openIn(page, language, '/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sectionTitles(page)).toEqual(expected.privacy);
    // The lists the spec names: information collected, how used, your rights.
    await expect(page.locator('article ol > li').nth(0).getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('article ol > li').nth(1).getByRole('listitem')).toHaveCount(6);
    await expect(page.locator('article ol > li').nth(4).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'support@tally.app' })).toHaveAttribute('href', 'mailto:support@tally.app');

    await openIn(page, language, '/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sectionTitles(page)).toEqual(expected.terms);
    await expect(page.getByText(expected.updated)).toBeVisible();
    await expect(page.locator('article ol > li').nth(3).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'support@tally.app' })).toHaveAttribute('href', 'mailto:support@tally.app');
  });
}

test('the privacy policy says what is true of this product', async ({ page }) => {
  await openIn(page, 'en', '/privacy');
  const text = await page.locator('article').innerText();
  for (const claim of [
    /runs on our server/,
    /do not send your messages or financial data to any outside AI service/,
    /by default the assistant works entirely on our own engine and sends nothing out/,
    /names of your categories, today's date, your time zone and your preferred currency\. Nothing else is sent/,
    /Questions about your money are never sent/,
    /Sign-in sessions end after 7 days without use and 30 days at most/,
    /Download everything we hold about you/,
    /Delete your account and all of its data/,
    /live demo on our home page runs entirely in your browser/,
  ]) {
    expect(text).toMatch(claim);
  }
});

test('the support page has the four cards and four questions of the spec', async ({ page }) => {
  await openIn(page, 'en', '/support');
  const cards = page.getByRole('list', { name: 'Ways to get help' }).getByRole('heading', { level: 2 });
  await expect(cards).toHaveText(['Live chat', 'Email support', 'Documentation', 'Beta community']);
  await expect(page.getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/chat');
  await expect(page.getByRole('link', { name: 'support@tally.app' })).toHaveAttribute('href', 'mailto:support@tally.app');
  await expect(page.locator('#faq details')).toHaveCount(4);
  await page.getByRole('link', { name: 'Read the answers' }).click();
  await expect(page).toHaveURL(/#faq$/);
  const second = page.locator('#faq details').nth(1);
  await second.locator('summary').click();
  await expect(second.getByText(/more than 70 currencies/)).toBeVisible();
});
