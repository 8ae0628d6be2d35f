/** The dashboard page with the export feature's button: two features meet here, in the app layer. */
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { ExportButton } from '../features/export/components/export-button';

export function DashboardWithExport() {
  return <DashboardPage exportAction={<ExportButton size="sm" />} />;
}
