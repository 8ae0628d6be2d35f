import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter, scaleRateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const limiter = createMemoryRateLimiter();
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfter).toBeGreaterThan(0);
    expect(results[3]!.retryAfter).toBeLessThanOrEqual(60);
    await limiter.reset('k');
    expect((await limiter.hit('k', 3, 60)).allowed).toBe(true);
  });

  it('scales limits for test environments', async () => {
    const limiter = scaleRateLimiter(createMemoryRateLimiter(), 10);
    for (let i = 0; i < 10; i++) expect((await limiter.hit('k', 1, 60)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 60)).allowed).toBe(false);
  });
});
