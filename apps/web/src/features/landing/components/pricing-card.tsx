import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { hasMessaging, type BetaSeats } from '../../../lib/beta-seats';

/** Spec: a free beta with limited seats (BETA_SEATS), no credit card, and the five things the beta promises. */
export function PricingCard({ seats }: { seats: BetaSeats | null | undefined }) {
  const { t } = useTranslation('landing');
  const [first = '', second = '', ...rest] = t('pricing.includes', { returnObjects: true });
  const channels = hasMessaging(seats) ? t('pricing.includesChannels') : t('pricing.includesChannelsWebOnly');
  const includes = [first, second, channels, ...rest];
  const total = seats?.total ?? 0;
  const taken = seats ? Math.min(seats.taken, seats.total) : 0;
  return (
    <section aria-labelledby="pricing-heading" className="below-fold mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
          {t('pricing.title')}
        </h2>
        <p className="mt-4 text-lg text-ink-muted">{t('pricing.subtitle')}</p>
      </div>
      <div className="mx-auto mt-12 max-w-md overflow-hidden rounded-3xl border border-brand-200 bg-surface shadow-pop">
        <div className="bg-gradient-to-br from-brand-700 to-accent-700 px-6 py-7 text-white sm:px-8">
          <h3 className="text-sm font-semibold tracking-wider uppercase">{t('pricing.plan')}</h3>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-5xl font-bold tracking-tight">{t('pricing.price')}</span>
            <span className="text-sm">{t('pricing.priceNote')}</span>
          </p>
        </div>
        <div className="px-6 py-7 sm:px-8">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-semibold whitespace-nowrap text-ink">{seats ? t('pricing.seats', { total }) : '\u00a0'}</span>
            <span className="whitespace-nowrap text-ink-muted tabular-nums" data-testid="seats-left">
              {seats ? (seats.left === 0 ? t('pricing.seatsFull', { total }) : t('pricing.seatsLeft', { left: seats.left, total })) : '\u00a0'}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('pricing.seatsLabel')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={taken}
            className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div className="h-full rounded-full bg-brand-500 transition-[width] duration-700" style={{ width: `${total > 0 ? (taken / total) * 100 : 0}%` }} />
          </div>
          <h4 className="mt-7 text-sm font-semibold text-ink">{t('pricing.includesLabel')}</h4>
          <ul className="mt-3 space-y-3">
            {includes.map((item) => (
              <li key={item} className="flex items-start gap-3 text-ink-muted">
                <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <Link href="/auth" className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
            {t('pricing.cta')}
          </Link>
        </div>
      </div>
    </section>
  );
}
