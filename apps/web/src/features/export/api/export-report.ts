import { useMutation } from '@tanstack/react-query';
import type { ExportFormat } from '@tally/shared/export-reports';
import type { ExportReportRequest } from '@tally/shared/schemas/export';
import { throwIfResNotOk } from '../../../lib/api-client';

/**
 * The file name from a Content-Disposition header (`filename*=UTF-8''...` preferred, then
 * `filename="..."`), else the spec's fallback "export." plus the format.
 */
export function getDownloadFilename(header: string | null, format: ExportFormat): string {
  const fallback = `export.${format}`;
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return sanitize(decodeURIComponent(encoded[1]!.trim())) || fallback;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  return sanitize((plain?.[2] ?? plain?.[1] ?? '').trim()) || fallback;
}

/** No folders, no control characters: only a name for the browser's download folder. */
function sanitize(name: string): string {
  return [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 ? '_' : c)).join('');
}

/** Hands a file to the browser's download manager. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; give the browser a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * POST /api/export/report -> the file (CSV or XLSX), downloaded under the server's name. Errors
 * are ApiErrors (400 with a code and field, 429 exportsBusy with Retry-After).
 */
export async function exportReport(body: ExportReportRequest): Promise<{ filename: string }> {
  const res = await fetch('/api/export/report', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json' },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  const filename = getDownloadFilename(res.headers.get('content-disposition'), body.format);
  saveFile(await res.blob(), filename);
  return { filename };
}

export function useExportReportMutation() {
  return useMutation({ mutationFn: exportReport });
}
