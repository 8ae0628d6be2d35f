import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  adminAnalyticsQuerySchema,
  adminAnalyticsSchema,
  adminCorrectionsQuerySchema,
  adminCorrectionsSchema,
  adminFeedbackIdParamsSchema,
  adminFeedbackListSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  adminLoginBodySchema,
  adminResponseSchema,
  adminStatsSchema,
  adminUpdateFeedbackBodySchema,
  adminUpdateUserBodySchema,
  adminUserIdParamsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from '@tally/shared/schemas/admin';
import { okResponseSchema } from '@tally/shared/schemas/auth';
import type { App } from '../../http/types';
import { clientAddress, enforceLimit } from '../../http/rate-limit';
import { AppError, unauthorized } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limiter';
import { ADMIN_COOKIE, ADMIN_COOKIE_PATH, type AdminAccountsService, type AdminIdentity } from './admin-accounts.service';
import type { AdminService } from './admin.service';

const admin = { config: { access: 'admin' as const } };

/** The session's operator; only on routes whose access is 'admin'. */
function currentAdmin(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw unauthorized();
  return request.admin;
}

/** Its own cookie: httpOnly, SameSite=Strict, sent only to /api/admin, Secure over HTTPS. */
function setAdminCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  reply.setCookie(ADMIN_COOKIE, token, {
    path: ADMIN_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  });
}

export function registerAdminRoutes(app: App, deps: { accounts: AdminAccountsService; admin: AdminService; limiter: RateLimiter }) {
  const { accounts, limiter } = deps;
  const service = deps.admin;

  app.post(
    '/api/admin/login',
    { config: { access: 'public' }, schema: { body: adminLoginBodySchema, response: { 200: adminResponseSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      const usernameKey = username.toLowerCase();
      await enforceLimit(limiter, 'adminLoginPerAddress', clientAddress(request));
      await enforceLimit(limiter, 'adminLoginPerUsername', usernameKey);
      const session = await accounts.login(username, password);
      if (!session) throw new AppError(401, 'adminInvalidCredentials');
      await limiter.reset(`adminLoginPerUsername:${usernameKey}`);
      // Rotation: a sign-in always starts a new session and ends the one this browser had.
      const previous = request.cookies[ADMIN_COOKIE];
      if (previous) await accounts.revoke(previous);
      setAdminCookie(request, reply, session.token, session.maxAgeSeconds);
      return { admin: session.admin };
    },
  );

  // Public so an expired session can still clear its cookie; a live one is ended and recorded.
  app.post(
    '/api/admin/logout',
    { config: { access: 'public' }, schema: { response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const token = request.cookies[ADMIN_COOKIE];
      if (token) await accounts.logout(token);
      reply.clearCookie(ADMIN_COOKIE, { path: ADMIN_COOKIE_PATH });
      return { ok: true as const };
    },
  );

  app.get('/api/admin/session', { ...admin, schema: { response: { 200: adminResponseSchema } } }, async (request) => {
    const { adminId, username } = currentAdmin(request);
    return { admin: { id: adminId, username } };
  });

  app.get('/api/admin/stats', { ...admin, schema: { response: { 200: adminStatsSchema } } }, () => service.stats());

  app.get(
    '/api/admin/users',
    { ...admin, schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserListSchema } } },
    (request) => service.listUsers(request.query),
  );

  app.get(
    '/api/admin/users/:id',
    { ...admin, schema: { params: adminUserIdParamsSchema, response: { 200: adminUserSchema } } },
    (request) => service.getUser(request.params.id),
  );

  app.patch(
    '/api/admin/users/:id',
    { ...admin, schema: { params: adminUserIdParamsSchema, body: adminUpdateUserBodySchema, response: { 200: adminUserSchema } } },
    (request) => service.updateUser(currentAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id',
    { ...admin, schema: { params: adminUserIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await service.deleteUser(currentAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/feedback',
    { ...admin, schema: { querystring: adminFeedbackQuerySchema, response: { 200: adminFeedbackListSchema } } },
    (request) => service.listFeedback(request.query),
  );

  app.patch(
    '/api/admin/feedback/:id',
    { ...admin, schema: { params: adminFeedbackIdParamsSchema, body: adminUpdateFeedbackBodySchema, response: { 200: adminFeedbackSchema } } },
    (request) => service.setFeedbackResolved(currentAdmin(request), request.params.id, request.body.isResolved),
  );

  app.delete(
    '/api/admin/feedback/:id',
    { ...admin, schema: { params: adminFeedbackIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await service.deleteFeedback(currentAdmin(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/admin/analytics',
    { ...admin, schema: { querystring: adminAnalyticsQuerySchema, response: { 200: adminAnalyticsSchema } } },
    (request) => service.analytics(request.query),
  );

  app.get(
    '/api/admin/analytics/corrections',
    { ...admin, schema: { querystring: adminCorrectionsQuerySchema, response: { 200: adminCorrectionsSchema } } },
    (request) => service.corrections(request.query),
  );
}
