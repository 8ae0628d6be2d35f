/** The verification email, in each interface language (emails are one of the places the server speaks). */
import { PRODUCT_NAME, type Language } from '@tally/shared/languages';
import { fillTemplate, renderEmail, type RenderedEmail } from '../../platform/email-layout';

export type VerificationEmailTexts = {
  subject: string;
  greetingNamed: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  notYou: string;
};

export const VERIFICATION_EMAIL_TEXTS: Record<Language, VerificationEmailTexts> = {
  en: {
    subject: 'Confirm your email address for {product}',
    greetingNamed: 'Hi {name},',
    greeting: 'Hi,',
    body: 'Please confirm that {email} is your email address. With a verified address you can reset your password if you ever forget it.',
    action: 'Verify email address',
    expiry: 'The link works once and expires in 24 hours.',
    notYou: 'If you did not add this address to a {product} account, you can ignore this email.',
  },
  pt: {
    subject: 'Confirme seu endereço de e-mail no {product}',
    greetingNamed: 'Olá, {name},',
    greeting: 'Olá,',
    body: 'Confirme que {email} é o seu endereço de e-mail. Com um endereço verificado, você pode redefinir sua senha se a esquecer.',
    action: 'Verificar e-mail',
    expiry: 'O link funciona uma única vez e expira em 24 horas.',
    notYou: 'Se você não adicionou este endereço a uma conta do {product}, pode ignorar este e-mail.',
  },
  es: {
    subject: 'Confirma tu dirección de correo en {product}',
    greetingNamed: 'Hola, {name}:',
    greeting: 'Hola:',
    body: 'Confirma que {email} es tu dirección de correo. Con una dirección verificada podrás restablecer tu contraseña si la olvidas.',
    action: 'Verificar correo',
    expiry: 'El enlace funciona una sola vez y caduca en 24 horas.',
    notYou: 'Si no añadiste esta dirección a una cuenta de {product}, puedes ignorar este correo.',
  },
};

export function renderVerificationEmail(input: {
  language: Language;
  name: string | null;
  email: string;
  link: string;
}): RenderedEmail & { subject: string } {
  const texts = VERIFICATION_EMAIL_TEXTS[input.language];
  const values = { product: PRODUCT_NAME, name: input.name ?? '', email: input.email };
  const fill = (template: string) => fillTemplate(template, values);
  const rendered = renderEmail({
    language: input.language,
    greeting: fill(input.name ? texts.greetingNamed : texts.greeting),
    paragraphs: [fill(texts.body)],
    action: { label: fill(texts.action), url: input.link },
    notes: [fill(texts.expiry), fill(texts.notYou)],
  });
  return { subject: fill(texts.subject), ...rendered };
}
