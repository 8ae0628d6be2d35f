/**
 * The dashboard as the app composes it: features never import each other, so what the dashboard
 * offers from elsewhere is handed in here — the way to the budget page, and (from the export
 * feature) the export dialog, which leaves the Export button out until it is passed.
 */
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';

export function DashboardRoute() {
  const [, navigate] = useLocation();
  const openBudgets = useCallback(() => navigate('/budget'), [navigate]);
  return <DashboardPage onManageBudgets={openBudgets} />;
}
