import { z } from 'zod';
import { okResponseSchema } from '@tally/shared/schemas/auth';
import { deleteAccountBodySchema, userDataExportSchema } from '@tally/shared/schemas/account';
import { idParamSchema } from '@tally/shared/schemas/common';
import { assertOwnUserId } from '../../http/access';
import { clearSessionCookie } from '../../http/cookies';
import { enforceLimit } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { RateLimiter } from '../../platform/rate-limiter';
import { SESSION_COOKIE } from '../auth/sessions.service';
import type { UserDataService } from './user-data.service';

const params = z.object({ id: idParamSchema });

export function registerUserDataRoutes(app: App, deps: { userData: UserDataService; limiter: RateLimiter }) {
  const { userData, limiter } = deps;

  app.get(
    '/api/users/:id/export',
    { config: { access: 'user' }, schema: { params, response: { 200: userDataExportSchema } } },
    async (request, reply) => {
      const me = assertOwnUserId(request, request.params.id);
      const data = await userData.exportData(me);
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="tally-my-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/api/users/:id',
    { config: { access: 'user' }, schema: { params, body: deleteAccountBodySchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      assertOwnUserId(request, request.body.userId);
      const me = assertOwnUserId(request, request.params.id);
      // A password check: limited like sign-in, so a left-open session cannot be used to guess it.
      await enforceLimit(limiter, 'deleteAccountPerUser', String(me.id));
      await userData.deleteAccount(me, request.body.password);
      clearSessionCookie(reply, SESSION_COOKIE);
      return { ok: true as const };
    },
  );
}
