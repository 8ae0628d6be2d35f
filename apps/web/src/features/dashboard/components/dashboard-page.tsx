/**
 * The dashboard (spec section 2). What other features provide arrives as props, composed in the app
 * layer (src/app/dashboard-route.tsx): the budget page's handler, the upcoming bills card and the
 * export and import dialogs. Without them the "manage budgets" action, the card and the Export and
 * Import buttons are simply absent.
 */
import { Suspense, useDeferredValue, useState, type ComponentType } from 'react';
import { CircleAlert, Coins, Download, ListOrdered, Settings, TriangleAlert, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { dateInTimezone } from '@tally/shared/dates';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TransactionFormDialog, type TransactionFormTarget } from '../../../components/transaction-form/transaction-form-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollToTopButton } from '../../../components/ui/scroll-to-top';
import { PageSpinner } from '../../../components/ui/spinner';
import { getErrorText } from '../../../lib/error-text';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session/session-context';
import { useDashboardQuery } from '../api/get-dashboard';
import { formatDateRange } from '../date-labels';
import { useDisplay } from '../hooks/use-display';
import { usePeriod } from '../hooks/use-period';
import { AmountsHiddenContext } from '../hooks/use-money';
import { BalanceCard } from './balance-card';
import { CurrencyDialog } from './currency-dialog';
import { DashboardTabs } from './dashboard-tabs';
import { MonthlyChart } from './monthly-chart';
import { PeriodSelect } from './period-select';
import { QuickActions } from './quick-actions';
import { SpendingChart } from './spending-chart';

/** The export dialog's shape: the dashboard opens and closes it; the dialog does the rest. */
export type ExportDialogSlot = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;
/** The statement import dialog, opened the same way. */
export type ImportDialogSlot = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

/** A card of upcoming bills: it loads its own data; the dashboard tells it when amounts are hidden. */
export type UpcomingBillsSlot = ComponentType<{ isAmountsHidden: boolean }>;

export interface DashboardPageProps {
  /** Shows the "manage budgets" quick action. */
  onManageBudgets?: () => void;
  /** Shows the Export button; may be lazy (it is rendered inside Suspense on first opening). */
  ExportDialog?: ExportDialogSlot;
  /** Shows the Import button beside Export; may be lazy too. */
  ImportDialog?: ImportDialogSlot;
  /** Shows the upcoming bills card below the quick actions. */
  UpcomingBills?: UpcomingBillsSlot;
}

