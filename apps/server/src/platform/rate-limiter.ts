/**
 * Fixed-window rate limiting behind one interface: in memory for the single embedded instance, in
 * Redis (REDIS_URL) when several instances share the counters.
 */
import { Redis } from 'ioredis';

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
}

export function createMemoryRateLimiter(): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
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
    },
  };
}

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, limit, windowSeconds) {
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
      await redis.del(`rl:${key}`);
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** The same limiter with every limit multiplied by `scale` (RATE_LIMIT_SCALE, for test environments). */
export function scaleRateLimiter(inner: RateLimiter, scale: number): RateLimiter {
  if (scale === 1) return inner;
  return { ...inner, hit: (key, limit, windowSeconds) => inner.hit(key, Math.ceil(limit * scale), windowSeconds) };
}
