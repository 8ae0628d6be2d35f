/**
 * The words inside exported files, in the user's language: the `export` catalogs. The server owns
 * these (like the emails): a file has no web app around it to translate it. Default category names
 * are stored in English (D4) and shown translated, as the web app does.
 */
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tally/shared/languages';
import { t, type TextKey, type TextValues } from '../../platform/texts';

type InExport<K> = K extends `export:${infer Key}` ? Key : never;
/** A key of the `export` catalog, without its namespace: the report builders speak only this one. */
export type ExportTextKey = InExport<TextKey<'export'>>;

export interface Translator {
  language: Language;
  t(key: ExportTextKey, values?: TextValues): string;
  /** A default category's name in this language; other names as the user wrote them. */
  categoryName(name: string): string;
}

export function getTranslator(language: string): Translator {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return {
    language: lang,
    t: (key, values) => t(lang, `export:${key}`, values),
    // The same names the app and the chat show (one table, in the assistant package).
    categoryName: (name) => displayCategoryName(name, lang),
  };
}
