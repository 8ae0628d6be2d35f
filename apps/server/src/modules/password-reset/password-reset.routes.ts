import { okResponseSchema } from '@tally/shared/schemas/auth';
import { requestPasswordResetBodySchema, resetPasswordBodySchema } from '@tally/shared/schemas/account';
import { clearSessionCookie } from '../../http/cookies';
import { clientAddress, enforceLimit } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { BackgroundTasks } from '../../platform/background';
import type { RateLimiter } from '../../platform/rate-limiter';
import { SESSION_COOKIE } from '../auth/sessions.service';
import type { PasswordResetService } from './password-reset.service';

export function registerPasswordResetRoutes(
  app: App,
  deps: { passwordReset: PasswordResetService; limiter: RateLimiter; background: BackgroundTasks },
) {
  const { passwordReset, limiter, background } = deps;

  // No account enumeration: known, unknown and unverified addresses get the same answer in the same
  // time, because the lookup and the email happen after the answer has gone out. The limits count
  // every address alike, so a 429 says nothing about an account either.
  app.post(
    '/api/auth/request-password-reset',
    { config: { access: 'public' }, schema: { body: requestPasswordResetBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { email } = request.body;
      await enforceLimit(limiter, 'passwordResetPerAddress', clientAddress(request));
      await enforceLimit(limiter, 'passwordResetPerEmail', email);
      background.run('password reset email', () => passwordReset.sendLink(email));
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { body: resetPasswordBodySchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      await enforceLimit(limiter, 'resetPasswordPerAddress', clientAddress(request));
      const user = await passwordReset.reset(request.body.token, request.body.newPassword);
      // Every session of the user has ended, this browser's included; sign-in starts afresh, unblocked.
      if (request.user?.id === user.id) clearSessionCookie(reply, SESSION_COOKIE);
      await limiter.reset(`loginPerPhone:${user.phoneNumber}`);
      return { ok: true as const };
    },
  );
}
