import { z } from 'zod';
import {
  changePasswordBodySchema,
  currencyBodySchema,
  emailBodySchema,
  languageBodySchema,
  okResponseSchema,
  timezoneBodySchema,
  userSchema,
} from '@tally/shared/schemas/auth';
import { idParamSchema } from '@tally/shared/schemas/common';
import { assertOwnUserId, currentUser } from '../../http/access';
import { enforceLimit } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { RateLimiter } from '../../platform/rate-limiter';
import { toUserView } from './users.view';
import type { UsersService } from './users.service';

const params = z.object({ id: idParamSchema });
const user = { config: { access: 'user' as const } };

export function registerUsersRoutes(app: App, deps: { users: UsersService; limiter: RateLimiter }) {
  const { users, limiter } = deps;

  app.get('/api/users/:id', { ...user, schema: { params, response: { 200: userSchema } } }, async (request) =>
    toUserView(assertOwnUserId(request, request.params.id)),
  );

  app.patch(
    '/api/users/:id/password',
    { ...user, schema: { params, body: changePasswordBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      assertOwnUserId(request, request.body.userId);
      const me = assertOwnUserId(request, request.params.id);
      await users.changePassword(me, request.sessionId, request.body.currentPassword, request.body.newPassword);
      return { ok: true as const };
    },
  );

  app.patch(
    '/api/users/:id/currency',
    { ...user, schema: { params, body: currencyBodySchema, response: { 200: userSchema } } },
    async (request) => {
      assertOwnUserId(request, request.body.userId);
      return toUserView(await users.setCurrency(assertOwnUserId(request, request.params.id), request.body.currency));
    },
  );

  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: '/api/users/:id/language',
      ...user,
      schema: { params, body: languageBodySchema, response: { 200: userSchema } },
      handler: async (request) => {
        assertOwnUserId(request, request.body.userId);
        return toUserView(await users.setLanguage(assertOwnUserId(request, request.params.id), request.body.language));
      },
    });
  }

  app.patch(
    '/api/users/:id/timezone',
    { ...user, schema: { params, body: timezoneBodySchema, response: { 200: userSchema } } },
    async (request) => {
      assertOwnUserId(request, request.body.userId);
      return toUserView(await users.setTimezone(assertOwnUserId(request, request.params.id), request.body.timezone));
    },
  );

  app.put('/api/user/email', { ...user, schema: { body: emailBodySchema, response: { 200: userSchema } } }, async (request) => {
    const me = assertOwnUserId(request, request.body.userId);
    // Each change emails a verification link: limited, so the account cannot be used to mail-bomb.
    if (request.body.email && request.body.email !== me.email) await enforceLimit(limiter, 'emailChangePerUser', String(me.id));
    return toUserView(await users.setEmail(me, request.body.email));
  });

  // The session's own record, for pages that only need "who am I" without knowing the id.
  app.get('/api/user', { ...user, schema: { response: { 200: userSchema } } }, async (request) => toUserView(currentUser(request)));
}
