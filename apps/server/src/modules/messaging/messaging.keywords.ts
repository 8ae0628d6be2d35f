/**
 * The channel's keywords and a stranger's likely language. What the channel itself says is in the
 * `messaging` catalogs; the assistant's replies come from the engine.
 */
import type { Language } from '@tally/shared/languages';

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
