/**
 * Fixed-window rate limiting behind one interface: in memory for the single embedded instance, in
 * Redis (REDIS_URL) when several instances share the counters.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
  count: number;
}

export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Concurrency slots (at most `limit` holders of `key` at once, e.g. running exports per user): a
   * token when a slot was free, else null. A slot not released within `ttlSeconds` (a crashed
   * instance) frees itself.
   */
  acquireSlot(key: string, limit: number, ttlSeconds: number): Promise<string | null>;
  releaseSlot(key: string, token: string): Promise<void>;
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const slots = new Map<string, Map<string, number>>();
  let lastSweep = Date.now();
  return {
    async hit(key, limit, windowSeconds) {
      const now = Date.now();
      if (now - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        lastSweep = now;
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSeconds * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      return { allowed: w.count <= limit, retryAfter: Math.max(1, Math.ceil((w.resetAt - now) / 1000)), count: w.count };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
      slots.clear();
    },
    async acquireSlot(key, limit, ttlSeconds) {
      const now = Date.now();
      const held = slots.get(key) ?? new Map<string, number>();
      for (const [token, expiresAt] of held) if (expiresAt <= now) held.delete(token);
      if (held.size >= limit) return null;
      const token = randomUUID();
      held.set(token, now + ttlSeconds * 1000);
      slots.set(key, held);
      return token;
    },
    async releaseSlot(key, token) {
      const held = slots.get(key);
      held?.delete(token);
      if (held?.size === 0) slots.delete(key);
    },
  };
}

export function createRedisRateLimiter(url: string): RateLimiter {
  // ioredis loads only when Redis is configured (it is a good share of the start's module loading).
  const client: Promise<Redis> = import('ioredis').then(({ Redis }) => new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false }));
  client.catch(() => {}); // reported by the first call that awaits it
  return {
    async hit(key, limit, windowSeconds) {
      const redis = await client;
      const k = `rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
      let ttlMs = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowSeconds * 1000);
        ttlMs = windowSeconds * 1000;
      }
      return { allowed: count <= limit, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)), count };
    },
    async reset(key) {
      const redis = await client;
      await redis.del(`rl:${key}`);
    },
    async close() {
      const redis = await client;
      redis.disconnect();
    },
    async acquireSlot(key, limit, ttlSeconds) {
      const redis = await client;
      const token = randomUUID();
      const acquired = await redis.eval(ACQUIRE_SLOT_SCRIPT, 1, `slot:${key}`, String(limit), String(ttlSeconds * 1000), token);
      return acquired === 1 ? token : null;
    },
    async releaseSlot(key, token) {
      const redis = await client;
      await redis.zrem(`slot:${key}`, token);
    },
  };
}

/**
 * One atomic step on a sorted set of holders scored by expiry (Redis' own clock, so instances' clocks
 * don't matter): drop the expired, refuse when full, else add the token.
 */
const ACQUIRE_SLOT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local ttl = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + ttl, ARGV[3])
redis.call('PEXPIRE', KEYS[1], ttl)
return 1`;

/** The same limiter with every limit multiplied by `scale` (RATE_LIMIT_SCALE, for test environments). */
export function scaleRateLimiter(inner: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return inner;
  return { ...inner, hit: (key, limit, windowSeconds) => inner.hit(key, Math.ceil(limit * scale), windowSeconds) };
}
