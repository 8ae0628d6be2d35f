import { okResponseSchema } from '@tally/shared/schemas/auth';
import { resendVerificationBodySchema, verifyEmailQuerySchema } from '@tally/shared/schemas/account';
import { assertOwnUserId } from '../../http/access';
import { enforceLimit } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { EmailVerificationService, VerifyOutcome } from './email-verification.service';

/**
 * Where the emailed link lands. The link is opened in a browser, so every outcome is a page of the
 * web app (which says it in the user's language), never a JSON error: a signed-in user goes to the
 * chat (or, on failure, to settings, where the resend button is); anyone else to the sign-in form.
 */
export function verificationRedirect(outcome: VerifyOutcome, sessionUserId: number | undefined): string {
  if (outcome.status === 'verified') {
    return sessionUserId === outcome.userId ? '/chat?verified=true' : '/auth?mode=signin&verified=true';
  }
  return sessionUserId !== undefined ? `/settings?verification=${outcome.status}` : `/auth?mode=signin&verification=${outcome.status}`;
}

export function registerEmailVerificationRoutes(app: App, deps: { verification: EmailVerificationService; limiter: RateLimiter }) {
  const { verification, limiter } = deps;

  // A GET because it is a link in an email. A mail scanner that follows it only confirms the mailbox
  // received the message, which is what the link proves anyway; nothing else changes.
  app.get(
    '/api/auth/verify-email',
    // A token is only hashed and looked up, so even a NUL in it cannot reach the database as text.
    { config: { access: 'public', nulGuard: false }, schema: { querystring: verifyEmailQuerySchema } },
    async (request, reply) => {
      const outcome = await verification.verify(request.query.token);
      reply.header('cache-control', 'no-store');
      return reply.redirect(verificationRedirect(outcome, request.user?.id), 302);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    { config: { access: 'user' }, schema: { body: resendVerificationBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const me = assertOwnUserId(request, request.body.userId);
      await enforceLimit(limiter, 'verificationResendPerUser', String(me.id));
      await verification.resend(me, request.body.email);
      return { ok: true as const };
    },
  );
}
