import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportConfirmRequest, ImportConfirmResponse } from '@tally/shared/schemas/imports';
import { apiJson, newIdempotencyKey } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

/**
 * POST /api/imports/:id/confirm -> the chosen rows written in one database transaction. The
 * dashboard, lists, budgets and the past imports are stale afterwards.
 */
export function confirmImport({ id, body }: { id: string; body: ImportConfirmRequest }): Promise<ImportConfirmResponse> {
  return apiJson<ImportConfirmResponse>('POST', `/api/imports/${encodeURIComponent(id)}/confirm`, body, { idempotencyKey: newIdempotencyKey() });
}

export function useConfirmImportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    onSuccess: () =>
      Promise.all([invalidateTransactionData(queryClient), queryClient.invalidateQueries({ queryKey: ['/api/imports'] })]).then(() => undefined),
  });
}
