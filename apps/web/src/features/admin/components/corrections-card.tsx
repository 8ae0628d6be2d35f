/**
 * Where the assistant fails in real use: of the messages that recorded transactions in the period,
 * how many were corrected afterwards (by a tap on the card or row, or by a later correction,
 * deletion or undo in the chat), per language, and the phrasings corrected most often with what
 * was changed. Message text appears here as in the rest of the Analytics tab, without who wrote it.
 */
import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsWindow } from '@tally/shared/admin';
import { LANGUAGES } from '@tally/shared/languages';
import type { AdminCorrections } from '@tally/shared/schemas/admin';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useAdminCorrectionsQuery } from '../api/get-admin-corrections';
import { formatCount, formatRate } from '../format';
import { useSessionEndOnQueryError } from '../hooks/use-admin-error-handler';
import { QueryState } from './query-state';

const languageName = (code: string | null) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? null;

export function CorrectionsCard({ days }: { days: AnalyticsWindow }) {
  const { t } = useTranslation('admin');
  const corrections = useAdminCorrectionsQuery({ days });
  useSessionEndOnQueryError(corrections.error);
  const data = corrections.data;
  return (
    <Card data-testid="corrections-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <PencilLine aria-hidden="true" className="size-4 text-ink-subtle" />
          {t('analytics.corrections.title')}
        </CardTitle>
        <p className="text-xs text-ink-subtle">{t('analytics.corrections.hint')}</p>
      </CardHeader>
      <CardContent>
        {!data ? (
          <QueryState error={corrections.error} fallback={t('analytics.corrections.loadFailed')} onRetry={() => void corrections.refetch()} />
        ) : (
          <div className={cn('grid grid-cols-1 gap-6 lg:grid-cols-2', corrections.isPlaceholderData && 'opacity-60')}>
            <RateTable data={data} />
            <MostCorrected data={data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function RateTable({ data }: { data: AdminCorrections }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const rate = (value: string | null) => (value === null ? t('overview.notAvailable') : formatRate(value, lang));
  const rows = [
    ...data.byLanguage.map((row) => ({ key: row.language, name: languageName(row.language) ?? row.language, ...row })),
    { key: 'all', name: t('analytics.corrections.all'), ...data.total },
  ];
  return (
    // Scrolls sideways rather than widen the card past a phone's screen.
    <div className="min-w-0 self-start overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('analytics.corrections.rateCaption')}</caption>
        <thead className="text-xs text-ink-muted uppercase">
          <tr>
            <th scope="col" className="py-1 align-bottom font-semibold">{t('analytics.columns.language')}</th>
            <th scope="col" className="py-1 pl-2 text-right align-bottom font-semibold">{t('analytics.corrections.recorded')}</th>
            <th scope="col" className="py-1 pl-2 text-right align-bottom font-semibold">{t('analytics.corrections.corrected')}</th>
            <th scope="col" className="py-1 pl-2 text-right align-bottom font-semibold">{t('analytics.corrections.rate')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key} className={cn(row.key === 'all' && 'font-medium')}>
              <th scope="row" className="py-2 font-normal">{row.name}</th>
              <td className="py-2 pl-2 text-right tabular-nums">{formatCount(row.recorded, lang)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatCount(row.corrected, lang)}</td>
              <td className="py-2 pl-2 text-right font-medium tabular-nums">{rate(row.correctionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MostCorrected({ data }: { data: AdminCorrections }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section aria-labelledby="admin-most-corrected" className="min-w-0">
      <h3 id="admin-most-corrected" className="mb-2 text-sm font-semibold text-ink">
        {t('analytics.corrections.mostCorrected')}
      </h3>
      {data.mostCorrected.length === 0 ? (
        <p className="text-sm text-ink-subtle">{t('analytics.corrections.noneCorrected')}</p>
      ) : (
        <ol className="space-y-2.5">
          {data.mostCorrected.map((item) => (
            <li key={`${item.language}-${item.message}`} className="flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0 space-y-1 break-words">
                <span className="block">
                  <q className="text-ink">{item.message}</q>
                  {item.language && <span className="ml-2 text-xs text-ink-subtle uppercase">{item.language}</span>}
                </span>
                <span className="flex flex-wrap gap-1">
                  <span className="sr-only">{t('analytics.corrections.changed')}:</span>
                  {item.kinds.map((kind) => (
                    <Badge key={kind} variant="warning">
                      {t(`analytics.corrections.kinds.${kind}`)}
                    </Badge>
                  ))}
                </span>
              </span>
              <Badge variant="neutral" className="shrink-0 tabular-nums">
                {t('analytics.times', { count: item.count, formatted: formatCount(item.count, i18n.language) })}
              </Badge>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
