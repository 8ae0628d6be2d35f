import { useEffect } from 'react';
import { PRODUCT_NAME } from '@tally/shared/languages';
import { i18n } from './i18n/i18n';

/** "{page} - Tally", or the default title when the page has no name of its own. */
export function formatPageTitle(page: string | null): string {
  return page ? `${page} - ${PRODUCT_NAME}` : i18n.t('common:appTitle', { product: PRODUCT_NAME });
}

/**
 * How a page declares its title: `usePageTitle(t('pageTitle'))` at the top of the page component
 * (null for the default title). The title follows the language, since `t` changes with it.
 */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
