import type { ReactNode } from 'react';
import { ChartPie, MessageSquareText, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { usePageTitle } from '../../../lib/page-title';

/**
 * Dashboard frame: header with back (to /chat) and settings; balance and tabs fill it later.
 * `exportAction` is the export feature's button, handed in by the app layer (features don't import
 * each other).
 */
export function DashboardPage({ exportAction }: { exportAction?: ReactNode }) {
  const { t } = useTranslation(['dashboard', 'common']);
  usePageTitle(t('pageTitle'));
  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t('pageTitle')}
        description={t('subtitle')}
        backHref="/chat"
        actions={
          <>
            {exportAction}
            <Link href="/settings" aria-label={t('common:nav.settings')} title={t('common:nav.settings')} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
              <Settings aria-hidden="true" className="size-5" />
            </Link>
          </>
        }
      />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
        <Card>
          <EmptyState
            Icon={ChartPie}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Link href="/chat" className={buttonClasses()}>
                <MessageSquareText aria-hidden="true" className="size-4" />
                {t('empty.action')}
              </Link>
            }
          />
        </Card>
      </main>
      <ScrollToTopButton />
    </div>
  );
}
