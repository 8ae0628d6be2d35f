/** What the channel itself says (the assistant's replies come from the engine), in en, pt and es. */
import type { Language } from '@tally/shared/languages';
import { PRODUCT_NAME } from '@tally/shared/languages';

export interface MessagingTexts {
  invite: (url: string) => string;
  stopped: string;
  started: string;
  help: string;
  disabled: (url: string) => string;
}

export const MESSAGING_TEXTS: Record<Language, MessagingTexts> = {
  en: {
    invite: (url) => `${PRODUCT_NAME} tracks your money by chat. This number isn't linked to an account yet — sign up at ${url} and text us again.`,
    stopped: `You're unsubscribed from ${PRODUCT_NAME}. You won't get any more replies. Text START to come back.`,
    started: `Welcome back to ${PRODUCT_NAME}! Text an expense like "lunch 12" or ask "how much did I spend this month?".`,
    help: `${PRODUCT_NAME}: text an expense ("taxi 18"), income ("got paid 2000") or a question ("how much on dining this month?"). Reply STOP to unsubscribe.`,
    disabled: (url) => `Messages to ${PRODUCT_NAME} are turned off for this number. Turn them on in Settings at ${url}.`,
  },
  pt: {
    invite: (url) => `O ${PRODUCT_NAME} controla seu dinheiro pelo chat. Este número ainda não está ligado a uma conta — cadastre-se em ${url} e mande uma mensagem de novo.`,
    stopped: `Você cancelou as mensagens do ${PRODUCT_NAME} e não receberá mais respostas. Envie START para voltar.`,
    started: `Que bom ter você de volta no ${PRODUCT_NAME}! Envie um gasto como "almoço 12" ou pergunte "quanto gastei este mês?".`,
    help: `${PRODUCT_NAME}: envie um gasto ("táxi 18"), uma receita ("recebi 2000") ou uma pergunta ("quanto gastei com restaurantes este mês?"). Responda STOP para cancelar.`,
    disabled: (url) => `As mensagens para o ${PRODUCT_NAME} estão desligadas para este número. Ligue-as em Configurações em ${url}.`,
  },
  es: {
    invite: (url) => `${PRODUCT_NAME} lleva tus cuentas por chat. Este número aún no está vinculado a una cuenta: regístrate en ${url} y vuelve a escribirnos.`,
    stopped: `Te diste de baja de ${PRODUCT_NAME} y no recibirás más respuestas. Envía START para volver.`,
    started: `¡Bienvenido de nuevo a ${PRODUCT_NAME}! Envía un gasto como "almuerzo 12" o pregunta "¿cuánto gasté este mes?".`,
    help: `${PRODUCT_NAME}: envía un gasto ("taxi 18"), un ingreso ("cobré 2000") o una pregunta ("¿cuánto gasté en restaurantes este mes?"). Responde STOP para darte de baja.`,
    disabled: (url) => `Los mensajes a ${PRODUCT_NAME} están desactivados para este número. Actívalos en Ajustes en ${url}.`,
  },
};

const PORTUGUESE_CODES = ['+55', '+351', '+244', '+258', '+238'];
const SPANISH_CODES = ['+34', '+52', '+54', '+56', '+57', '+51', '+58', '+593', '+591', '+595', '+598', '+506', '+507', '+502', '+503', '+504', '+505', '+53', '+1809', '+1829', '+1849'];

/** A stranger's likely language from the country code of their number. */
export function languageForNumber(phone: string): Language {
  if (PORTUGUESE_CODES.some((c) => phone.startsWith(c))) return 'pt';
  if (SPANISH_CODES.some((c) => phone.startsWith(c))) return 'es';
  return 'en';
}

/** Keywords carriers and the provider treat as opt-out / opt-in / help. */
export const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
export const START_WORDS = new Set(['START', 'YES', 'UNSTOP', 'OPTIN']);
export const HELP_WORDS = new Set(['HELP', 'INFO']);
