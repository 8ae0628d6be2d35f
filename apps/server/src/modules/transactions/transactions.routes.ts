import { z } from 'zod';
import { idParamSchema } from '@tally/shared/schemas/common';
import {
  createTransactionBodySchema,
  listTransactionsQuerySchema,
  transactionListSchema,
  transactionSchema,
  updateTransactionBodySchema,
} from '@tally/shared/schemas/transactions';
import { assertOwnUserId, currentUser } from '../../http/access';
import type { Idempotency } from '../../http/idempotency';
import type { App } from '../../http/types';
import type { TransactionsService } from './transactions.service';

const user = { config: { access: 'user' as const } };
const params = z.object({ id: idParamSchema });

export function registerTransactionsRoutes(app: App, deps: { transactions: TransactionsService; idempotency: Idempotency }) {
  const { transactions } = deps;

  app.post(
    '/api/transactions',
    { ...user, schema: { body: createTransactionBodySchema, response: { 201: transactionSchema } } },
    async (request, reply) =>
      deps.idempotency.run(request, reply, async () => {
        const me = assertOwnUserId(request, request.body.userId);
        const { userId: _userId, ...input } = request.body;
        const [created] = await transactions.create(me, [input]);
        reply.status(201);
        return created!;
      }),
  );

  app.get(
    '/api/transactions',
    { ...user, schema: { querystring: listTransactionsQuerySchema, response: { 200: transactionListSchema } } },
    async (request) => transactions.list(assertOwnUserId(request, request.query.userId), request.query),
  );

  app.get('/api/transactions/:id', { ...user, schema: { params, response: { 200: transactionSchema } } }, async (request) =>
    transactions.get(currentUser(request), request.params.id),
  );

  app.patch(
    '/api/transactions/:id',
    { ...user, schema: { params, body: updateTransactionBodySchema, response: { 200: transactionSchema } } },
    async (request) => transactions.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/api/transactions/:id', { ...user, schema: { params, response: { 200: transactionSchema } } }, async (request) =>
    transactions.delete(currentUser(request), request.params.id),
  );
}
