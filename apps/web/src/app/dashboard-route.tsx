/**
 * The dashboard as the app composes it: features never import each other, so what the dashboard
 * offers from elsewhere is handed in here — the way to the budget page, and the export and import
 * features' dialogs, each loading (with its texts) the first time its button is pressed.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { ExportDialog, ImportDialog } from './lazy-dialogs';

export function DashboardRoute() {
  const [, navigate] = useLocation();
  const openBudgets = useCallback(() => navigate('/budget'), [navigate]);
  return <DashboardPage onManageBudgets={openBudgets} ExportDialog={ExportDialog} ImportDialog={ImportDialog} />;
}
