import { z } from 'zod';
import { loginBodySchema, okResponseSchema, registerBodySchema, userResponseSchema } from '@tally/shared/schemas/auth';
import { checkPhone } from '@tally/shared/validation';
import type { App } from '../../http/types';
import { currentUser, type UserRow } from '../../http/access';
import { clearSessionCookie, setSessionCookie } from '../../http/cookies';
import { clientAddress, enforceLimit } from '../../http/rate-limit';
import { AppError } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limiter';
import { toUserView } from '../users/users.view';
import type { AuthService } from './auth.service';
import { SESSION_COOKIE, type SessionsService } from './sessions.service';

export function registerAuthRoutes(
  app: App,
  deps: { auth: AuthService; sessions: SessionsService; limiter: RateLimiter; onRegistered?: (user: UserRow) => void },
) {
  const { auth, sessions, limiter } = deps;

  app.post(
    '/api/auth/register',
    { config: { access: 'public' }, schema: { body: registerBodySchema, response: { 201: userResponseSchema } } },
    async (request, reply) => {
      await enforceLimit(limiter, 'registerPerAddress', clientAddress(request));
      const user = await auth.register(request.body);
      const session = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, SESSION_COOKIE, session.token, session.maxAgeSeconds);
      deps.onRegistered?.(user);
      return reply.status(201).send({ user: toUserView(user) });
    },
  );

  app.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { body: loginBodySchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const { phoneNumber, password } = request.body;
      const phone = checkPhone(phoneNumber);
      const phoneKey = phone.ok ? phone.e164 : phoneNumber.replace(/\D/g, '');
      await enforceLimit(limiter, 'loginPerAddress', clientAddress(request));
      await enforceLimit(limiter, 'loginPerPhone', phoneKey);
      const user = await auth.authenticate(phoneNumber, password);
      if (!user) throw new AppError(401, 'invalidCredentials');
      await limiter.reset(`loginPerPhone:${phoneKey}`);
      // Rotation: a sign-in always starts a new session and ends the one this browser had.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.revoke(previous);
      const session = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, SESSION_COOKIE, session.token, session.maxAgeSeconds);
      return { user: toUserView(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.revoke(token);
      clearSessionCookie(reply, SESSION_COOKIE);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { response: { 200: userResponseSchema } } },
    async (request) => ({ user: toUserView(currentUser(request)) }),
  );

  app.get(
    '/api/beta/seats',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: z.object({
            total: z.number(),
            taken: z.number(),
            left: z.number(),
            channels: z.object({ web: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() }),
          }),
        },
      },
    },
    async () => auth.seats(),
  );
}
