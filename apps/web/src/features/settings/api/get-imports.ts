import { useQuery } from '@tanstack/react-query';
import type { ImportFormat } from '@tally/shared/schemas/imports';

/** One confirmed statement import, as GET /api/imports lists them (newest first). */
export interface PastImport {
  id: string;
  fileName: string;
  format: ImportFormat;
  createdAt: string;
  confirmedAt: string;
  importedCount: number;
}

/** GET /api/imports: the statements the user imported (a confirm refreshes it). */
export function usePastImportsQuery() {
  return useQuery<{ imports: PastImport[] }>({ queryKey: ['/api/imports'] });
}
