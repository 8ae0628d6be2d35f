import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { isLanguage, type Language } from '@tally/shared/languages';
import { describeDate, monthAbbreviation } from '../date-labels';

/** The interface language, as a product language (English if i18next says something else). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * What the dashboard needs to show names and dates in the user's language: category names (defaults
 * translated, the user's own as they are), tags (exactly as stored: a tag is the user's own word, and
 * a picked suggestion is stored in the words it was shown in) and transaction dates relative to the
 * user's today.
 */
export function useDisplay(today: string) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();

  const categoryName = useCallback((name: string) => displayCategoryName(name, language), [language]);
  // Never translated: "family" typed by a Portuguese speaker stays "family".
  const tagName = useCallback((tag: string) => tag, []);
  const dateLabel = useCallback(
    (date: string) => {
      const described = describeDate(date, today);
      switch (described.kind) {
        case 'today':
          return t('dates.today');
        case 'yesterday':
          return t('dates.yesterday');
        case 'thisMonth':
          return t('dates.thisMonth', { day: described.day });
        case 'lastMonth':
          return t('dates.lastMonth', { day: described.day });
        case 'otherMonth': {
          const month = monthAbbreviation(described.month, language);
          return described.isThisYear
            ? t('dates.otherMonth', { month, day: described.day })
            : t('dates.otherYear', { month, day: described.day, year: described.year });
        }
      }
    },
    [t, today, language],
  );

  return { language, categoryName, tagName, dateLabel };
}

export type Display = ReturnType<typeof useDisplay>;
