/**
 * Charges the server found repeating in the history: "Netflix looks monthly, $15.99 on the 12th.
 * Track it?" Track makes it a rule (with the suggestion's key, so it is not offered again); Dismiss
 * remembers the no. Nothing shows while there are none.
 */
import { useId } from 'react';
import { Check, Repeat, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecurringSuggestion } from '@tally/shared/schemas/recurring';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { useCreateRecurringRuleMutation } from '../api/create-recurring-rule';
import { useDismissSuggestionMutation } from '../api/dismiss-suggestion';
import { useSuggestionsQuery } from '../api/get-suggestions';
import type { RecurringWords } from '../use-recurring-words';

export function SuggestionsPanel({ words }: { words: RecurringWords }) {
  const { t } = useTranslation('recurring');
  const suggestions = useSuggestionsQuery();
  const headingId = useId();
  // Suggestions are a bonus: while loading or when they fail, the page simply goes without them.
  if (!suggestions.data || suggestions.data.length === 0) return null;
  return (
    <Card aria-labelledby={headingId} role="region" className="border-brand-200 bg-brand-50/40">
      <div className="flex items-start gap-3 px-4 pt-4 sm:px-5">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
          <Repeat aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink">
            {t('suggestions.heading')}
          </h2>
          <p className="text-sm text-ink-muted">{t('suggestions.description')}</p>
        </div>
      </div>
      <ul aria-label={t('suggestions.listLabel')} className="mt-2 divide-y divide-brand-100">
        {suggestions.data.map((suggestion) => (
          <SuggestionRow key={suggestion.key} suggestion={suggestion} words={words} />
        ))}
      </ul>
    </Card>
  );
}

function SuggestionRow({ suggestion, words }: { suggestion: RecurringSuggestion; words: RecurringWords }) {
  const { t } = useTranslation('recurring');
  const { toast } = useToast();
  const track = useCreateRecurringRuleMutation();
  const dismiss = useDismissSuggestionMutation();
  const isBusy = track.isPending || dismiss.isPending;

  // Awaited, not mutate() callbacks: the refetch drops this row (it unmounts) before they would run,
  // and React Query skips the callbacks of an unmounted caller; the toast would never show.
  const onTrack = async () => {
    try {
      await track.mutateAsync({
        type: suggestion.type,
        amount: suggestion.amount,
        currency: suggestion.currency,
        categoryId: suggestion.categoryId,
        description: suggestion.description,
        frequency: suggestion.frequency,
        ...(suggestion.frequency === 'monthly' && suggestion.dayOfMonth !== null ? { dayOfMonth: suggestion.dayOfMonth } : {}),
        // From the next date on: what was already paid is in the history.
        startDate: suggestion.nextDate,
        suggestionKey: suggestion.key,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(error, t('toasts.trackFailed')) });
      return;
    }
    toast({ variant: 'success', title: t('toasts.tracked', { description: suggestion.description }) });
  };

  const onDismiss = async () => {
    try {
      await dismiss.mutateAsync(suggestion.key);
    } catch (error) {
      toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(error, t('toasts.dismissFailed')) });
      return;
    }
    toast({ title: t('toasts.dismissed'), description: suggestion.description });
  };

  return (
    <li aria-label={suggestion.description} data-testid="recurring-suggestion" className="flex flex-col gap-3 px-4 py-3.5 sm:flex-row sm:items-center sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-ink">{words.suggestionText(suggestion)}</p>
        <p className="mt-0.5 text-xs text-ink-subtle">
          {words.categoryName(suggestion.categoryName)}
          {' · '}
          {t('suggestions.seen', { count: suggestion.occurrences, date: words.formatDate(suggestion.lastDate) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-auto">
        <Button
          variant="outline"
          size="sm"
          onClick={onDismiss}
          disabled={isBusy}
          isLoading={dismiss.isPending}
          aria-label={t('suggestions.dismissLabel', { description: suggestion.description })}
        >
          {!dismiss.isPending && <X aria-hidden="true" className="size-4" />}
          {t('suggestions.dismiss')}
        </Button>
        <Button size="sm" onClick={onTrack} disabled={isBusy} isLoading={track.isPending} aria-label={t('suggestions.trackLabel', { description: suggestion.description })}>
          {!track.isPending && <Check aria-hidden="true" className="size-4" />}
          {t('suggestions.track')}
        </Button>
      </div>
    </li>
  );
}
