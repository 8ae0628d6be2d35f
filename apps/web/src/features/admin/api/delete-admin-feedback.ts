import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdminData } from './admin-query-keys';

/** DELETE /api/admin/feedback/{id}. */
export async function deleteAdminFeedback(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/admin/feedback/${encodeURIComponent(id)}`);
}

export function useDeleteAdminFeedbackMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAdminFeedback, onSuccess: () => invalidateAdminData(queryClient) });
}
