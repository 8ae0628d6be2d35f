import { supportMessageBodySchema, supportMessageCreatedSchema } from '@tally/shared/schemas/support';
import type { Database } from '../../db/client';
import { clientAddress, enforceLimit } from '../../http/rate-limit';
import type { App } from '../../http/types';
import type { RateLimiter } from '../../platform/rate-limiter';
import { createSupportRepository } from './support.repository';

/**
 * The support page's contact form (D6): anyone may write; the message is stored for the operators'
 * feedback list, linked to the account when the sender is signed in. One insert, so no service layer.
 */
export function registerSupportRoutes(app: App, deps: { db: Database; limiter: RateLimiter }) {
  const repo = createSupportRepository(deps.db);

  app.post(
    '/api/support',
    { config: { access: 'public' }, schema: { body: supportMessageBodySchema, response: { 201: supportMessageCreatedSchema } } },
    async (request, reply) => {
      await enforceLimit(deps.limiter, 'supportPerAddress', clientAddress(request));
      const row = await repo.insertMessage({ ...request.body, userId: request.user?.id ?? null });
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
}
