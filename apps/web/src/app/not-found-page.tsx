import { ArrowLeft, Compass, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../components/brand-logo';
import { Button, buttonClasses } from '../components/ui/button';
import { usePageMeta } from '../lib/page-meta';

export function NotFoundPage() {
  const { t } = useTranslation(['notFound', 'common']);
  usePageMeta(t('title'), t('description'));
  const canGoBack = window.history.length > 1;

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/60 to-canvas">
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-5 sm:px-6">
        <Link href="/" aria-label={t('common:nav.home')} className="rounded-lg">
          <BrandLogo />
        </Link>
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-24">
        <div className="w-full max-w-md text-center">
          <div className="mx-auto mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <Compass aria-hidden="true" className="size-8" />
          </div>
          <p className="text-sm font-semibold tracking-wider text-brand-700">{t('code')}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t('title')}</h1>
          <p className="mt-3 text-base text-ink-muted">{t('description')}</p>
          <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <Button variant="outline" size="lg" onClick={() => (canGoBack ? window.history.back() : window.location.assign('/'))}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('back')}
            </Button>
            <Link href="/" className={buttonClasses({ size: 'lg' })}>
              <Home aria-hidden="true" className="size-4" />
              {t('home')}
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
