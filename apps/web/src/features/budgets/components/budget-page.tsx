import { useState } from 'react';
import { CircleAlert, PiggyBank, Plus, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Budget } from '@tally/shared/schemas/budgets';
import { EmptyState } from '../../../components/empty-state';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast-context';
import { getErrorText } from '../../../lib/error-text';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useCreateQuickBudgetsMutation } from '../api/create-quick-budgets';
import { useBudgetInsightsQuery } from '../api/get-budget-insights';
import { useBudgetPerformanceQuery } from '../api/get-budget-performance';
import { useBudgetsQuery } from '../api/get-budgets';
import { showCategory } from '../budget-display';
import { BudgetManageList } from './budget-manage-list';
import { BudgetPerformanceCard } from './budget-performance-card';
import { BudgetRecommendation } from './budget-recommendation';
import { BudgetSummary } from './budget-summary';
import { CreateBudgetDialog } from './create-budget-dialog';
import { DeleteBudgetDialog } from './delete-budget-dialog';
import { EditBudgetDialog } from './edit-budget-dialog';

type Tab = 'overview' | 'manage';

/** Spec section 2 "Budget": summary, quick setup and create, the recommendation, Performance and Budgets tabs. */
export function BudgetPage() {
  const { t } = useTranslation(['budgets', 'common']);
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  return (
    <div className="min-h-dvh">
      <PageHeader title={t('pageTitle')} description={t('subtitle')} backHref="/chat" />
      {/* The route shows this page only when signed in; the session check above it guarantees a user. */}
      {user && <BudgetContent userId={user.id} preferredCurrency={user.preferredCurrency} />}
      <ScrollToTopButton />
    </div>
  );
}

function BudgetContent({ userId, preferredCurrency }: { userId: number; preferredCurrency: string }) {
  const { t, i18n } = useTranslation(['budgets', 'common']);
  const { toast } = useToast();
  const budgets = useBudgetsQuery(userId);
  const performance = useBudgetPerformanceQuery(userId);
  const insights = useBudgetInsightsQuery(userId);
  const quickSetup = useCreateQuickBudgetsMutation(userId);
  const [tab, setTab] = useState<Tab>('overview');
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [editing, setEditing] = useState<Budget | null>(null);
  const [deleting, setDeleting] = useState<Budget | null>(null);

  const onQuickSetup = async () => {
    let created: Budget[];
    try {
      created = await quickSetup.mutateAsync();
    } catch (caught) {
      toast({ variant: 'destructive', title: t('toasts.quickFailed'), description: getErrorText(caught, '') || undefined });
      return;
    }
    if (created.length === 0) {
      toast({ title: t('toasts.quickNothing'), description: t('toasts.quickNothingDescription') });
    } else {
      const names = created.map((b) => showCategory(b.category, i18n.language)).join(', ');
      toast({ variant: 'success', title: t('toasts.quickCreated', { count: created.length }), description: names });
    }
  };

  // Insights only feed the tiles and the banner: without them the tiles read $0.00 (spec) and the page still works.
  if (budgets.isPending || performance.isPending || insights.isPending) {
    return (
      <main className="mx-auto max-w-5xl px-4 sm:px-6">
        <PageSpinner inline />
      </main>
    );
  }

  if (budgets.isError || performance.isError) {
    return (
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8">
        <Card>
          <EmptyState
            Icon={CircleAlert}
            title={t('loadFailed.title')}
            description={getErrorText(budgets.error ?? performance.error, t('loadFailed.description'))}
            action={
              <Button
                variant="outline"
                onClick={() => {
                  void budgets.refetch();
                  void performance.refetch();
                  void insights.refetch();
                }}
              >
                {t('loadFailed.retry')}
              </Button>
            }
          />
        </Card>
      </main>
    );
  }

  const createButton = (
    <Button onClick={() => setIsCreateOpen(true)}>
      <Plus aria-hidden="true" className="size-4" />
      {t('actions.create')}
    </Button>
  );

  return (
    <main className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:space-y-6 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="outline" onClick={onQuickSetup} isLoading={quickSetup.isPending}>
          {!quickSetup.isPending && <Sparkles aria-hidden="true" className="size-4" />}
          {quickSetup.isPending ? t('actions.quickSetupPending') : t('actions.quickSetup')}
        </Button>
        {createButton}
      </div>

      <BudgetSummary insights={insights.data} />
      {insights.data?.recommendation && <BudgetRecommendation recommendation={insights.data.recommendation} />}

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="space-y-4">
        <TabsList aria-label={t('tabs.label')} className="sm:w-auto">
          <TabsTrigger value="overview" className="sm:px-6">
            {t('tabs.overview')}
          </TabsTrigger>
          <TabsTrigger value="manage" className="sm:px-6">
            {t('tabs.manage')}
            <span className="rounded-full bg-slate-200 px-1.5 text-xs font-semibold text-ink-muted tabular-nums">{budgets.data.length}</span>
          </TabsTrigger>
        </TabsList>

        <TabsContent value="overview">
          {performance.data.length === 0 ? (
            <Card>
              <EmptyState Icon={PiggyBank} title={t('overview.emptyTitle')} description={t('overview.emptyDescription')} action={createButton} />
            </Card>
          ) : (
            <div role="list" aria-label={t('overview.listLabel')} className="grid gap-4 md:grid-cols-2">
              {performance.data.map((item) => (
                <div role="listitem" key={item.budget.id}>
                  <BudgetPerformanceCard item={item} preferredCurrency={insights.data?.currency ?? preferredCurrency} />
                </div>
              ))}
            </div>
          )}
        </TabsContent>

        <TabsContent value="manage">
          {budgets.data.length === 0 ? (
            <Card>
              <EmptyState Icon={PiggyBank} title={t('manage.emptyTitle')} description={t('manage.emptyDescription')} action={createButton} />
            </Card>
          ) : (
            <BudgetManageList budgets={budgets.data} onEdit={setEditing} onDelete={setDeleting} />
          )}
        </TabsContent>
      </Tabs>

      <CreateBudgetDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} userId={userId} preferredCurrency={preferredCurrency} />
      <EditBudgetDialog budget={editing} userId={userId} onClose={() => setEditing(null)} />
      <DeleteBudgetDialog budget={deleting} userId={userId} onClose={() => setDeleting(null)} />
    </main>
  );
}
