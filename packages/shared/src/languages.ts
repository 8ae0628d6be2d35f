export const LANGUAGES = [
  { code: 'en', nativeName: 'English', englishName: 'English' },
  { code: 'pt', nativeName: 'Português', englishName: 'Portuguese' },
  { code: 'es', nativeName: 'Español', englishName: 'Spanish' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES: readonly Language[] = LANGUAGES.map((l) => l.code);
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** The product's name, used in page titles and emails. */
export const PRODUCT_NAME = 'Tally';
