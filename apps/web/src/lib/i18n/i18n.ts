/**
 * i18next with the catalogs split per language and namespace. Only the active language is loaded,
 * one JSON chunk per namespace, on demand (no fallback language: the catalog tests keep en, pt and es
 * complete, so nothing ever needs one).
 */
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_CODES, type Language } from '@tally/shared/languages';
import { INITIAL_NAMESPACES, type Namespace } from './namespaces';
import { LANGUAGE_STORAGE_KEY } from './resolve-language';

type Catalog = Record<string, unknown>;
const catalogs = import.meta.glob<Catalog>('../../locales/*/*.json', { import: 'default' });

const lazyCatalogs: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogs[`../../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  await i18n
    .use(lazyCatalogs)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGE_CODES],
      fallbackLng: false,
      load: 'languageOnly',
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
}

/** Loads a page's namespaces ahead of rendering it (route loaders call this beside the page import). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

/** Fetches catalogs ahead of i18next (which then finds them cached), e.g. before it is initialised. */
export function preloadCatalogs(language: Language, namespaces: readonly Namespace[]): Promise<unknown> {
  return Promise.all(namespaces.map((namespace) => catalogs[`../../locales/${language}/${namespace}.json`]?.()));
}

/**
 * Switches the interface language: loads every namespace in use for it first (no flash of keys),
 * then remembers the choice for signed-out visits.
 */
export async function changeAppLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this visit.
  }
}
