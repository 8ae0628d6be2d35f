import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { pageForPath } from './app/routes';
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

// The first page's code and catalogs download alongside the common catalogs, not after them.
pageForPath(window.location.pathname, readStoredUser() !== null)
  .preload(language)
  .catch(() => undefined);

// The spinner in index.html stays until the catalogs of the resolved language are loaded.
await initI18n(language);

const root = createRoot(document.getElementById('root')!);
// As a transition, the first render runs in slices that yield to the browser between them, so it is
// no single long task (which slow phones feel as a frozen page).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
