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
  // The route shows this page only when signed in, so there is a user; the guard is for the type.
  return user ? <BudgetScreen userId={user.id} preferredCurrency={user.preferredCurrency} /> : null;
}

function BudgetScreen({ userId, preferredCurrency }: { userId: number; preferredCurrency: string }) {
  const { t, i18n } = useTranslation(['budgets', 'common']);
  const { toast } = useToast();
  const quickSetup = useCreateQuickBudgetsMutation(userId);
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

  // Labels beside the icons from tablet width up (as in the chat header); the accessible names are always there.
  const headerActions = (
    <>
      <Button
        variant="outline"
        onClick={onQuickSetup}
        isLoading={quickSetup.isPending}
        aria-label={t('actions.quickSetup')}
        title={t('actions.quickSetup')}
        className="px-2.5 sm:px-4"
      >
        {!quickSetup.isPending && <Sparkles aria-hidden="true" className="size-4" />}
        <span className="hidden sm:inline">{quickSetup.isPending ? t('actions.quickSetupPending') : t('actions.quickSetup')}</span>
      </Button>
      <Button onClick={() => setIsCreateOpen(true)} aria-label={t('actions.create')} title={t('actions.create')} className="px-2.5 sm:px-4">
        <Plus aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t('actions.create')}</span>
      </Button>
    </>
  );

  return (
    <div className="min-h-dvh">
      <PageHeader title={t('pageTitle')} description={<span className="hidden sm:inline">{t('subtitle')}</span>} backHref="/chat" actions={headerActions} />
      <BudgetContent
        userId={userId}
        preferredCurrency={preferredCurrency}
        onCreate={() => setIsCreateOpen(true)}
        onQuickSetup={onQuickSetup}
        isQuickSetupPending={quickSetup.isPending}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      <CreateBudgetDialog open={isCreateOpen} onOpenChange={setIsCreateOpen} userId={userId} preferredCurrency={preferredCurrency} />
      <EditBudgetDialog budget={editing} userId={userId} onClose={() => setEditing(null)} />
      <DeleteBudgetDialog budget={deleting} userId={userId} onClose={() => setDeleting(null)} />
      <ScrollToTopButton />
    </div>
  );
}

function BudgetContent({
  userId,
  preferredCurrency,
  onCreate,
  onQuickSetup,
  isQuickSetupPending,
  onEdit,
  onDelete,
}: {
  userId: number;
  preferredCurrency: string;
  onCreate: () => void;
  onQuickSetup: () => void;
  isQuickSetupPending: boolean;
  onEdit: (budget: Budget) => void;
  onDelete: (budget: Budget) => void;
}) {
  const { t } = useTranslation(['budgets', 'common']);
  const budgets = useBudgetsQuery(userId);
  const performance = useBudgetPerformanceQuery(userId);
  const insights = useBudgetInsightsQuery(userId);
  const [tab, setTab] = useState<Tab>('overview');

  if (budgets.isPending || performance.isPending || insights.isPending) {
    return (
      <main className="mx-auto max-w-5xl px-4 sm:px-6">
        <PageSpinner inline />
      </main>
    );
  }

  // Insights only feed the tiles and the banner: without them the tiles read $0.00 (spec) and the rest still works.
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
    <Button onClick={onCreate}>
      <Plus aria-hidden="true" className="size-4" />
      {t('actions.create')}
    </Button>
  );

  return (
    <main className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:space-y-6 sm:px-6 sm:py-8">
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
              <EmptyState
                Icon={PiggyBank}
                title={t('overview.emptyTitle')}
                description={t('overview.emptyDescription')}
                action={
                  // Quick setup named in full here too: on phones the header shows only its icon.
                  <div className="flex flex-wrap justify-center gap-2">
                    <Button variant="outline" onClick={onQuickSetup} isLoading={isQuickSetupPending}>
                      {!isQuickSetupPending && <Sparkles aria-hidden="true" className="size-4" />}
                      {t('actions.quickSetup')}
                    </Button>
                    {createButton}
                  </div>
                }
              />
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
            <BudgetManageList budgets={budgets.data} onEdit={onEdit} onDelete={onDelete} />
          )}
        </TabsContent>
      </Tabs>
    </main>
  );
}
