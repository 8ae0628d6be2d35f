import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

/** The machine's local Redis (REDIS_TEST_URL to point elsewhere); its tests are skipped when none answers. */
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.end(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisAnswers) console.warn(`No Redis at ${REDIS_URL}: the shared-limiter tests are skipped.`);

const opened: RateLimiter[] = [];
afterAll(async () => {
  for (const l of opened) await l.close();
});

function slotTests(make: () => RateLimiter, shared: boolean) {
  it('hands out at most `limit` slots per key, and one again when a holder releases', async () => {
    const a = make();
    const b = shared ? make() : a; // a second instance on the same store
    const key = `test:${randomUUID()}`;
    const first = await a.acquireSlot(key, 2, 60);
    const second = await b.acquireSlot(key, 2, 60);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
    expect(await a.acquireSlot(key, 2, 60)).toBeNull();
    expect(await b.acquireSlot(key, 2, 60)).toBeNull();
    // Another key is not affected.
    expect(await b.acquireSlot(`${key}:other`, 2, 60)).toBeTruthy();
    await a.releaseSlot(key, first!);
    const third = await b.acquireSlot(key, 2, 60);
    expect(third).toBeTruthy();
    // Releasing twice, or a token that is not held, frees nothing extra.
    await a.releaseSlot(key, first!);
    await a.releaseSlot(key, 'not-a-token');
    expect(await a.acquireSlot(key, 2, 60)).toBeNull();
  });

  it('a slot that is never released frees itself after its time to live', async () => {
    const limiter = make();
    const key = `test:${randomUUID()}`;
    expect(await limiter.acquireSlot(key, 1, 1)).toBeTruthy();
    expect(await limiter.acquireSlot(key, 1, 1)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await limiter.acquireSlot(key, 1, 1)).toBeTruthy();
  });
}

describe('concurrency slots in memory (one instance)', () => {
  slotTests(() => {
    const l = createMemoryRateLimiter();
    opened.push(l);
    return l;
  }, false);
});

describe.skipIf(!redisAnswers)('concurrency slots in Redis, shared by instances (skipped when no Redis answers)', () => {
  slotTests(() => {
    const l = createRedisRateLimiter(REDIS_URL);
    opened.push(l);
    return l;
  }, true);
});
