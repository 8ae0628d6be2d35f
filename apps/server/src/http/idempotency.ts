/**
 * Idempotent writes (issue 18). A write route wraps its work in `idempotency.run(request, reply, work)`:
 * without an `Idempotency-Key` header nothing changes; with one, the work runs in one database
 * transaction (db/ambient-transaction.ts) that also stores the answer under (user, key), so the answer
 * and the write commit together or not at all, even if the process is killed in between. Then:
 *
 * - the same key with the same request (method, path, query, body) answers the stored status and body,
 *   with `Idempotent-Replayed: true`, and writes nothing;
 * - the same key with another request: 422 idempotencyKeyReused;
 * - the same key while its first request still runs: 409 idempotencyKeyInProgress (retry later);
 * - a failed request (4xx/5xx) stores nothing: it wrote nothing, so running it again is safe;
 * - keys are per user and live 24 hours (docs/decisions/2026-11-25-idempotency-keys.md).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeySchema } from '@tally/shared/schemas/common';
import type { Database } from '../db/client';
import { runInAmbientTransaction } from '../db/ambient-transaction';
import type { BackgroundTasks } from '../platform/background';
import { AppError, badRequest } from '../platform/errors';
import { createIdempotencyRepository } from '../modules/idempotency/idempotency.repository';
import { currentUser } from './access';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Expired keys of every user are purged at most this often per process (each user's own on their next keyed write). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** JSON with object keys sorted, so a body's hash does not depend on the order its keys were sent in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(request: FastifyRequest): string {
  const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
  const body = request.body;
  if (Buffer.isBuffer(body)) hash.update('bytes\n').update(body);
  else if (body !== undefined) hash.update('json\n').update(canonicalJson(body));
  return hash.digest('hex');
}

/** The first request with the key is still running: try again in a second. */
const inProgress = () => new AppError(409, 'idempotencyKeyInProgress', undefined, undefined, { 'retry-after': '1' });

/** A signed 32-bit number for the advisory lock of (user, key). */
export function lockSlot(userId: number, key: string): number {
  return createHash('sha256').update(`${userId}\u0000${key}`).digest().readInt32BE(0);
}

export function createIdempotency(deps: { db: Database; background: BackgroundTasks }) {
  const { db, background } = deps;
  /** Keys whose first request runs in this process; see tryLock for other processes. */
  const inFlight = new Set<string>();
  let lastPurge = 0;

  function purgeNowAndThen() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    background.run('purge expired idempotency keys', async () => {
      await createIdempotencyRepository(db).purgeExpired();
    });
  }

  return {
    async run<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined) return work();
      const parsed = idempotencyKeySchema.safeParse(header);
      if (!parsed.success) throw badRequest('idempotencyKeyInvalid', 'Idempotency-Key');
      const key = parsed.data;
      const user = currentUser(request);
      const hash = requestHash(request);
      const slot = `${user.id}\u0000${key}`;
      if (inFlight.has(slot)) throw inProgress();
      inFlight.add(slot);
      try {
        const outcome = await runInAmbientTransaction(db, async (tx) => {
          const repo = createIdempotencyRepository(tx);
          if (!(await repo.tryLock(lockSlot(user.id, key)))) throw inProgress();
          const stored = await repo.findLive(user.id, key);
          if (stored) {
            if (stored.requestHash !== hash) throw new AppError(422, 'idempotencyKeyReused');
            return { replayed: true as const, statusCode: stored.statusCode, body: stored.response as T };
          }
          await repo.deleteExpiredOfUser(user.id);
          const body = await work();
          if ((body as unknown) === reply) throw new Error('an idempotent handler must return its body, not send it');
          // As the client will read it: what JSON keeps of the body (the response schema strips the rest, both times).
          const response: unknown = body === undefined ? null : JSON.parse(JSON.stringify(body));
          await repo.insert({ userId: user.id, key, route: `${request.method} ${request.routeOptions.url}`, requestHash: hash, statusCode: reply.statusCode, response });
          return { replayed: false as const, body };
        });
        if (!outcome.replayed) {
          purgeNowAndThen();
          return outcome.body;
        }
        reply.status(outcome.statusCode).header('idempotent-replayed', 'true');
        return outcome.body;
      } finally {
        inFlight.delete(slot);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
