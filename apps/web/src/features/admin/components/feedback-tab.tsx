import { useEffect, useState } from 'react';
import { CheckCircle2, Inbox, RotateCcw, Star, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AdminFeedback } from '@tally/shared/schemas/admin';
import { EmptyState } from '../../../components/empty-state';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast-context';
import { cn } from '../../../lib/cn';
import { getErrorText } from '../../../lib/error-text';
import { useDeleteAdminFeedbackMutation } from '../api/delete-admin-feedback';
import { useAdminFeedbackQuery, type FeedbackStatusFilter } from '../api/get-admin-feedback';
import { useUpdateAdminFeedbackMutation } from '../api/update-admin-feedback';
import { formatDateTime } from '../format';
import { useAdminErrorHandler, useSessionEndOnQueryError } from '../hooks/use-admin-error-handler';
import { Pager } from './pager';
import { QueryState } from './query-state';

const FILTERS: FeedbackStatusFilter[] = ['all', 'open', 'resolved'];

export function FeedbackTab() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<FeedbackStatusFilter>('all');
  const [deleting, setDeleting] = useState<AdminFeedback | null>(null);
  const feedback = useAdminFeedbackQuery({ page, status });
  useSessionEndOnQueryError(feedback.error);
  const data = feedback.data;
  useEffect(() => {
    if (data && data.feedback.length === 0 && data.page > 1) setPage(data.totalPages);
  }, [data]);

  return (
    <section aria-label={t('feedback.title')} className="space-y-4">
      <div role="group" aria-label={t('feedback.filterLabel')} className="inline-flex rounded-lg border border-line bg-surface p-1 shadow-xs">
        {FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
              status === filter ? 'bg-slate-900 text-white' : 'text-ink-muted hover:text-ink',
            )}
          >
            {t(`feedback.filters.${filter}`)}
          </button>
        ))}
      </div>
      {!data ? (
        <QueryState error={feedback.error} fallback={t('feedback.loadFailed')} onRetry={() => void feedback.refetch()} />
      ) : data.total === 0 ? (
        <EmptyState Icon={Inbox} title={t('feedback.emptyTitle')} description={t('feedback.emptyDescription')} />
      ) : (
        <>
          <ul className={cn('space-y-3', feedback.isPlaceholderData && 'opacity-60')}>
            {data.feedback.map((item) => (
              <FeedbackItem key={item.id} item={item} onDelete={setDeleting} />
            ))}
          </ul>
          <Pager page={data.page} totalPages={data.totalPages} total={data.total} label={t('feedback.pagerLabel')} onPageChange={setPage} />
        </>
      )}
      <DeleteFeedbackDialog item={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function sourceLabel(t: TFunction<'admin'>, item: AdminFeedback): string {
  if (item.source === 'message') return t('feedback.sources.message');
  if (item.source === 'support') return t('feedback.sources.support');
  return t('feedback.sources.beta');
}

/** Beta feedback types (suggestion, bug_report, feature_request...) and message categories, readable. */
function typeLabel(t: TFunction<'admin'>, item: AdminFeedback): string | null {
  if (item.source === 'support') return null;
  const known: Record<string, string> = {
    helpfulness: t('feedback.types.helpfulness'),
    accuracy: t('feedback.types.accuracy'),
    suggestion: t('feedback.types.suggestion'),
    bug_report: t('feedback.types.bugReport'),
    feature_request: t('feedback.types.featureRequest'),
  };
  return known[item.type] ?? item.type.replace(/_/g, ' ');
}

function FeedbackItem({ item, onDelete }: { item: AdminFeedback; onDelete: (item: AdminFeedback) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { toast } = useToast();
  const update = useUpdateAdminFeedbackMutation();
  const handleAdminError = useAdminErrorHandler();
  const type = typeLabel(t, item);
  const from = item.userPhone ?? item.contactEmail ?? t('feedback.visitor');

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: item.id, isResolved: !item.isResolved });
      toast({ variant: 'success', title: item.isResolved ? t('feedback.reopened') : t('feedback.resolved') });
    } catch (caught) {
      if (handleAdminError(caught)) return;
      toast({ variant: 'destructive', title: t('feedback.updateFailed'), description: getErrorText(caught, t('feedback.updateFailed')) });
    }
  };

  return (
    <li>
      <Card className="p-4 sm:p-5" aria-label={item.title ?? sourceLabel(t, item)}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <div className="flex flex-wrap items-center gap-1.5">
              <Badge variant="info">{sourceLabel(t, item)}</Badge>
              {type && <Badge variant="neutral">{type}</Badge>}
              {item.isResolved ? <Badge variant="success">{t('feedback.status.resolved')}</Badge> : <Badge variant="warning">{t('feedback.status.open')}</Badge>}
              {item.rating !== null && (
                <span className="inline-flex items-center gap-1 text-sm font-medium text-amber-700">
                  <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
                  {t('feedback.rating', { rating: item.rating })}
                </span>
              )}
            </div>
            {item.title && <h3 className="font-semibold text-ink">{item.title}</h3>}
            <p className={cn('text-sm break-words whitespace-pre-line', item.message ? 'text-ink' : 'text-ink-subtle italic')}>
              {item.message || t('feedback.noMessage')}
            </p>
            <p className="text-xs text-ink-subtle">
              {t('feedback.from', { from })} · <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, i18n.language)}</time>
            </p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button variant={item.isResolved ? 'outline' : 'secondary'} size="sm" onClick={() => void toggle()} isLoading={update.isPending}>
              {!update.isPending &&
                (item.isResolved ? <RotateCcw aria-hidden="true" className="size-4" /> : <CheckCircle2 aria-hidden="true" className="size-4" />)}
              {item.isResolved ? t('feedback.reopen') : t('feedback.markResolved')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-600 hover:bg-red-50 hover:text-red-700"
              onClick={() => onDelete(item)}
              aria-label={t('feedback.deleteItem', { title: item.title ?? sourceLabel(t, item) })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="sm:sr-only">{t('feedback.delete')}</span>
            </Button>
          </div>
        </div>
      </Card>
    </li>
  );
}

function DeleteFeedbackDialog({ item, onClose }: { item: AdminFeedback | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { toast } = useToast();
  const remove = useDeleteAdminFeedbackMutation();
  const handleAdminError = useAdminErrorHandler();
  const onConfirm = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      toast({ variant: 'success', title: t('feedback.deleted') });
      onClose();
    } catch (caught) {
      if (handleAdminError(caught)) return;
      toast({ variant: 'destructive', title: t('feedback.deleteFailed'), description: getErrorText(caught, t('feedback.deleteFailed')) });
    }
  };
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('feedback.deleteTitle')}
      description={t('feedback.deleteDescription')}
      widthClassName="max-w-md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('feedback.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => void onConfirm()} isLoading={remove.isPending}>
            {t('feedback.delete')}
          </Button>
        </>
      }
    />
  );
}
