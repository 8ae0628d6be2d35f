import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage, type Language } from '@tally/shared/languages';

/**
 * Names as the transaction form and lists show them: default categories translated (the user's own
 * as they are) and the suggested tags in the interface language.
 */
export function useTransactionLabels() {
  const { t, i18n } = useTranslation('transactions');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const suggested = t('suggestedTags', { returnObjects: true }) as Record<string, string>;
  const categoryName = useCallback((name: string) => displayCategoryName(name, language), [language]);
  const tagName = useCallback((tag: string) => (Object.hasOwn(suggested, tag) ? suggested[tag]! : tag), [suggested]);
  return { language, categoryName, tagName };
}
