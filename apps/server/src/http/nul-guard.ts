/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one, from a JSON escape
 * ("\u0000") or a query's "%00", makes the database refuse the statement, which would surface as a
 * 500. No field of ours has a use for it, so such a request is refused up front with a 400 naming
 * the field, before validation and before any handler.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES_EN } from '@tally/shared/errors';
import { AppError } from '../platform/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false on a route that must answer a page whatever it is sent (the emailed link). */
    nulGuard?: boolean;
  }
}

/** The path of the first string (key or value) holding a NUL, or null. Iterative: bodies may nest deeply. */
export function findNul(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (current && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        stack.push({ value: item, path: itemPath });
      }
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.nulGuard === false) return;
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path !== null) {
        throw new AppError(400, 'badRequest', `${MESSAGES_EN.badRequest}: text must not contain NUL characters`, path || undefined);
      }
    }
  });
}
