import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

export interface OccurrenceRef {
  ruleId: number;
  /** YYYY-MM-DD */
  date: string;
}

/** DELETE /api/recurring/:id/occurrences/:date: undoes a skip or a changed amount (the rule's own amount again). */
export async function deleteOccurrenceChange({ ruleId, date }: OccurrenceRef): Promise<void> {
  await apiRequest('DELETE', `/api/recurring/${ruleId}/occurrences/${date}`);
}

export function useDeleteOccurrenceChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOccurrenceChange,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
