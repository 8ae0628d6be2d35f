import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The file name the server gives in Content-Disposition, or a fallback. */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? fallback;
}

/** GET /api/users/{id}/export, saved by the browser as the JSON file the server names. */
export async function exportUserData({ userId }: { userId: number }): Promise<void> {
  const res = await apiRequest('GET', `/api/users/${userId}/export`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameFrom(res.headers.get('content-disposition'), 'tally-my-data.json');
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useExportUserDataMutation() {
  return useMutation({ mutationFn: exportUserData });
}
