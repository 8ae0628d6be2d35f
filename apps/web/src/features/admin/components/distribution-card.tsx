import { useTranslation } from 'react-i18next';
import { formatPercent } from '@tally/shared/format-money';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

/** A ranked list with bars: each row's share of the total (the overview's distributions). */
export function DistributionCard({
  title,
  rows,
  total,
  countLabel,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
  /** What the shares are of (e.g. all users); bars are relative to it. */
  total: number;
  countLabel: (count: number) => string;
}) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-ink-subtle">{t('overview.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {rows.map((row) => {
              const share = total > 0 ? Math.min(100, (row.count / total) * 100) : 0;
              return (
                <li key={row.key}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="truncate font-medium text-ink">{row.label}</span>
                    <span className="shrink-0 text-ink-muted tabular-nums">
                      {countLabel(row.count)} · {formatPercent(Math.round(share), i18n.language, { minimumFractionDigits: 0 })}
                    </span>
                  </div>
                  <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
                    <div className="h-full rounded-full bg-brand-500" style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
