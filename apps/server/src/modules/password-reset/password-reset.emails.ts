/** The password-reset email; its words are in the `emails` catalogs (`reset.*`). */
import type { Language } from '@tally/shared/languages';
import { renderEmail, type RenderedEmail } from '../../platform/email-layout';
import { t } from '../../platform/texts';

/** How long a reset link works: the service enforces it and the email says it. */
export const RESET_LINK_HOURS = 1;

export function renderResetEmail(input: { language: Language; name: string | null; link: string }): RenderedEmail & { subject: string } {
  const { language } = input;
  const rendered = renderEmail({
    language,
    greeting: input.name ? t(language, 'emails:reset.greetingNamed', { name: input.name }) : t(language, 'emails:reset.greeting'),
    paragraphs: [t(language, 'emails:reset.body')],
    action: { label: t(language, 'emails:reset.action'), url: input.link },
    notes: [
      t(language, 'emails:reset.expiry', { count: RESET_LINK_HOURS }),
      t(language, 'emails:reset.sessions'),
      t(language, 'emails:reset.notYou'),
    ],
  });
  return { subject: t(language, 'emails:reset.subject'), ...rendered };
}
