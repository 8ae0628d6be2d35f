/**
 * The dashboard as the app composes it: features never import each other, so what the dashboard
 * offers from elsewhere is handed in here — the way to the budget page, the recurring feature's
 * "Upcoming bills" card (its texts load with the page, see routes.tsx), and the export feature's
 * dialog, which loads (with its texts) the first time the Export button is pressed.
 */
import { lazy, useCallback } from 'react';
import { useLocation } from 'wouter';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { UpcomingBillsCard } from '../features/recurring/components/upcoming-bills-card';
import { loadNamespaces } from '../lib/i18n/i18n';

const ExportDialog = lazy(() =>
  Promise.all([import('../features/export/components/export-dialog'), loadNamespaces(['export'])]).then(([m]) => ({ default: m.ExportDialog })),
);

export function DashboardRoute() {
  const [, navigate] = useLocation();
  const openBudgets = useCallback(() => navigate('/budget'), [navigate]);
  return <DashboardPage onManageBudgets={openBudgets} ExportDialog={ExportDialog} UpcomingBills={UpcomingBillsCard} />;
}
