import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccurrenceBody } from '@tally/shared/schemas/recurring';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTransactionData } from '../../../lib/transaction-data';

export interface OccurrenceChange {
  ruleId: number;
  /** YYYY-MM-DD */
  date: string;
  change: OccurrenceBody;
}

/** PUT /api/recurring/:id/occurrences/:date with { skip: true } or { amount }: changes that one date only. */
export async function updateOccurrence({ ruleId, date, change }: OccurrenceChange): Promise<void> {
  await apiRequest('PUT', `/api/recurring/${ruleId}/occurrences/${date}`, change);
}

export function useUpdateOccurrenceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOccurrence,
    onSuccess: () => invalidateTransactionData(queryClient),
  });
}
