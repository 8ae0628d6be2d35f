import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { fileNameFrom } from './api/export-user-data';
import { isSessionIssue } from './session-issue';

const apiError = (status: number, body: string) => new ApiError(status, `${status}: ${body}`, undefined, undefined, undefined);

describe('isSessionIssue (spec section 8)', () => {
  it('is true when the message mentions "User not found" or "log out", or the session has ended (401)', () => {
    expect(isSessionIssue(apiError(404, '{"error":"User not found"}'))).toBe(true);
    expect(isSessionIssue(apiError(400, 'Please log out and try again'))).toBe(true);
    expect(isSessionIssue(apiError(401, '{"error":"Please sign in to continue","code":"unauthorized"}'))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isSessionIssue(apiError(400, '{"error":"Current password is incorrect","code":"currentPasswordWrong"}'))).toBe(false);
    expect(isSessionIssue(new TypeError('Failed to fetch'))).toBe(false);
    expect(isSessionIssue(undefined)).toBe(false);
  });
});

describe('fileNameFrom', () => {
  it('reads the server’s file name, or falls back', () => {
    expect(fileNameFrom('attachment; filename="tally-my-data-2026-11-22.json"', 'x.json')).toBe('tally-my-data-2026-11-22.json');
    expect(fileNameFrom('attachment; filename=plain.json', 'x.json')).toBe('plain.json');
    expect(fileNameFrom(null, 'x.json')).toBe('x.json');
    expect(fileNameFrom('inline', 'x.json')).toBe('x.json');
  });
});
