import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage, type Language } from '@tally/shared/languages';

/**
 * Names as the transaction form and lists show them: default categories translated (the user's own
 * as they are); tags exactly as stored (a suggestion is stored in the words it was shown in).
 */
export function useTransactionLabels() {
  const { i18n } = useTranslation('transactions');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const categoryName = useCallback((name: string) => displayCategoryName(name, language), [language]);
  const tagName = useCallback((tag: string) => tag, []);
  return { language, categoryName, tagName };
}
