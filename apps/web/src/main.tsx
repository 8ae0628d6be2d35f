import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/i18n';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from './lib/i18n/resolve-language';
import { readStoredUser } from './lib/session/stored-user';
import './styles.css';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const language = resolveLanguage({
  userLanguage: readStoredUser()?.preferredLanguage,
  storedLanguage: readStoredLanguage(),
  browserLanguages: navigator.languages,
});

// The spinner in index.html stays until the catalogs of the resolved language are loaded.
await initI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
