import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFeedback } from '@tally/shared/schemas/admin';
import { apiJson } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

/** PATCH /api/admin/feedback/{id} { isResolved }: resolve or reopen. */
export function updateAdminFeedback({ id, isResolved }: { id: string; isResolved: boolean }): Promise<AdminFeedback> {
  return apiJson<AdminFeedback>('PATCH', `/api/admin/feedback/${encodeURIComponent(id)}`, { isResolved });
}

export function useUpdateAdminFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAdminFeedback, onSuccess: () => invalidateAdminData(queryClient) });
}
