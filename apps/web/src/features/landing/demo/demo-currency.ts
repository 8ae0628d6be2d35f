import type { Language } from '@tally/shared/languages';

/** Usual currency of the regions where most visitors of each page language live. */
const REGION_CURRENCIES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { US: 'USD', GB: 'GBP', CA: 'CAD', AU: 'AUD', NZ: 'NZD', IE: 'EUR', IN: 'INR', ZA: 'ZAR', SG: 'SGD', PH: 'PHP', NG: 'NGN', KE: 'KES' },
  pt: { BR: 'BRL', PT: 'EUR', AO: 'AOA', MZ: 'MZN', CV: 'CVE' },
  es: {
    ES: 'EUR',
    MX: 'MXN',
    AR: 'ARS',
    CO: 'COP',
    CL: 'CLP',
    PE: 'PEN',
    UY: 'UYU',
    PY: 'PYG',
    BO: 'BOB',
    GT: 'GTQ',
    CR: 'CRC',
    DO: 'DOP',
    HN: 'HNL',
    NI: 'NIO',
    PA: 'PAB',
    VE: 'VES',
    US: 'USD',
  },
};

const LANGUAGE_CURRENCIES: Readonly<Record<Language, string>> = { en: 'USD', pt: 'BRL', es: 'EUR' };

/**
 * The currency the demo assumes when a sentence names none: the one of the first browser locale in
 * the page's language that names a known region ("es-MX" -> MXN), else the language's usual one.
 */
export function chooseDemoCurrency(pageLanguage: Language, browserLanguages: readonly string[]): string {
  for (const tag of browserLanguages) {
    const [language, region] = tag.split('-');
    if (language?.toLowerCase() !== pageLanguage || !region) continue;
    const currency = REGION_CURRENCIES[pageLanguage][region.toUpperCase()];
    if (currency) return currency;
  }
  return LANGUAGE_CURRENCIES[pageLanguage];
}
