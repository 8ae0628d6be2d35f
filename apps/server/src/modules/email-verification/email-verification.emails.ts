/**
 * The verification email (emails are one of the places the server speaks); its words are in the
 * `emails` catalogs (`verification.*`).
 */
import type { Language } from '@tally/shared/languages';
import { renderEmail, type RenderedEmail } from '../../platform/email-layout';
import { t } from '../../platform/texts';

/** How long a verification link works: the service enforces it and the email says it. */
export const VERIFICATION_LINK_HOURS = 24;

export function renderVerificationEmail(input: {
  language: Language;
  name: string | null;
  email: string;
  link: string;
}): RenderedEmail & { subject: string } {
  const { language } = input;
  const rendered = renderEmail({
    language,
    greeting: input.name ? t(language, 'emails:verification.greetingNamed', { name: input.name }) : t(language, 'emails:verification.greeting'),
    paragraphs: [t(language, 'emails:verification.body', { email: input.email })],
    action: { label: t(language, 'emails:verification.action'), url: input.link },
    notes: [t(language, 'emails:verification.expiry', { count: VERIFICATION_LINK_HOURS }), t(language, 'emails:verification.notYou')],
  });
  return { subject: t(language, 'emails:verification.subject'), ...rendered };
}
