import { useMutation } from '@tanstack/react-query';
import type { CsvMapping, ImportUploadResponse } from '@tally/shared/schemas/imports';
import { apiJson } from '../../../lib/api-client';

/**
 * POST /api/imports/:id/mapping -> the preview of the CSV read with the columns the user chose (the
 * server remembers the mapping for the next file with the same header). 400 importMappingInvalid or a
 * line the mapping cannot read; 410 importPreviewExpired.
 */
export function applyMapping({ id, mapping }: { id: string; mapping: CsvMapping }): Promise<ImportUploadResponse> {
  return apiJson<ImportUploadResponse>('POST', `/api/imports/${encodeURIComponent(id)}/mapping`, { mapping });
}

export function useApplyMappingMutation() {
  return useMutation({ mutationFn: applyMapping });
}
