/**
 * The dashboard's "Upcoming bills" card (handed to the dashboard by the app layer): the first few
 * occurrences of the next 30 days, a way to all of them on /recurring, and the month's committed
 * total with what is still to come. Without any rule it invites to add one. Amounts follow the
 * dashboard's show/hide toggle.
 */
import { useId } from 'react';
import { CalendarClock, ChevronRight, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { useRecurringRulesQuery } from '../api/get-recurring-rules';
import { UPCOMING_DAYS, useUpcomingQuery } from '../api/get-upcoming';
import { useRecurringWords } from '../use-recurring-words';

/** Occurrences the card lists; "See all" shows the rest. */
export const CARD_OCCURRENCES = 5;

/** What a hidden amount looks like (the dashboard's mask). */
const MASK = '••••••';

export interface UpcomingBillsCardProps {
  /** The dashboard's amounts are hidden: show the mask instead of figures. */
  isAmountsHidden: boolean;
}

export function UpcomingBillsCard({ isAmountsHidden }: UpcomingBillsCardProps) {
  const { t } = useTranslation('recurring');
  const words = useRecurringWords();
  const rules = useRecurringRulesQuery();
  const upcoming = useUpcomingQuery(UPCOMING_DAYS);
  const headingId = useId();
  const money = (amount: string, currency: string) => (isAmountsHidden ? MASK : words.money(amount, currency));

  const body = () => {
    if (rules.isPending || upcoming.isPending) {
      return (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      );
    }
    if (rules.isError || upcoming.isError) {
      return (
        <div className="flex flex-wrap items-center justify-between gap-3 px-5 py-5 text-sm text-ink-muted">
          <p>{getErrorText(rules.error ?? upcoming.error, t('card.loadFailed'))}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void rules.refetch();
              void upcoming.refetch();
            }}
          >
            {t('card.retry')}
          </Button>
        </div>
      );
    }
    if (rules.data.length === 0) {
      return (
        <div className="flex flex-col items-start gap-3 px-5 pb-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-sm font-medium text-ink">{t('card.emptyTitle')}</p>
            <p className="mt-0.5 text-sm text-ink-muted">{t('card.emptyDescription')}</p>
          </div>
          <Link href="/recurring?add=1" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
            <Plus aria-hidden="true" className="size-4" />
            {t('card.emptyAction')}
          </Link>
        </div>
      );
    }
    const { occurrences, committedThisMonth, upcomingThisMonth, currency, withoutRate } = upcoming.data;
    return (
      <>
        {occurrences.length === 0 ? (
          <p className="px-5 pb-4 text-sm text-ink-muted">{t('card.noneDue')}</p>
        ) : (
          <ul aria-label={t('upcoming.listLabel')} className="divide-y divide-line border-y border-line">
            {occurrences.slice(0, CARD_OCCURRENCES).map((occurrence) => (
              <li key={`${occurrence.ruleId}/${occurrence.date}`} data-testid="upcoming-bill" className="flex items-center gap-3 px-5 py-3">
                <time dateTime={occurrence.date} className="shrink-0 text-sm whitespace-nowrap text-ink-muted tabular-nums sm:w-32">
                  {words.formatShortDate(occurrence.date)}
                </time>
                <p className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{occurrence.description}</p>
                <p className={cn('shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums', occurrence.type === 'income' ? 'text-brand-700' : 'text-ink')}>
                  {isAmountsHidden ? MASK : words.signedMoney(occurrence.type, occurrence.amount, occurrence.currency)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p data-testid="committed-this-month" className="px-5 py-4 text-sm text-ink tabular-nums">
          <span className="font-medium">{t('upcoming.committed', { amount: money(committedThisMonth, currency) })}</span>
          <span className="text-ink-muted"> ({t('upcoming.stillToCome', { amount: money(upcomingThisMonth, currency) })})</span>
          {withoutRate > 0 && <span className="mt-1 block text-xs text-amber-800">{t('upcoming.withoutRate', { count: withoutRate })}</span>}
        </p>
      </>
    );
  };

  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-3 px-5 pt-5 pb-4">
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <CalendarClock aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink">
              {t('card.title')}
            </h2>
            <p className="text-xs text-ink-subtle">{t('card.description')}</p>
          </div>
        </div>
        <Link href="/recurring" aria-label={t('card.seeAllLabel')} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-brand-700' })}>
          {t('card.seeAll')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {body()}
    </Card>
  );
}
