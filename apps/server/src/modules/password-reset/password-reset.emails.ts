/** The password-reset email, in each interface language. */
import { PRODUCT_NAME, type Language } from '@tally/shared/languages';
import { fillTemplate, renderEmail, type RenderedEmail } from '../../platform/email-layout';

export type ResetEmailTexts = {
  subject: string;
  greetingNamed: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  sessions: string;
  notYou: string;
};

export const RESET_EMAIL_TEXTS: Record<Language, ResetEmailTexts> = {
  en: {
    subject: 'Reset your {product} password',
    greetingNamed: 'Hi {name},',
    greeting: 'Hi,',
    body: 'Someone asked to reset the password of the {product} account with this email address. If it was you, choose a new password with the link below.',
    action: 'Choose a new password',
    expiry: 'The link works once and expires in 1 hour.',
    sessions: 'Setting a new password signs you out everywhere; sign in again with the new one.',
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  pt: {
    subject: 'Redefina sua senha do {product}',
    greetingNamed: 'Olá, {name},',
    greeting: 'Olá,',
    body: 'Alguém pediu para redefinir a senha da conta do {product} com este endereço de e-mail. Se foi você, escolha uma nova senha pelo link abaixo.',
    action: 'Escolher uma nova senha',
    expiry: 'O link funciona uma única vez e expira em 1 hora.',
    sessions: 'Definir uma nova senha encerra todas as suas sessões; entre novamente com a nova senha.',
    notYou: 'Se você não pediu isso, ignore este e-mail: sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablece tu contraseña de {product}',
    greetingNamed: 'Hola, {name}:',
    greeting: 'Hola:',
    body: 'Alguien pidió restablecer la contraseña de la cuenta de {product} con esta dirección de correo. Si fuiste tú, elige una nueva contraseña con el enlace de abajo.',
    action: 'Elegir una nueva contraseña',
    expiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
    sessions: 'Al establecer una nueva contraseña se cierran todas tus sesiones; vuelve a iniciar sesión con la nueva.',
    notYou: 'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
  },
};

export function renderResetEmail(input: { language: Language; name: string | null; link: string }): RenderedEmail & { subject: string } {
  const texts = RESET_EMAIL_TEXTS[input.language];
  const fill = (template: string) => fillTemplate(template, { product: PRODUCT_NAME, name: input.name ?? '' });
  const rendered = renderEmail({
    language: input.language,
    greeting: fill(input.name ? texts.greetingNamed : texts.greeting),
    paragraphs: [fill(texts.body)],
    action: { label: fill(texts.action), url: input.link },
    notes: [fill(texts.expiry), fill(texts.sessions), fill(texts.notYou)],
  });
  return { subject: fill(texts.subject), ...rendered };
}