export function DashboardPage({ onManageBudgets, ExportDialog, ImportDialog, UpcomingBills }: DashboardPageProps) {
  const { t } = useTranslation(['dashboard', 'common', 'transactions']);
  usePageTitle(t('pageTitle'));
  const { user } = useSession();
  const [period, setPeriod] = usePeriod();
  const dashboard = useDashboardQuery(period);
  // Rendering a full dashboard is the page's longest task; deferred, React renders it in slices that
  // leave the main thread free between them (the spinner or the previous period stays meanwhile).
  const shownData = useDeferredValue(dashboard.data);
  const today = dateInTimezone(new Date(), user?.timezone ?? 'UTC');
  const display = useDisplay(today);
  const [isBalanceHidden, setIsBalanceHidden] = useState(false);
  const [formTarget, setFormTarget] = useState<TransactionFormTarget | null>(null);
  const [isCurrencyOpen, setIsCurrencyOpen] = useState(false);
  const [isExportOpen, setIsExportOpen] = useState(false);
  const [hasOpenedExport, setHasOpenedExport] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [hasOpenedImport, setHasOpenedImport] = useState(false);

  if (!user) return null;
  const currency = user.preferredCurrency;
  const data = shownData;
  const periodLabel =
    data && data.period.start && data.period.end ? formatDateRange(data.period.start, data.period.end, display.language) : t('period.allRange');

  const openExport = () => {
    setHasOpenedExport(true);
    setIsExportOpen(true);
  };
  const openImport = () => {
    setHasOpenedImport(true);
    setIsImportOpen(true);
  };

  return (
    <div className="min-h-dvh">
      <PageHeader
        title={t('pageTitle')}
        description={t('subtitle')}
        backHref="/chat"
        actions={
          <>
            <Button
              variant="ghost"
              onClick={() => setIsCurrencyOpen(true)}
              aria-label={t('currency.button', { code: currency })}
              title={t('currency.button', { code: currency })}
              className="px-2.5"
            >
              <Coins aria-hidden="true" className="size-5" />
              <span className="font-semibold">{currency}</span>
            </Button>
            <Link
              href="/transactions"
              aria-label={t('transactions:page.allLink')}
              title={t('transactions:page.allLink')}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <ListOrdered aria-hidden="true" className="size-5" />
            </Link>
            <Link href="/settings" aria-label={t('common:nav.settings')} title={t('common:nav.settings')} className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
              <Settings aria-hidden="true" className="size-5" />
            </Link>
          </>
        }
      />

      <main className="mx-auto max-w-5xl space-y-5 px-4 py-5 sm:space-y-6 sm:px-6 sm:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <PeriodSelect value={period} onChange={setPeriod} />
            <span className="text-sm text-ink-subtle">{periodLabel}</span>
          </div>
          {(ImportDialog || ExportDialog) && (
            <div className="flex gap-2">
              {ImportDialog && (
                <Button variant="outline" onClick={openImport}>
                  <Upload aria-hidden="true" className="size-4" />
                  {t('actions.import')}
                </Button>
              )}
              {ExportDialog && (
                <Button variant="outline" onClick={openExport}>
                  <Download aria-hidden="true" className="size-4" />
                  {t('actions.export')}
                </Button>
              )}
            </div>
          )}
        </div>

        {data ? (
          // Hiding the balance hides every amount on the page: cards, charts, lists and tags.
          <AmountsHiddenContext.Provider value={isBalanceHidden}>
            <div aria-busy={dashboard.isPlaceholderData || undefined} className={cn('space-y-5 transition-opacity sm:space-y-6', dashboard.isPlaceholderData && 'opacity-60')}>
              <BalanceCard
                totals={data.totals}
                currency={data.currency}
                periodLabel={periodLabel}
                isHidden={isBalanceHidden}
                onToggleHidden={() => setIsBalanceHidden((hidden) => !hidden)}
              />
              {data.withoutRate > 0 && (
                // Left out of every figure rather than summed as if already in the preferred currency.
                <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                  {t('withoutRate', { count: data.withoutRate })}
                </p>
              )}
              <QuickActions onAddIncome={() => setFormTarget({ mode: 'create', type: 'income' })} onAddExpense={() => setFormTarget({ mode: 'create', type: 'expense' })} onManageBudgets={onManageBudgets} />
              {UpcomingBills && <UpcomingBills isAmountsHidden={isBalanceHidden} />}
              <div className="grid gap-5 sm:gap-6 lg:grid-cols-2">
                <SpendingChart categories={data.byCategory} totalExpenses={data.totals.expenses} currency={data.currency} display={display} periodLabel={periodLabel} />
                <MonthlyChart months={data.monthly} currency={data.currency} language={display.language} currentYear={Number(today.slice(0, 4))} />
              </div>
              <DashboardTabs dashboard={data} display={display} onEdit={(transaction) => setFormTarget({ mode: 'edit', transaction })} />
            </div>
          </AmountsHiddenContext.Provider>
        ) : dashboard.isError ? (
          <Card className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <CircleAlert aria-hidden="true" className="size-8 text-red-600" />
            <div>
              <h2 className="text-lg font-semibold text-ink">{t('error.title')}</h2>
              <p className="mt-1 text-sm text-ink-muted">{getErrorText(dashboard.error, t('error.fallback'))}</p>
            </div>
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {t('error.retry')}
            </Button>
          </Card>
        ) : (
          <PageSpinner inline />
        )}
      </main>

      {/* An edit here corrects what was recorded: a new type or category teaches the assistant. */}
      <TransactionFormDialog target={formTarget} onClose={() => setFormTarget(null)} currency={currency} today={today} isCorrection />
      <CurrencyDialog open={isCurrencyOpen} onOpenChange={setIsCurrencyOpen} userId={user.id} currency={currency} />
      {ExportDialog && hasOpenedExport && (
        <Suspense fallback={null}>
          <ExportDialog open={isExportOpen} onOpenChange={setIsExportOpen} />
        </Suspense>
      )}
      {ImportDialog && hasOpenedImport && (
        <Suspense fallback={null}>
          <ImportDialog open={isImportOpen} onOpenChange={setIsImportOpen} />
        </Suspense>
      )}
      <ScrollToTopButton />
    </div>
  );
}
