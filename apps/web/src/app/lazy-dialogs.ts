/**
 * Dialogs one feature offers inside another's page, loaded with their texts on first opening: the
 * routes (dashboard-route, chat-route) hand them to the pages, so no feature imports another.
 */
import { lazy } from 'react';
import { loadNamespaces } from '../lib/i18n/i18n';

export const ExportDialog = lazy(() =>
  Promise.all([import('../features/export/components/export-dialog'), loadNamespaces(['export'])]).then(([m]) => ({ default: m.ExportDialog })),
);

export const ImportDialog = lazy(() =>
  Promise.all([import('../features/import/components/import-dialog'), loadNamespaces(['import'])]).then(([m]) => ({ default: m.ImportDialog })),
);
