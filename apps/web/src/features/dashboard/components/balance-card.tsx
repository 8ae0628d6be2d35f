import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@tally/shared/schemas/transactions';
import { cn } from '../../../lib/cn';
import { useFormats } from '../../../lib/format';

/** What a hidden amount looks like. */
const MASK = '••••••';

/**
 * Spec section 2: available balance (income minus expenses of the period), income, expenses and net
 * income, with a show/hide toggle (shown by default; hidden, every amount is masked).
 */
export function BalanceCard({
  totals,
  currency,
  periodLabel,
  isHidden,
  onToggleHidden,
}: {
  totals: Dashboard['totals'];
  currency: string;
  periodLabel: string;
  isHidden: boolean;
  onToggleHidden: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const figures = [
    { key: 'income', label: t('balance.income'), amount: totals.income },
    { key: 'expenses', label: t('balance.expenses'), amount: totals.expenses },
    { key: 'net', label: t('balance.net'), amount: totals.net },
  ] as const;

  return (
    <section
      aria-labelledby="balance-title"
      className="relative overflow-hidden rounded-card bg-linear-to-br from-brand-700 via-brand-800 to-accent-700 p-5 text-white shadow-card sm:p-7"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-16 -right-12 size-56 rounded-full bg-white/5" />
      <div className="relative flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="balance-title" className="text-sm font-medium text-brand-100">
            {t('balance.title')}
          </h2>
          <p data-testid="balance" className="mt-1 truncate text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
            <Amount amount={totals.balance} currency={currency} isHidden={isHidden} />
          </p>
          <p className="mt-1 text-xs text-brand-100">
            {t('balance.hint')} · {periodLabel}
          </p>
        </div>
        <button
          type="button"
          onClick={onToggleHidden}
          aria-pressed={isHidden}
          aria-label={isHidden ? t('balance.show') : t('balance.hide')}
          title={isHidden ? t('balance.show') : t('balance.hide')}
          className="flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {isHidden ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
      <dl className="relative mt-5 grid gap-2 border-t border-white/15 pt-4 sm:mt-6 sm:grid-cols-3 sm:gap-4">
        {figures.map(({ key, label, amount }) => (
          <div key={key} className="flex items-baseline justify-between gap-3 sm:block">
            <dt className="text-xs font-medium text-brand-100 sm:text-sm">{label}</dt>
            <dd data-testid={`total-${key}`} className={cn('truncate font-semibold tabular-nums sm:mt-0.5 sm:text-lg')}>
              <Amount amount={amount} currency={currency} isHidden={isHidden} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Amount({ amount, currency, isHidden }: { amount: string; currency: string; isHidden: boolean }) {
  const { t } = useTranslation('dashboard');
  const { money } = useFormats();
  if (!isHidden) return <>{money(amount, currency)}</>;
  return (
    <>
      <span aria-hidden="true">{MASK}</span>
      <span className="sr-only">{t('balance.hidden')}</span>
    </>
  );
}
