import { describe, expect, it } from 'vitest';
import { getDownloadFilename } from './export-report';

describe('download file name', () => {
  it('takes the server’s name from Content-Disposition', () => {
    expect(getDownloadFilename('attachment; filename="tally-transactions-all-time-USD-created-2026-11-22.csv"', 'csv')).toBe(
      'tally-transactions-all-time-USD-created-2026-11-22.csv',
    );
    expect(getDownloadFilename('attachment; filename=report.xlsx', 'excel')).toBe('report.xlsx');
    expect(getDownloadFilename("attachment; filename=\"plain.csv\"; filename*=UTF-8''relat%C3%B3rio.csv", 'csv')).toBe('relatório.csv');
  });

  it('falls back to "export." plus the format', () => {
    expect(getDownloadFilename(null, 'csv')).toBe('export.csv');
    expect(getDownloadFilename('attachment', 'excel')).toBe('export.excel');
    expect(getDownloadFilename('attachment; filename=""', 'csv')).toBe('export.csv');
  });

  it('never names a folder', () => {
    expect(getDownloadFilename('attachment; filename="../../etc/passwd"', 'csv')).toBe('.._.._etc_passwd');
  });
});
