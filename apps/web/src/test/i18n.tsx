/**
 * A real i18next instance with the English catalogs loaded up front, for component tests: the same
 * catalogs the app loads lazily, so a missing key shows up in the rendered text.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const english = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', { eager: true, import: 'default' });

export async function createTestI18n(): Promise<I18n> {
  const resources = Object.fromEntries(
    Object.entries(english).map(([path, catalog]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), catalog]),
  );
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: resources },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, instance: I18n) {
  return render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);
}
