/**
 * Spending by category for the period as a donut (hand-rolled SVG: a few hundred bytes instead of a
 * chart library). Colour is never the only key: the legend beside it names every slice with its
 * amount and share, in the order the slices run clockwise from the top, and each slice has a title.
 */
import { ChartPie } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { sliceCategories } from '../amounts';
import type { Display } from '../hooks/use-display';
import { useMoney } from '../hooks/use-money';

/** Slices drawn; smaller categories join "Everything else". */
const MAX_SLICES = 6;

/** Stroke and swatch per slice; every colour has at least 3:1 contrast with the white card. */
const COLOURS = [
  { stroke: 'stroke-emerald-700', swatch: 'bg-emerald-700' },
  { stroke: 'stroke-sky-700', swatch: 'bg-sky-700' },
  { stroke: 'stroke-amber-700', swatch: 'bg-amber-700' },
  { stroke: 'stroke-violet-600', swatch: 'bg-violet-600' },
  { stroke: 'stroke-rose-700', swatch: 'bg-rose-700' },
  { stroke: 'stroke-slate-500', swatch: 'bg-slate-500' },
] as const;

const RADIUS = 48;
const GAP = 0.8;

export function SpendingChart({
  categories,
  totalExpenses,
  currency,
  display,
  periodLabel,
}: {
  categories: Dashboard['byCategory'];
  totalExpenses: string;
  currency: string;
  display: Display;
  periodLabel: string;
}) {
  const { t } = useTranslation('dashboard');
  const { money, formats: { percent } } = useMoney();
  const slices = sliceCategories(categories, totalExpenses, MAX_SLICES).map((slice, index) => ({
    ...slice,
    label: slice.isRest ? t('charts.spending.rest') : display.categoryName(slice.name),
    colour: COLOURS[slice.isRest ? COLOURS.length - 1 : index % (COLOURS.length - 1)]!,
  }));
  const summary = t('charts.spending.summary', {
    items: slices.map((s) => `${s.label} ${money(s.total, currency)} (${percent(s.share)})`).join(', '),
  });

  const total = money(totalExpenses, currency);
  let offset = 0;
  const arcs = slices.map((slice) => {
    const length = slices.length > 1 ? Math.max(slice.share - GAP, 0.4) : 100;
    const arc = { slice, length, offset };
    offset += slice.share;
    return arc;
  });

  return (
    <Card data-testid="spending-chart">
      <CardHeader>
        <CardTitle>{t('charts.spending.title')}</CardTitle>
        <p className="text-sm text-ink-muted">{periodLabel}</p>
      </CardHeader>
      <CardContent>
        {slices.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-500">
              <ChartPie aria-hidden="true" className="size-6" />
            </span>
            <p className="max-w-xs text-sm text-ink-muted">{t('charts.spending.empty')}</p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-center">
            <div className="relative size-40 shrink-0">
              <svg viewBox="0 0 120 120" role="img" aria-label={summary} className="size-full -rotate-90">
                <circle cx="60" cy="60" r={RADIUS} fill="none" strokeWidth="16" className="stroke-slate-100" />
                {arcs.map(({ slice, length, offset: start }) => (
                  <circle
                    key={slice.isRest ? '__rest' : slice.name}
                    cx="60"
                    cy="60"
                    r={RADIUS}
                    fill="none"
                    strokeWidth="16"
                    pathLength={100}
                    strokeDasharray={`${length} ${100 - length}`}
                    strokeDashoffset={-start}
                    className={slice.colour.stroke}
                  >
                    <title>{`${slice.label}: ${money(slice.total, currency)} (${percent(slice.share)})`}</title>
                  </circle>
                ))}
              </svg>
              <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center px-5 text-center">
                <span className="text-[11px] font-medium text-ink-subtle">{t('charts.spending.total')}</span>
                <span className={cn('mt-0.5 max-w-full truncate font-bold text-ink tabular-nums', total.length > 11 ? 'text-xs' : 'text-sm')}>{total}</span>
              </div>
            </div>
            <ul className="w-full min-w-0 flex-1 space-y-2">
              {slices.map((slice) => (
                <li key={slice.isRest ? '__rest' : slice.name} className="flex items-center gap-2.5 text-sm">
                  <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-sm', slice.colour.swatch)} />
                  <span className="min-w-0 flex-1 truncate text-ink" title={slice.label}>
                    {slice.label}
                  </span>
                  {/* Amount over share: the names keep the width on a half-width card. */}
                  <span className="flex shrink-0 items-baseline gap-3 leading-tight lg:flex-col lg:items-end lg:gap-0">
                    <span className="font-medium text-ink tabular-nums">{money(slice.total, currency)}</span>
                    <span className="w-12 text-right text-xs text-ink-subtle tabular-nums lg:w-auto">{percent(slice.share)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
