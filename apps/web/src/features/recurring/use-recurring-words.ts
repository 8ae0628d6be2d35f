/**
 * How recurring things read, in the interface language: "Monthly on the 5th", "Every 2 weeks on
 * Friday", "Yearly on March 5"; dates of occurrences; signed amounts; category names (defaults
 * translated). Dates are calendar dates ('YYYY-MM-DD'), formatted at UTC midnight so no timezone can
 * move them by a day.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { displayCategoryName } from '@tally/assistant/categories/category-names';
import { formatMoney } from '@tally/shared/format-money';
import { isLanguage, type Language } from '@tally/shared/languages';
import type { RecurringFrequency, RecurringSuggestion } from '@tally/shared/schemas/recurring';
import { parseIsoDate } from '@tally/shared/dates';

const utcDate = (date: string) => {
  const { year, month, day } = parseIsoDate(date);
  return new Date(Date.UTC(year, month - 1, day));
};

/** What the frequency words need of a rule (or a suggestion). */
export interface Schedule {
  frequency: RecurringFrequency;
  dayOfMonth: number | null;
  /** The date the schedule counts from: its weekday (weekly) or day and month (yearly). */
  anchorDate: string;
}

export function useRecurringWords() {
  const { t, i18n } = useTranslation('recurring');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  return useMemo(() => {
    const weekdayFormat = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
    const dayMonthFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const mediumFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const shortFormat = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

    const weekday = (date: string) => weekdayFormat.format(utcDate(date));
    const dayMonth = (date: string) => dayMonthFormat.format(utcDate(date));
    const dayOf = (schedule: Schedule) => schedule.dayOfMonth ?? parseIsoDate(schedule.anchorDate).day;

    /** "Monthly on the 5th", "Every 2 weeks on Friday". */
    const frequencyLabel = (schedule: Schedule): string => {
      switch (schedule.frequency) {
        case 'weekly':
          return t('frequency.weekly', { weekday: weekday(schedule.anchorDate) });
        case 'biweekly':
          return t('frequency.biweekly', { weekday: weekday(schedule.anchorDate) });
        case 'monthly':
          return t('frequency.monthlyOn', { count: dayOf(schedule), ordinal: true });
        case 'yearly':
          return t('frequency.yearly', { date: dayMonth(schedule.anchorDate) });
      }
    };

    const money = (amount: string, currency: string) => formatMoney(amount, currency, language);

    /** "Netflix looks monthly, $15.99 on the 12th. Track it?" */
    const suggestionText = (suggestion: RecurringSuggestion): string => {
      const common = { description: suggestion.description, amount: money(suggestion.amount, suggestion.currency) };
      switch (suggestion.frequency) {
        case 'weekly':
          return t('suggestions.weekly', { ...common, weekday: weekday(suggestion.nextDate) });
        case 'biweekly':
          return t('suggestions.biweekly', { ...common, weekday: weekday(suggestion.nextDate) });
        case 'monthly':
          return t('suggestions.monthly', { ...common, count: suggestion.dayOfMonth ?? parseIsoDate(suggestion.nextDate).day, ordinal: true });
        case 'yearly':
          return t('suggestions.yearly', { ...common, date: dayMonth(suggestion.nextDate) });
      }
    };

    return {
      language,
      frequencyLabel,
      suggestionText,
      money,
      /** "-$15.99" for an expense, "+$3,000.00" for income. */
      signedMoney: (type: 'income' | 'expense', amount: string, currency: string) => `${type === 'income' ? '+' : '-'}${money(amount, currency)}`,
      /** "Mar 5, 2026" */
      formatDate: (date: string) => mediumFormat.format(utcDate(date)),
      /** "Thu, Mar 5" */
      formatShortDate: (date: string) => shortFormat.format(utcDate(date)),
      categoryName: (name: string) => displayCategoryName(name, language),
    };
  }, [t, language]);
}

export type RecurringWords = ReturnType<typeof useRecurringWords>;
