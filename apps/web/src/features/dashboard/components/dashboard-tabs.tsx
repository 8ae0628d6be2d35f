import { useState, type ComponentType } from 'react';
import { ArrowDownLeft, ArrowRight, ArrowUpRight, Clock, MessageSquareText, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Dashboard, Transaction } from '@tally/shared/schemas/transactions';
import { EmptyState } from '../../../components/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import type { Display } from '../hooks/use-display';
import { monthAbbreviation } from '../date-labels';
import { CategoryShareList } from './category-share-list';
import { TagRanking } from './tag-ranking';
import { TransactionList } from './transaction-list';

/** Spec section 9: recent transactions, and recent tagged transactions. */
export const RECENT_TRANSACTIONS = 8;
export const RECENT_TAGGED = 10;

type Tab = 'recent' | 'income' | 'expenses' | 'tags';

/**
 * Recent, income, expenses and tags, each with its limit and an empty state pointing to the chat.
 * Every transaction row opens the edit form (`onEdit`).
 */
export function DashboardTabs({ dashboard, display, onEdit }: { dashboard: Dashboard; display: Display; onEdit: (transaction: Transaction) => void }) {
  const { t } = useTranslation(['dashboard', 'transactions']);
  const [tab, setTab] = useState<Tab>('recent');
  const { currency } = dashboard;
  const tagMonth = Number(dashboard.tags.month.start.slice(5, 7));
  const tabs: Array<{ value: Tab; label: string; Icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }> }> = [
    { value: 'recent', label: t('tabs.recent'), Icon: Clock },
    { value: 'income', label: t('tabs.income'), Icon: ArrowDownLeft },
    { value: 'expenses', label: t('tabs.expenses'), Icon: ArrowUpRight },
    { value: 'tags', label: t('tabs.tags'), Icon: Tags },
  ];

  return (
    <Card data-testid="dashboard-tabs">
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <div className="border-b border-line p-2 sm:p-3">
          <TabsList aria-label={t('tabs.label')}>
            {tabs.map(({ value, label, Icon }) => (
              <TabsTrigger key={value} value={value} className="px-1.5 sm:px-3">
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <TabsContent value="recent" className="px-4 pb-2 sm:px-6">
          {dashboard.recent.length === 0 ? (
            <TabEmpty title={t('recent.emptyTitle')} description={t('recent.emptyDescription')} Icon={Clock} />
          ) : (
            <>
              <TransactionList
                transactions={dashboard.recent.slice(0, RECENT_TRANSACTIONS)}
                currency={currency}
                display={display}
                label={t('tabs.recent')}
                onEdit={onEdit}
              />
              <div className="flex justify-end border-t border-line py-2">
                <Link href="/transactions" className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-brand-700' })}>
                  {t('transactions:page.seeAll')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            </>
          )}
        </TabsContent>

        <TabsContent value="income" className="p-4 sm:p-6">
          {dashboard.topCategories.income.length === 0 ? (
            <TabEmpty title={t('topCategories.incomeEmptyTitle')} description={t('topCategories.incomeEmptyDescription')} Icon={ArrowDownLeft} />
          ) : (
            <CategoryShareList categories={dashboard.topCategories.income} type="income" currency={currency} display={display} label={t('topCategories.incomeTitle')} />
          )}
        </TabsContent>

        <TabsContent value="expenses" className="p-4 sm:p-6">
          {dashboard.topCategories.expense.length === 0 ? (
            <TabEmpty title={t('topCategories.expenseEmptyTitle')} description={t('topCategories.expenseEmptyDescription')} Icon={ArrowUpRight} />
          ) : (
            <CategoryShareList categories={dashboard.topCategories.expense} type="expense" currency={currency} display={display} label={t('topCategories.expenseTitle')} />
          )}
        </TabsContent>

        <TabsContent value="tags" className="grid grid-cols-1 gap-6 p-4 sm:p-6 lg:grid-cols-2 lg:gap-8">
          <section aria-labelledby="tags-ranking-title" className="min-w-0">
            <h3 id="tags-ranking-title" className="text-sm font-semibold text-ink">
              {t('tagsTab.rankingTitle', { month: monthAbbreviation(tagMonth, display.language) })}
            </h3>
            <p className="text-xs text-ink-subtle">{t('tagsTab.rankingDescription')}</p>
            {dashboard.tags.ranking.length === 0 ? (
              <TabEmpty title={t('tagsTab.rankingEmptyTitle')} description={t('tagsTab.rankingEmptyDescription')} Icon={Tags} compact />
            ) : (
              <div className="mt-2">
                <TagRanking ranking={dashboard.tags.ranking} currency={currency} display={display} label={t('tagsTab.rankingDescription')} />
              </div>
            )}
          </section>
          <section aria-labelledby="tags-recent-title" className="min-w-0">
            <h3 id="tags-recent-title" className="text-sm font-semibold text-ink">
              {t('tagsTab.recentTitle')}
            </h3>
            {dashboard.tags.recentTagged.length === 0 ? (
              <TabEmpty title={t('tagsTab.recentEmptyTitle')} description={t('tagsTab.recentEmptyDescription')} Icon={Clock} compact />
            ) : (
              <TransactionList
                transactions={dashboard.tags.recentTagged.slice(0, RECENT_TAGGED)}
                currency={currency}
                display={display}
                label={t('tagsTab.recentTitle')}
                onEdit={onEdit}
              />
            )}
          </section>
        </TabsContent>
      </Tabs>
    </Card>
  );
}

function TabEmpty({
  title,
  description,
  Icon,
  compact = false,
}: {
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  compact?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState
      Icon={Icon}
      title={title}
      description={description}
      headingLevel={3}
      className={compact ? 'px-2 py-8' : 'py-10'}
      action={
        <Link href="/chat" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t('openChat')}
        </Link>
      }
    />
  );
}
