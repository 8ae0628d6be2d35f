import {
  chatBodySchema,
  chatHistoryQuerySchema,
  chatHistoryResponseSchema,
  chatResponseSchema,
  chatReviewConfirmedSchema,
  chatReviewParamsSchema,
} from '@tally/shared/schemas/chat';
import { assertOwnUserId, currentUser } from '../../http/access';
import type { Idempotency } from '../../http/idempotency';
import type { App } from '../../http/types';
import type { ChatService } from './chat.service';

export function registerChatRoutes(app: App, deps: { chat: ChatService; idempotency: Idempotency }) {
  app.post(
    '/api/chat',
    { config: { access: 'user' }, schema: { body: chatBodySchema, response: { 200: chatResponseSchema } } },
    async (request, reply) =>
      deps.idempotency.run(request, reply, async () => {
        const me = assertOwnUserId(request, request.body.userId);
        const result = await deps.chat.handle(me, {
          text: request.body.message,
          sessionId: request.body.sessionId,
          history: request.body.conversationHistory?.map((h) => ({ role: h.role, content: h.content })),
          channel: 'web',
          log: request.log,
        });
        return {
          sessionId: result.sessionId,
          messageId: result.messageId,
          message: result.reply,
          answer: result.reply,
          type: result.type,
          language: result.language,
          intent: result.intent,
          transactions: result.transactions,
          ...(result.restored && { restored: true }),
          ...(result.reviews.length > 0 && { reviews: result.reviews }),
        };
      }),
  );

  app.get(
    '/api/chat/history',
    { config: { access: 'user' }, schema: { querystring: chatHistoryQuerySchema, response: { 200: chatHistoryResponseSchema } } },
    async (request) => {
      const me = assertOwnUserId(request, request.query.userId);
      return deps.chat.history(me, { before: request.query.before, limit: request.query.limit });
    },
  );

  app.post(
    '/api/chat/reviews/:transactionId/confirm',
    { config: { access: 'user' }, schema: { params: chatReviewParamsSchema, response: { 200: chatReviewConfirmedSchema } } },
    async (request) => deps.chat.confirmReview(currentUser(request), request.params.transactionId),
  );
}
