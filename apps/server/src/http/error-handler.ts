/**
 * One error shape for every answer: { error, code, field? }. Validation failures are 400 naming the
 * field; a 5xx says only "Internal Server Error" (the details go to the log, never to the client).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES_EN, isErrorCode, type ErrorBody, type ErrorCode } from '@tally/shared/errors';
import { AppError, FileLineError } from '../platform/errors';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
};

/** Connection-level database failures: the client may retry, nothing was half-written. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGE = /Connection terminated|connect ECONNREFUSED|not queryable|terminating connection/;

/**
 * Whether an error (or what it wraps: drizzle wraps the driver's error as `cause`) says the database
 * is out of reach: a refused or lost connection, a server shutting down or starting (57P0x), a
 * connection exception (class 08).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let i = 0; i < 4 && current && typeof current === 'object'; i++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (UNAVAILABLE_MESSAGE.test(String(e.message ?? ''))) return true;
    current = e.cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { error: MESSAGES_EN.internal, code: 'internal' };

    if (error instanceof AppError) {
      status = error.status;
      body = { error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
      if (error instanceof FileLineError) body.line = error.line;
      if (error.headers) reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issue = error.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      body = issue.message && isErrorCode(issue.message)
        ? { error: MESSAGES_EN[issue.message], code: issue.message }
        : { error: field ? `${field}: ${issue.message ?? 'invalid'}` : (issue.message ?? MESSAGES_EN.validation), code: 'validation' };
      if (field) body.field = field;
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: MESSAGES_EN.rateLimited, code: 'rateLimited' };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      // A statement over the import's limit is told so, with what to do about it.
      const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.url.startsWith('/api/imports') ? 'importTooLarge' : (FASTIFY_CODES[error.code] ?? 'badRequest');
      body = { error: code === 'badRequest' ? `${MESSAGES_EN.badRequest}: ${error.message}` : MESSAGES_EN[code], code };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { error: MESSAGES_EN.unavailable, code: 'unavailable' };
      reply.header('retry-after', '5');
      request.log.error({ err: error }, 'database unavailable');
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply.status(status).send(body);
  });
}
