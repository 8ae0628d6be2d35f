import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

export function ClosingCta() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="closing-heading" className="below-fold mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-accent-700 px-6 py-14 text-center text-white shadow-pop sm:px-12">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t('closing.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('closing.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/auth" className={buttonClasses({ variant: 'outline', size: 'lg', className: 'border-transparent' })}>
            {t('closing.primary')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            href="/support"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-white/60 px-6 text-base font-medium text-white transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('closing.secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
