import { betaFeedbackBodySchema, feedbackCreatedSchema, messageFeedbackBodySchema } from '@tally/shared/schemas/feedback';
import type { Database } from '../../db/client';
import { assertOwnUserId } from '../../http/access';
import type { App } from '../../http/types';
import { notFound } from '../../platform/errors';
import { createFeedbackRepository } from './feedback.repository';

/** Feedback is a single insert each: the routes call the repository through these two rules. */
export function registerFeedbackRoutes(app: App, deps: { db: Database }) {
  const repo = createFeedbackRepository(deps.db);

  app.post(
    '/api/feedback/message',
    { config: { access: 'user' }, schema: { body: messageFeedbackBodySchema, response: { 201: feedbackCreatedSchema } } },
    async (request, reply) => {
      const me = assertOwnUserId(request, request.body.userId);
      const { sessionId, messageId, rating, category, feedbackText } = request.body;
      // Only one's own assistant messages can be rated.
      if (!(await repo.ownsMessage(me.id, messageId))) throw notFound();
      const row = await repo.insertMessageFeedback({ userId: me.id, sessionId, messageId, rating, category, feedbackText: feedbackText || null });
      return reply.status(201).send(row);
    },
  );

  app.post(
    '/api/feedback/beta',
    { config: { access: 'user' }, schema: { body: betaFeedbackBodySchema, response: { 201: feedbackCreatedSchema } } },
    async (request, reply) => {
      const me = assertOwnUserId(request, request.body.userId);
      const { userId: _u, ...fields } = request.body;
      const row = await repo.insertBetaFeedback({
        ...fields,
        userId: me.id,
        userAgent: fields.userAgent ?? request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      return reply.status(201).send(row);
    },
  );
}
