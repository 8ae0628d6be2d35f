import { useEffect } from 'react';
import { usePageTitle } from './page-title';

function descriptionElement(): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!element) {
    element = document.createElement('meta');
    element.name = 'description';
    document.head.append(element);
  }
  return element;
}

/** The description index.html ships with; pages without their own get it back. */
const DEFAULT_DESCRIPTION = typeof document === 'undefined' ? '' : (document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '');

/**
 * A public page's title ("{page} - Tally", null for the default) and its meta description, both from
 * the page's catalog so they follow the language: `usePageMeta(t('pageTitle'), t('meta.description'))`.
 */
export function usePageMeta(title: string | null, description: string): void {
  usePageTitle(title);
  useEffect(() => {
    const element = descriptionElement();
    element.content = description;
    return () => {
      element.content = DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
