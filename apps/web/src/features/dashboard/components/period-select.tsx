import { useId } from 'react';
import { CalendarDays, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@tally/shared/dates';

/** Spec section 2: this month (default), this quarter, this year, all time — a native select. */
export function PeriodSelect({ value, onChange }: { value: DashboardPeriod; onChange: (period: DashboardPeriod) => void }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const labels: Record<DashboardPeriod, string> = {
    month: t('period.month'),
    quarter: t('period.quarter'),
    year: t('period.year'),
    all: t('period.all'),
  };
  return (
    <div className="relative inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface pr-3 pl-3 text-sm font-semibold text-ink shadow-xs hover:bg-slate-50 has-focus-visible:border-brand-500 has-focus-visible:ring-3 has-focus-visible:ring-brand-500/25">
      <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
      <span aria-hidden="true">{labels[value]}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-ink-subtle" />
      <label htmlFor={id} className="sr-only">
        {t('period.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as DashboardPeriod)}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {DASHBOARD_PERIODS.map((period) => (
          <option key={period} value={period}>
            {labels[period]}
          </option>
        ))}
      </select>
    </div>
  );
}
