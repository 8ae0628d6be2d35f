import { MESSAGES_EN, type ErrorCode } from '@tally/shared/errors';

/** The one error type of the server. The error handler turns it into { error, code } with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? MESSAGES_EN[code]);
  }
}

/** A file that could not be read: a 400 naming the line (or entry) where it went wrong. */
export class FileLineError extends AppError {
  constructor(
    code: ErrorCode,
    readonly line: number,
  ) {
    super(400, code, MESSAGES_EN[code].replace('{line}', String(line)));
  }
}

export const badRequest = (code: ErrorCode, field?: string, message?: string) => new AppError(400, code, message, field);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (message?: string) => new AppError(404, 'notFound', message);
export const conflict = (code: ErrorCode, field?: string) => new AppError(409, code, undefined, field);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rateLimited', undefined, undefined, { 'retry-after': String(retryAfterSeconds) });
