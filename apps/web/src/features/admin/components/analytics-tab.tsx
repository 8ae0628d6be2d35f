import { useState } from 'react';
import { AlertTriangle, Brain, Gauge, HelpCircle, MessagesSquare, Timer, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_WINDOWS, responseTimeLevel, type AnalyticsWindow, type ChatStatus } from '@tally/shared/admin';
import { LANGUAGES } from '@tally/shared/languages';
import type { AdminAnalyticsRow, AdminAnalyticsSummary } from '@tally/shared/schemas/admin';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/input';
import { cn, mergeClasses } from '../../../lib/cn';
import { useAdminAnalyticsQuery } from '../api/get-admin-analytics';
import { formatCount, formatDateTime, formatOneDecimal, formatRate } from '../format';
import { useSessionEndOnQueryError } from '../hooks/use-admin-error-handler';
import { CorrectionsCard } from './corrections-card';
import { Pager } from './pager';
import { QueryState } from './query-state';
import { StatTile } from './stat-tile';

/** Spec section 9: red above 2000 ms, grey above 1000 ms, otherwise the default badge. */
const RESPONSE_BADGE: Record<ReturnType<typeof responseTimeLevel>, BadgeVariant> = { slow: 'danger', medium: 'neutral', fast: 'brand' };
const STATUS_BADGE: Record<ChatStatus, BadgeVariant> = { error: 'danger', needs_clarification: 'warning', success: 'success' };
const STATUS_KEY = { error: 'error', needs_clarification: 'needsClarification', success: 'success' } as const;

const languageName = (code: string | null) => LANGUAGES.find((l) => l.code === code)?.nativeName ?? null;

