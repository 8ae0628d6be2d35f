/**
 * Every transaction of the user, newest first, a page at a time from the server (100k rows stay
 * quick): search, filters, and Edit (the same form as everywhere) and Delete (after asking) on
 * every row. Reached from the dashboard.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight, CircleAlert, MessageSquareText, ReceiptText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dateInTimezone } from '@tally/shared/dates';
import type { Transaction } from '@tally/shared/schemas/transactions';
import { EmptyState } from '../../../components/empty-state';
import { useCategoriesQuery } from '../../../components/transaction-form/api/get-categories';
import { TransactionFormDialog, type TransactionFormTarget } from '../../../components/transaction-form/transaction-form-dialog';
import { useTransactionLabels } from '../../../components/transaction-form/use-transaction-labels';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { PageSpinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useTransactionsQuery } from '../api/get-transactions';
import { hasFilters, lastPageOffset, NO_FILTERS, PAGE_SIZE, pageInfo, type ListFilters } from '../list-query';
import { DeleteTransactionDialog } from './delete-transaction-dialog';
import { TransactionFilters } from './transaction-filters';
import { TransactionRows } from './transaction-rows';

/** Typing in the search or tag box asks the server once the person pauses. */
const TYPING_PAUSE_MS = 300;

export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  usePageTitle(t('page.title'));
  const { user } = useSession();
  const labels = useTransactionLabels();
  const [filters, setFilters] = useState<ListFilters>(NO_FILTERS);
  const queried = useTypingPause(filters);
  const [offset, setOffset] = useState(0);
  const list = useTransactionsQuery(queried, offset);
  const categories = useCategoriesQuery();
  const [formTarget, setFormTarget] = useState<TransactionFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Transaction | null>(null);

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(labels.language, { dateStyle: 'medium', timeZone: 'UTC' }), [labels.language]);
  const formatDate = useCallback((date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`)), [dateFormat]);

  const changeFilters = (next: ListFilters) => {
    setFilters(next);
    setOffset(0);
  };

  // A delete can empty the last page: show the page before it.
  const total = list.data?.total;
  useEffect(() => {
    if (total !== undefined && total > 0 && offset >= total) setOffset(lastPageOffset(total));
  }, [total, offset]);

  if (!user) return null;
  const today = dateInTimezone(new Date(), user.timezone);
  const data = list.data;
  const info = data ? pageInfo(data.offset, data.transactions.length, data.total) : null;
  const isFiltered = hasFilters(queried);

  return (
    <div className="min-h-dvh">
      <PageHeader title={t('page.title')} description={t('page.subtitle')} backHref="/dashboard" />

      <main className="mx-auto max-w-5xl space-y-4 px-4 py-5 sm:space-y-5 sm:px-6 sm:py-8">
        <TransactionFilters
          filters={filters}
          onChange={changeFilters}
          categories={categories.data ?? []}
          categoryName={labels.categoryName}
          language={labels.language}
        />

        {data ? (
          data.total === 0 ? (
            <Card>
              {isFiltered ? (
                <EmptyState
                  Icon={SearchX}
                  title={t('page.noMatches.title')}
                  description={t('page.noMatches.description')}
                  action={
                    <Button variant="outline" size="sm" onClick={() => changeFilters(NO_FILTERS)}>
                      {t('page.filters.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  Icon={ReceiptText}
                  title={t('page.empty.title')}
                  description={t('page.empty.description')}
                  action={
                    <Link href="/chat" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
                      <MessageSquareText aria-hidden="true" className="size-4" />
                      {t('page.empty.action')}
                    </Link>
                  }
                />
              )}
            </Card>
          ) : (
            <section aria-busy={list.isPlaceholderData || undefined} className={cn('space-y-3 transition-opacity', list.isPlaceholderData && 'opacity-60')}>
              <p data-testid="transactions-summary" className="text-sm text-ink-muted" aria-live="polite">
                {t('page.summary', { count: data.total })}
                {info && info.pages > 1 && (
                  <span className="text-ink-subtle"> · {t('page.range', { from: info.first, to: info.last, total: data.total })}</span>
                )}
              </p>
              <Card className="border-0 bg-transparent shadow-none sm:border sm:bg-surface sm:shadow-card">
                <TransactionRows
                  transactions={data.transactions}
                  preferredCurrency={user.preferredCurrency}
                  labels={{ categoryName: labels.categoryName, tagName: labels.tagName, formatDate }}
                  onEdit={(transaction) => setFormTarget({ mode: 'edit', transaction })}
                  onDelete={setToDelete}
                />
              </Card>
              {info && info.pages > 1 && (
                <nav aria-label={t('page.pagination.label')} className="flex items-center justify-between gap-3">
                  <Button variant="outline" onClick={() => setOffset(Math.max(0, data.offset - PAGE_SIZE))} disabled={data.offset === 0 || list.isPlaceholderData}>
                    <ChevronLeft aria-hidden="true" className="size-4" />
                    {t('page.pagination.previous')}
                  </Button>
                  <span className="text-sm text-ink-muted tabular-nums">{t('page.pagination.page', { page: info.page, pages: info.pages })}</span>
                  <Button variant="outline" onClick={() => setOffset(data.offset + PAGE_SIZE)} disabled={info.page >= info.pages || list.isPlaceholderData}>
                    {t('page.pagination.next')}
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </Button>
                </nav>
              )}
            </section>
          )
        ) : list.isError ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
            <div>
              <h2 className="text-lg font-semibold text-ink">{t('page.error.title')}</h2>
              <p className="mt-1 text-sm text-ink-muted">{getErrorText(list.error, t('page.error.fallback'))}</p>
            </div>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('page.error.retry')}
            </Button>
          </Card>
        ) : (
          <PageSpinner inline />
        )}
        {data && list.isError && (
          <p role="alert" className="text-sm text-red-600">
            {getErrorText(list.error, t('page.error.fallback'))}
          </p>
        )}
      </main>

      {/* Like the dashboard's rows and the chat's cards: an edit is a correction the assistant learns from. */}
      <TransactionFormDialog target={formTarget} onClose={() => setFormTarget(null)} currency={user.preferredCurrency} today={today} isCorrection />
      <DeleteTransactionDialog transaction={toDelete} formatDate={formatDate} onClose={() => setToDelete(null)} />
      <ScrollToTopButton />
    </div>
  );
}

/** The filters as the server is asked for them: search and tag text once typing pauses, the rest at once. */
function useTypingPause(filters: ListFilters): ListFilters {
  const [paused, setPaused] = useState(filters);
  const isTyping = filters.search !== paused.search || filters.tag !== paused.tag;
  useEffect(() => {
    if (!isTyping) {
      setPaused(filters);
      return;
    }
    const timer = window.setTimeout(() => setPaused(filters), TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [filters, isTyping]);
  return paused;
}
