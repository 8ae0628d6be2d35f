/**
 * The Recurring section (issue 17): suggestions found in the history, the rules (add, edit, delete)
 * and what is due in the next 30 days (skip one, change one's amount, undo). `/recurring?add=1`
 * opens the add form (the dashboard card's empty state links there).
 */
import { useEffect, useId, useState } from 'react';
import { CircleAlert, Plus, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { dateInTimezone } from '@tally/shared/dates';
import type { RecurringRule } from '@tally/shared/schemas/recurring';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useRecurringRulesQuery } from '../api/get-recurring-rules';
import { UPCOMING_DAYS, useUpcomingQuery } from '../api/get-upcoming';
import { useRecurringWords, type RecurringWords } from '../use-recurring-words';
import { DeleteRuleDialog } from './delete-rule-dialog';
import { RuleFormDialog, type RuleFormTarget } from './rule-form-dialog';
import { RuleList } from './rule-list';
import { SuggestionsPanel } from './suggestions-panel';
import { UpcomingList } from './upcoming-list';

export function RecurringPage() {
  const { t } = useTranslation('recurring');
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  // The route shows this page only when signed in, so there is a user; the guard is for the type.
  return user ? <RecurringScreen currency={user.preferredCurrency} timezone={user.timezone} /> : null;
}

function RecurringScreen({ currency, timezone }: { currency: string; timezone: string }) {
  const { t } = useTranslation('recurring');
  const words = useRecurringWords();
  const today = dateInTimezone(new Date(), timezone);
  const [formTarget, setFormTarget] = useState<RuleFormTarget | null>(null);
  const [deleting, setDeleting] = useState<RecurringRule | null>(null);
  const openCreate = () => setFormTarget({ mode: 'create' });

  // ?add=1 opens the add form once, then leaves the address clean.
  const search = useSearch();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).get('add') === '1') {
      setFormTarget({ mode: 'create' });
      navigate('/recurring', { replace: true });
    }
  }, [search, navigate]);

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t('pageTitle')}
        description={<span className="hidden sm:inline">{t('subtitle')}</span>}
        backHref="/chat"
        actions={
          // The label beside the icon from tablet width up; the accessible name is always there.
          <Button onClick={openCreate} aria-label={t('actions.add')} title={t('actions.add')} className="px-2.5 sm:px-4">
            <Plus aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('actions.add')}</span>
          </Button>
        }
      />
      <main className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:space-y-6 sm:px-6 sm:py-8">
        <SuggestionsPanel words={words} />
        <RecurringContent words={words} onCreate={openCreate} onEdit={(rule) => setFormTarget({ mode: 'edit', rule })} onDelete={setDeleting} />
      </main>
      <RuleFormDialog target={formTarget} onClose={() => setFormTarget(null)} currency={currency} today={today} />
      <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)} />
      <ScrollToTopButton />
    </div>
  );
}

function RecurringContent({
  words,
  onCreate,
  onEdit,
  onDelete,
}: {
  words: RecurringWords;
  onCreate: () => void;
  onEdit: (rule: RecurringRule) => void;
  onDelete: (rule: RecurringRule) => void;
}) {
  const { t } = useTranslation('recurring');
  const rules = useRecurringRulesQuery();
  const upcoming = useUpcomingQuery(UPCOMING_DAYS);
  const rulesHeadingId = useId();
  const upcomingHeadingId = useId();

  if (rules.isPending || upcoming.isPending) return <PageSpinner inline />;

  if (rules.isError || upcoming.isError) {
    return (
      <Card>
        <EmptyState
          Icon={CircleAlert}
          title={t('loadFailed.title')}
          description={getErrorText(rules.error ?? upcoming.error, t('loadFailed.description'))}
          action={
            <Button
              variant="outline"
              onClick={() => {
                void rules.refetch();
                void upcoming.refetch();
              }}
            >
              {t('loadFailed.retry')}
            </Button>
          }
        />
      </Card>
    );
  }

  if (rules.data.length === 0) {
    return (
      <Card>
        <EmptyState
          Icon={Repeat}
          title={t('rules.emptyTitle')}
          description={t('rules.emptyDescription')}
          action={
            <Button onClick={onCreate}>
              <Plus aria-hidden="true" className="size-4" />
              {t('actions.add')}
            </Button>
          }
        />
      </Card>
    );
  }

  const { committedThisMonth, upcomingThisMonth, currency, withoutRate } = upcoming.data;
  return (
    <>
      <Card role="region" aria-labelledby={rulesHeadingId}>
        <div className="border-b border-line px-4 py-4 sm:px-5">
          <h2 id={rulesHeadingId} className="font-semibold text-ink">
            {t('rules.heading')}
          </h2>
        </div>
        <RuleList rules={rules.data} words={words} onEdit={onEdit} onDelete={onDelete} />
      </Card>
      <Card role="region" aria-labelledby={upcomingHeadingId}>
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 border-b border-line px-4 py-4 sm:px-5">
          <div>
            <h2 id={upcomingHeadingId} className="font-semibold text-ink">
              {t('upcoming.heading')}
            </h2>
            <p className="text-sm text-ink-muted">{t('upcoming.description', { count: UPCOMING_DAYS })}</p>
          </div>
          <p data-testid="committed-this-month" className="text-sm text-ink tabular-nums">
            <span className="font-medium">{t('upcoming.committed', { amount: words.money(committedThisMonth, currency) })}</span>
            <span className="text-ink-muted"> ({t('upcoming.stillToCome', { amount: words.money(upcomingThisMonth, currency) })})</span>
          </p>
          {withoutRate > 0 && <p className="w-full text-xs text-amber-800">{t('upcoming.withoutRate', { count: withoutRate })}</p>}
        </div>
        <UpcomingList occurrences={upcoming.data.occurrences} days={UPCOMING_DAYS} words={words} />
      </Card>
    </>
  );
}