export function AnalyticsTab() {
  const { t, i18n } = useTranslation('admin');
  const [page, setPage] = useState(1);
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const analytics = useAdminAnalyticsQuery({ page, days });
  useSessionEndOnQueryError(analytics.error);
  const data = analytics.data;
  const lang = i18n.language;

  return (
    <section aria-label={t('analytics.title')} className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="admin-analytics-window" className="text-sm font-medium text-ink">
          {t('analytics.window')}
        </label>
        <select
          id="admin-analytics-window"
          className={mergeClasses(inputClasses, 'h-9 w-auto')}
          value={days}
          onChange={(event) => {
            setDays(Number(event.target.value) as AnalyticsWindow);
            setPage(1);
          }}
        >
          {ANALYTICS_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t('analytics.lastDays', { count: window })}
            </option>
          ))}
        </select>
      </div>
      {!data ? (
        <QueryState error={analytics.error} fallback={t('analytics.loadFailed')} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className={cn('space-y-6', analytics.isPlaceholderData && 'opacity-60')}>
          <SummaryTiles summary={data.summary} />
          <div className="grid gap-4 lg:grid-cols-2">
            <LanguageCard summary={data.summary} />
            <NotUnderstoodCard summary={data.summary} />
          </div>
          <CorrectionsCard days={days} />
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t('analytics.messages')}</CardTitle>
            </CardHeader>
            <CardContent className="pt-4">
              {data.rows.length === 0 ? (
                <p className="text-sm text-ink-subtle">{t('analytics.noMessages')}</p>
              ) : (
                <>
                  <div className="hidden overflow-x-auto md:block">
                    <table className="w-full text-left text-sm">
                      <thead className="border-b border-line text-xs text-ink-muted uppercase">
                        <tr>
                          {(['time', 'user', 'message', 'type', 'intent', 'responseTime', 'status'] as const).map((column) => (
                            <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                              {t(`analytics.columns.${column}`)}
                            </th>
                          ))}
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-line">
                        {data.rows.map((row) => (
                          <tr key={row.id} className="align-top">
                            <td className="px-3 py-3 whitespace-nowrap text-ink-muted">{formatDateTime(row.timestamp, lang)}</td>
                            <td className="px-3 py-3 whitespace-nowrap tabular-nums">{row.userPhone}</td>
                            <td className="max-w-xs px-3 py-3 break-words">{row.userMessage}</td>
                            <td className="px-3 py-3">{row.messageType}</td>
                            <td className="px-3 py-3 font-mono text-xs">{row.intent ?? '—'}</td>
                            <td className="px-3 py-3">
                              <ResponseTimeBadge row={row} />
                            </td>
                            <td className="px-3 py-3">
                              <StatusBadge row={row} />
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <ul className="divide-y divide-line md:hidden">
                    {data.rows.map((row) => (
                      <li key={row.id} className="space-y-1.5 py-3">
                        <div className="flex flex-wrap items-center gap-1.5">
                          <StatusBadge row={row} />
                          <ResponseTimeBadge row={row} />
                          <span className="font-mono text-xs text-ink-muted">{row.intent ?? '—'}</span>
                        </div>
                        <p className="text-sm break-words text-ink">{row.userMessage}</p>
                        <p className="text-xs text-ink-subtle">
                          {row.userPhone} · {formatDateTime(row.timestamp, lang)}
                        </p>
                      </li>
                    ))}
                  </ul>
                  <Pager page={data.page} totalPages={data.totalPages} total={data.total} label={t('analytics.pagerLabel')} onPageChange={setPage} />
                </>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </section>
  );
}

function ResponseTimeBadge({ row }: { row: AdminAnalyticsRow }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Badge variant={RESPONSE_BADGE[responseTimeLevel(row.responseTime)]} className="whitespace-nowrap tabular-nums">
      {t('analytics.ms', { value: formatCount(row.responseTime, i18n.language) })}
    </Badge>
  );
}

function StatusBadge({ row }: { row: AdminAnalyticsRow }) {
  const { t } = useTranslation('admin');
  return <Badge variant={STATUS_BADGE[row.status]} className="whitespace-nowrap">{t(`analytics.status.${STATUS_KEY[row.status]}`)}</Badge>;
}

function SummaryTiles({ summary }: { summary: AdminAnalyticsSummary }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const rate = (value: string | null) => (value === null ? t('overview.notAvailable') : formatRate(value, lang));
  const ms = (value: number | null) => (value === null ? t('overview.notAvailable') : t('analytics.ms', { value: formatCount(value, lang) }));
  return (
    <div className="space-y-3">
      {/* The spec's three tiles. */}
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatTile label={t('analytics.totalMessages')} value={formatCount(summary.totalMessages, lang)} Icon={MessagesSquare} />
        <StatTile
          label={t('analytics.averageResponseTime')}
          value={ms(summary.averageResponseTime)}
          hint={summary.p95ResponseTime === null ? undefined : t('analytics.p95', { value: ms(summary.p95ResponseTime) })}
          Icon={Timer}
          iconClassName="bg-sky-50 text-sky-700"
        />
        <StatTile label={t('analytics.errorRate')} value={rate(summary.errorRate)} Icon={AlertTriangle} iconClassName="bg-red-50 text-red-600" />
      </div>
      {/* What an operator needs beyond them: how well the assistant understands people. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:gap-4">
        <StatTile
          label={t('analytics.understoodRate')}
          value={rate(summary.understoodRate)}
          hint={t('analytics.understoodHint', { understood: formatCount(summary.understood, lang), total: formatCount(summary.totalMessages, lang) })}
          Icon={Brain}
          iconClassName="bg-green-50 text-green-700"
        />
        <StatTile label={t('analytics.clarificationRate')} value={rate(summary.clarificationRate)} Icon={HelpCircle} iconClassName="bg-amber-50 text-amber-700" />
        <StatTile
          label={t('analytics.correctionsPer100')}
          value={summary.correctionsPer100Transactions === null ? t('overview.notAvailable') : formatOneDecimal(summary.correctionsPer100Transactions, lang)}
          hint={t('analytics.correctionsHint', { corrections: formatCount(summary.corrections, lang), recorded: formatCount(summary.recordedTransactions, lang) })}
          Icon={Undo2}
          iconClassName="bg-slate-100 text-slate-700"
        />
      </div>
    </div>
  );
}

function LanguageCard({ summary }: { summary: AdminAnalyticsSummary }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Gauge aria-hidden="true" className="size-4 text-ink-subtle" />
          {t('analytics.byLanguage')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {summary.byLanguage.length === 0 ? (
          <p className="text-sm text-ink-subtle">{t('analytics.noMessages')}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-ink-muted uppercase">
              <tr>
                <th scope="col" className="py-1 font-semibold">{t('analytics.columns.language')}</th>
                <th scope="col" className="py-1 text-right font-semibold">{t('analytics.columns.messagesCount')}</th>
                <th scope="col" className="py-1 text-right font-semibold">{t('analytics.columns.understood')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {summary.byLanguage.map((row) => (
                <tr key={row.language ?? 'none'}>
                  <td className="py-2">{languageName(row.language) ?? t('analytics.unknownLanguage')}</td>
                  <td className="py-2 text-right tabular-nums">{formatCount(row.messages, i18n.language)}</td>
                  <td className="py-2 text-right font-medium tabular-nums">{formatRate(row.understoodRate, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}

function NotUnderstoodCard({ summary }: { summary: AdminAnalyticsSummary }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <HelpCircle aria-hidden="true" className="size-4 text-ink-subtle" />
          {t('analytics.notUnderstood')}
        </CardTitle>
        <p className="text-xs text-ink-subtle">{t('analytics.notUnderstoodHint')}</p>
      </CardHeader>
      <CardContent>
        {summary.topNotUnderstood.length === 0 ? (
          <p className="text-sm text-ink-subtle">{t('analytics.nothingMissed')}</p>
        ) : (
          <ol className="space-y-2">
            {summary.topNotUnderstood.map((item) => (
              <li key={`${item.language}-${item.message}`} className="flex items-start justify-between gap-3 text-sm">
                <span className="min-w-0 break-words">
                  <q className="text-ink">{item.message}</q>
                  {item.language && <span className="ml-2 text-xs text-ink-subtle uppercase">{item.language}</span>}
                </span>
                <Badge variant="neutral" className="shrink-0 tabular-nums">
                  {t('analytics.times', { count: item.count, formatted: formatCount(item.count, i18n.language) })}
                </Badge>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
