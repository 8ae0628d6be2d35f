import { useMutation } from '@tanstack/react-query';
import type { ImportUploadResponse } from '@tally/shared/schemas/imports';
import { apiFetch, newIdempotencyKey } from '../../../lib/api-client';

/**
 * POST /api/imports?fileName=<name> with the file's bytes as the body (application/octet-stream):
 * the server reads the statement and answers a preview (nothing written yet), or the columns of a CSV
 * it could not place. 400 names the problem (and the line) with an import* code; 413 importTooLarge.
 */
export async function uploadStatement(file: File): Promise<ImportUploadResponse> {
  const res = await apiFetch(
    `/api/imports?fileName=${encodeURIComponent(file.name)}`,
    { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': 'application/octet-stream' }, body: file },
    { idempotencyKey: newIdempotencyKey() },
  );
  return (await res.json()) as ImportUploadResponse;
}

export function useUploadStatementMutation() {
  return useMutation({ mutationFn: uploadStatement });
}
