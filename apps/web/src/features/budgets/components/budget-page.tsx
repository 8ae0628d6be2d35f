import { MessageSquareText, PiggyBank } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { usePageTitle } from '../../../lib/page-title';

/** Budget frame (title "Budget", back to /chat); summary tiles, tabs and dialogs fill it later. */
export function BudgetPage() {
  const { t } = useTranslation('budgets');
  usePageTitle(t('pageTitle'));
  return (
    <div className="min-h-dvh">
      <PageHeader title={t('pageTitle')} description={t('subtitle')} backHref="/chat" />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
        <Card>
          <EmptyState
            Icon={PiggyBank}
            title={t('empty.title')}
            description={t('empty.description')}
            action={
              <Link href="/chat" className={buttonClasses({ variant: 'outline' })}>
                <MessageSquareText aria-hidden="true" className="size-4" />
                {t('empty.action')}
              </Link>
            }
          />
        </Card>
      </main>
    </div>
  );
}
