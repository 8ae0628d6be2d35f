/**
 * One error shape for every answer: { error, code, field? }. Validation failures are 400 naming the
 * field; a 5xx says only "Internal Server Error" (the details go to the log, never to the client).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES_EN, isErrorCode, type ErrorBody, type ErrorCode } from '@tally/shared/errors';
import { AppError } from '../platform/errors';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'badRequest',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badRequest',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
};

/** Connection-level database failures: the client may retry, nothing was half-written. */
function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    code === '08006' ||
    code === '08001' ||
    /Connection terminated|connect ECONNREFUSED/.test(String((error as Error | null)?.message ?? ''))
  );
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ErrorBody = { error: MESSAGES_EN.internal, code: 'internal' };

    if (error instanceof AppError) {
      status = error.status;
      body = { error: error.message, code: error.code, ...(error.field ? { field: error.field } : {}) };
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
      const code = FASTIFY_CODES[error.code] ?? 'badRequest';
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
