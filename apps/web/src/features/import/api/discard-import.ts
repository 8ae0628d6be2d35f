import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/imports/:id: the preview is dropped (204); nothing had been written. */
export async function discardImport(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/imports/${encodeURIComponent(id)}`);
}

export function useDiscardImportMutation() {
  return useMutation({ mutationFn: discardImport });
}
