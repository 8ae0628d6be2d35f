/**
 * The occurrences due in the next days, each with Skip and Change amount (that date only), and Undo
 * for a changed amount or a skip. A skipped date leaves the server's list, so the ones skipped on
 * this visit stay in view, marked, with their Undo.
 */
import { useState } from 'react';
import { CalendarX2, Pencil, SkipForward, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UpcomingOccurrence } from '@tally/shared/schemas/recurring';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteOccurrenceChangeMutation } from '../api/delete-occurrence-change';
import { useUpdateOccurrenceMutation } from '../api/update-occurrence';
import type { RecurringWords } from '../use-recurring-words';
import { OccurrenceAmountDialog } from './occurrence-amount-dialog';

type Row = UpcomingOccurrence & { isSkipped: boolean };

const keyOf = (o: Pick<UpcomingOccurrence, 'ruleId' | 'date'>) => `${o.ruleId}/${o.date}`;

/** The server's occurrences plus the ones skipped here (not in its list any more), by date. */
export function upcomingRows(occurrences: readonly UpcomingOccurrence[], skipped: readonly UpcomingOccurrence[]): Row[] {
  const listed = new Set(occurrences.map(keyOf));
  const rows: Row[] = [
    ...occurrences.map((o) => ({ ...o, isSkipped: false })),
    ...skipped.filter((o) => !listed.has(keyOf(o))).map((o) => ({ ...o, isSkipped: true })),
  ];
  return rows.sort((a, b) => (a.date === b.date ? a.description.localeCompare(b.description) : a.date < b.date ? -1 : 1));
}

export function UpcomingList({ occurrences, days, words }: { occurrences: readonly UpcomingOccurrence[]; days: number; words: RecurringWords }) {
  const { t } = useTranslation('recurring');
  const { toast } = useToast();
  const [skipped, setSkipped] = useState<UpcomingOccurrence[]>([]);
  const [changing, setChanging] = useState<UpcomingOccurrence | null>(null);
  const change = useUpdateOccurrenceMutation();
  const undo = useDeleteOccurrenceChangeMutation();
  const rows = upcomingRows(occurrences, skipped);
  const isBusy = change.isPending || undo.isPending;
  const skippingKey = change.isPending ? keyOf(change.variables) : null;
  const undoingKey = undo.isPending ? keyOf(undo.variables) : null;

  const onSkip = (occurrence: UpcomingOccurrence) =>
    change.mutate(
      { ruleId: occurrence.ruleId, date: occurrence.date, change: { skip: true } },
      {
        onSuccess: () => {
          setSkipped((current) => [...current.filter((o) => keyOf(o) !== keyOf(occurrence)), occurrence]);
          toast({ title: t('toasts.skipped', { description: occurrence.description, date: words.formatDate(occurrence.date) }) });
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(error, t('toasts.occurrenceFailed')) }),
      },
    );

  const onUndo = (occurrence: UpcomingOccurrence) =>
    undo.mutate(
      { ruleId: occurrence.ruleId, date: occurrence.date },
      {
        onSuccess: () => {
          setSkipped((current) => current.filter((o) => keyOf(o) !== keyOf(occurrence)));
          toast({ variant: 'success', title: t('toasts.restored'), description: occurrence.description });
        },
        onError: (error) => toast({ variant: 'destructive', title: t('toasts.failed'), description: getErrorText(error, t('toasts.occurrenceFailed')) }),
      },
    );

  if (rows.length === 0) {
    return (
      <p className="flex items-center gap-2 px-4 py-6 text-sm text-ink-muted sm:px-5">
        <CalendarX2 aria-hidden="true" className="size-4 shrink-0 text-ink-subtle" />
        {t('upcoming.empty', { count: days })}
      </p>
    );
  }

  return (
    <>
      <ul aria-label={t('upcoming.listLabel')} className="divide-y divide-line">
        {rows.map((row) => {
          const date = words.formatDate(row.date);
          const isSkipping = skippingKey === keyOf(row);
          const isUndoing = undoingKey === keyOf(row);
          return (
            <li
              key={keyOf(row)}
              aria-label={`${row.description}, ${date}`}
              data-testid="upcoming-occurrence"
              data-skipped={row.isSkipped || undefined}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-5"
            >
              <div className="flex min-w-0 flex-1 basis-48 items-center gap-3">
                {/* Phones show the date under the description, so the description keeps the width. */}
                <time dateTime={row.date} className="hidden w-32 shrink-0 text-sm whitespace-nowrap text-ink-muted tabular-nums sm:block">
                  {words.formatShortDate(row.date)}
                </time>
                <div className="min-w-0 flex-1">
                  <p className={cn('truncate text-sm font-medium', row.isSkipped ? 'text-ink-subtle line-through' : 'text-ink')}>{row.description}</p>
                  <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
                    <span className="truncate text-xs text-ink-subtle">
                      <span className="sm:hidden">{words.formatShortDate(row.date)} · </span>
                      {words.categoryName(row.categoryName)}
                    </span>
                    {row.isSkipped && <Badge variant="neutral" className="whitespace-nowrap">{t('upcoming.skipped')}</Badge>}
                    {!row.isSkipped && row.changed && <Badge variant="info" className="whitespace-nowrap">{t('upcoming.changed')}</Badge>}
                  </div>
                </div>
                <p
                  className={cn(
                    'shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums',
                    row.isSkipped ? 'text-ink-subtle line-through' : row.type === 'income' ? 'text-brand-700' : 'text-ink',
                  )}
                >
                  {words.signedMoney(row.type, row.amount, row.currency)}
                </p>
              </div>
              <div className="ml-auto flex shrink-0 gap-1">
                {row.isSkipped || row.changed ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onUndo(row)}
                    isLoading={isUndoing}
                    disabled={isBusy}
                    aria-label={t('upcoming.undoLabel', { description: row.description, date })}
                  >
                    {!isUndoing && <Undo2 aria-hidden="true" className="size-4" />}
                    {t('upcoming.undo')}
                  </Button>
                ) : null}
                {!row.isSkipped && (
                  <>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setChanging(row)}
                      disabled={isBusy}
                      aria-label={t('upcoming.changeAmountLabel', { description: row.description, date })}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      {t('upcoming.changeAmount')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onSkip(row)}
                      isLoading={isSkipping}
                      disabled={isBusy}
                      aria-label={t('upcoming.skipLabel', { description: row.description, date })}
                    >
                      {!isSkipping && <SkipForward aria-hidden="true" className="size-4" />}
                      {t('upcoming.skip')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <OccurrenceAmountDialog occurrence={changing} onClose={() => setChanging(null)} />
    </>
  );
}
