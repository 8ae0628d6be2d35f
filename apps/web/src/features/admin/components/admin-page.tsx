import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { BrandLogo } from '../../../components/brand-logo';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/page-title';

/** Operator area frame; the admin sign-in and dashboard arrive with the admin feature (decision D2). */
export function AdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  usePageTitle(t('pageTitle'));
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-slate-100 px-4 py-12">
      <Link href="/" aria-label={t('common:nav.home')} className="mb-8 rounded-lg">
        <BrandLogo />
      </Link>
      <Card className="w-full max-w-md">
        <CardContent className="p-8 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-xl bg-slate-900 text-white">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink">{t('title')}</h1>
          <p className="mt-2 text-sm text-ink-muted">{t('description')}</p>
          <Link href="/" className={buttonClasses({ variant: 'outline', className: 'mt-8 w-full' })}>
            {t('common:actions.backHome')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
