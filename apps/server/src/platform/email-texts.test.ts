import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, PRODUCT_NAME } from '@tally/shared/languages';
import { renderEmail } from './email-layout';
import { CATALOGS as TEXTS } from './texts';
import { renderVerificationEmail } from '../modules/email-verification/email-verification.emails';
import { renderResetEmail } from '../modules/password-reset/password-reset.emails';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const byLanguage = <T>(section: (emails: (typeof TEXTS)['en']['emails']) => T) =>
  Object.fromEntries(LANGUAGE_CODES.map((language) => [language, section(TEXTS[language].emails)]));

/** Every part of the server's email catalogs, by name. */
const CATALOGS: Record<string, Record<string, Record<string, string>>> = {
  layout: byLanguage((emails) => emails.layout),
  verification: byLanguage((emails) => emails.verification),
  reset: byLanguage((emails) => emails.reset),
};

describe('email texts', () => {
  it.each(Object.keys(CATALOGS))('%s: every language has every text, non-empty, with the same placeholders as English', (name) => {
    const catalog = CATALOGS[name]!;
    expect(Object.keys(catalog).sort()).toEqual([...LANGUAGE_CODES].sort());
    const english = catalog.en!;
    for (const language of LANGUAGE_CODES) {
      const texts = catalog[language]!;
      expect(Object.keys(texts).sort(), `${name}.${language}`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(texts)) {
        expect(value.trim(), `${name}.${language}.${key}`).not.toBe('');
        expect(placeholders(value), `${name}.${language}.${key}`).toEqual(placeholders(english[key]!));
        if (language !== 'en' && key !== 'greeting') expect(value, `${name}.${language}.${key} is untranslated`).not.toBe(english[key]);
      }
    }
  });

  it.each(LANGUAGE_CODES)('renders the verification and reset emails in %s with the product name and the link, no placeholder left', (language) => {
    const link = 'https://tally.example/api/auth/verify-email?token=abc_DEF-123';
    const verification = renderVerificationEmail({ language, name: 'Ana', email: 'ana@example.com', link });
    const reset = renderResetEmail({ language, name: null, link });
    for (const mail of [verification, reset]) {
      expect(mail.subject).toContain(PRODUCT_NAME);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
    }
    expect(verification.text).toContain('Ana');
    expect(verification.text).toContain('ana@example.com');
  });

  it('escapes what a user typed (a name) in the HTML part', () => {
    const mail = renderEmail({
      language: 'en',
      greeting: 'Hi <script>alert(1)</script> & "friends",',
      paragraphs: [],
      action: { label: 'Go', url: 'https://tally.example/?a=1&b="2"' },
      notes: [],
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;,');
    expect(mail.html).toContain('href="https://tally.example/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Hi <script>alert(1)</script>');
  });
});
