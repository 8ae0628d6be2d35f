/**
 * The dashboard as the app composes it: features never import each other, so what the dashboard
 * offers from elsewhere is handed in here — the way to the budget page, the recurring feature's
 * "Upcoming bills" card (its texts load with the page, see routes.tsx), and the export and import
 * features' dialogs, each loading (with its texts) the first time its button is pressed.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { UpcomingBillsCard } from '../features/recurring/components/upcoming-bills-card';
import { ExportDialog, ImportDialog } from './lazy-dialogs';

export function DashboardRoute() {
  const [, navigate] = useLocation();
  const openBudgets = useCallback(() => navigate('/budget'), [navigate]);
  return <DashboardPage onManageBudgets={openBudgets} ExportDialog={ExportDialog} ImportDialog={ImportDialog} UpcomingBills={UpcomingBillsCard} />;
}
