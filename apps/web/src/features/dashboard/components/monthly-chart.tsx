/**
 * Income versus expenses over the last six months as paired bars, drawn in HTML (the labels stay
 * real text at any width). Income bars are solid green, expense bars rose with stripes, so the two
 * differ in more than colour; the numbers are in a table for screen readers and in each bar's title.
 */
import { ChartColumn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { niceCeiling } from '../amounts';
import { monthLabel } from '../date-labels';
import { useMoney } from '../hooks/use-money';

const INCOME_BAR = 'bg-brand-600';
const EXPENSE_BAR = 'bg-rose-700 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(255_255_255/0.4)_4px_6px)]';

export function MonthlyChart({ months, currency, language, currentYear }: { months: Dashboard['monthly']; currency: string; language: string; currentYear: number }) {
  const { t } = useTranslation('dashboard');
  const { money } = useMoney();
  // Only the bars' heights use floating point; every amount shown is the exact string.
  const largest = Math.max(0, ...months.flatMap((m) => [Number(m.income), Number(m.expenses)]));
  const scale = Math.max(1, niceCeiling(largest));
  const ticks = [scale, scale / 2];
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month, currentYear, language) }));
  const height = (amount: string) => `${Math.min(100, (Number(amount) / scale) * 100)}%`;
  const series = [
    { key: 'income', label: t('charts.monthly.income'), className: INCOME_BAR },
    { key: 'expenses', label: t('charts.monthly.expenses'), className: EXPENSE_BAR },
  ] as const;

  return (
    <Card data-testid="monthly-chart">
      <CardHeader className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <CardTitle>{t('charts.monthly.title')}</CardTitle>
          <p className="text-sm text-ink-muted">{t('charts.monthly.description')}</p>
        </div>
        <ul className="flex items-center gap-4 text-xs text-ink-muted">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-sm', s.className)} />
              {s.label}
            </li>
          ))}
        </ul>
      </CardHeader>
      <CardContent>
        {largest === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
              <ChartColumn aria-hidden="true" className="size-6" />
            </span>
            <p className="max-w-xs text-sm text-ink-muted">{t('charts.monthly.empty')}</p>
          </div>
        ) : (
          <>
            <div aria-hidden="true" className="flex gap-2">
              <div className="relative w-16 shrink-0 text-right text-[11px] text-ink-subtle tabular-nums sm:w-20">
                {ticks.map((tick, i) => (
                  <span key={tick} className="absolute right-0 -translate-y-1/2" style={{ top: `${i * 50}%` }}>
                    {money(String(tick), currency)}
                  </span>
                ))}
                <span className="absolute right-0 bottom-0 translate-y-1/2">{money('0', currency)}</span>
              </div>
              <div className="relative h-44 flex-1 border-b border-slate-300">
                {ticks.map((tick, i) => (
                  <div key={tick} className="absolute inset-x-0 border-t border-dashed border-slate-200" style={{ top: `${i * 50}%` }} />
                ))}
                <div className="absolute inset-0 flex items-end justify-around gap-1 px-1">
                  {rows.map((row) => (
                    <div key={row.month} className="flex h-full flex-1 items-end justify-center gap-1">
                      {series.map((s) => (
                        <div
                          key={s.key}
                          data-testid={`bar-${s.key}-${row.month}`}
                          title={t('charts.monthly.barLabel', { month: row.label, series: s.label, amount: money(row[s.key], currency) })}
                          className={cn('w-full max-w-6 rounded-t-sm', s.className)}
                          style={{ height: height(row[s.key]) }}
                        />
                      ))}
                    </div>
                  ))}
                </div>
              </div>
            </div>
            <div aria-hidden="true" className="flex gap-2">
              <div className="w-16 shrink-0 sm:w-20" />
              <div className="flex flex-1 justify-around gap-1 px-1 pt-2">
                {rows.map((row) => (
                  <span key={row.month} className="flex-1 truncate text-center text-xs text-ink-muted">
                    {row.label}
                  </span>
                ))}
              </div>
            </div>
          </>
        )}
        <table className="sr-only">
          <caption>{t('charts.monthly.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('charts.monthly.month')}</th>
              <th scope="col">{t('charts.monthly.income')}</th>
              <th scope="col">{t('charts.monthly.expenses')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">{row.label}</th>
                <td>{money(row.income, currency)}</td>
                <td>{money(row.expenses, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
