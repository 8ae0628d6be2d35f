import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from '../platform/errors';
import type { RateLimiter } from '../platform/rate-limiter';

/** Documented limits (README "Rate limits"): attempts per window, per key. */
export const LIMITS = {
  loginPerPhone: { limit: 10, windowSeconds: 15 * 60 },
  loginPerAddress: { limit: 30, windowSeconds: 15 * 60 },
  registerPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  // admin sign-in (D2): tighter than users', an operator account opens everyone's data
  adminLoginPerUsername: { limit: 5, windowSeconds: 15 * 60 },
  adminLoginPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  // email verification, password reset, account deletion (settings issue)
  passwordResetPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerEmail: { limit: 5, windowSeconds: 60 * 60 },
  resetPasswordPerAddress: { limit: 20, windowSeconds: 15 * 60 },
  verificationResendPerUser: { limit: 5, windowSeconds: 60 * 60 },
  emailChangePerUser: { limit: 10, windowSeconds: 60 * 60 },
  deleteAccountPerUser: { limit: 10, windowSeconds: 15 * 60 },
  supportPerAddress: { limit: 5, windowSeconds: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** Counts one attempt against `name` for `key`; throws 429 with Retry-After past the limit. */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, key: string) {
  const { limit, windowSeconds } = LIMITS[name];
  const result = await limiter.hit(`${name}:${key}`, limit, windowSeconds);
  if (!result.allowed) throw tooManyRequests(result.retryAfter);
}

export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
