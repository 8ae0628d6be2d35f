import { z } from 'zod';
import {
  budgetInsightsSchema,
  budgetPerformanceSchema,
  budgetSchema,
  createBudgetBodySchema,
  updateBudgetBodySchema,
} from '@tally/shared/schemas/budgets';
import { okResponseSchema } from '@tally/shared/schemas/auth';
import { idParamSchema } from '@tally/shared/schemas/common';
import { assertOwnUserId, currentUser } from '../../http/access';
import type { Idempotency } from '../../http/idempotency';
import type { App } from '../../http/types';
import type { BudgetsService } from './budgets.service';

const user = { config: { access: 'user' as const } };
const userParams = z.object({ userId: idParamSchema });
const budgetParams = z.object({ budgetId: idParamSchema });

/** The spec's budget calls: paths with a userId must name the session's user (403 otherwise). */
export function registerBudgetsRoutes(app: App, deps: { budgets: BudgetsService; idempotency: Idempotency }) {
  const { budgets } = deps;

  app.get('/api/budgets/:userId', { ...user, schema: { params: userParams, response: { 200: z.array(budgetSchema) } } }, async (request) =>
    budgets.list(assertOwnUserId(request, request.params.userId)),
  );

  app.get(
    '/api/budgets/:userId/performance',
    { ...user, schema: { params: userParams, response: { 200: z.array(budgetPerformanceSchema) } } },
    async (request) => budgets.performance(assertOwnUserId(request, request.params.userId)),
  );

  app.get(
    '/api/budgets/:userId/insights',
    { ...user, schema: { params: userParams, response: { 200: budgetInsightsSchema } } },
    async (request) => budgets.insights(assertOwnUserId(request, request.params.userId)),
  );

  app.post('/api/budgets', { ...user, schema: { body: createBudgetBodySchema, response: { 201: budgetSchema } } }, async (request, reply) =>
    deps.idempotency.run(request, reply, async () => {
      const me = assertOwnUserId(request, request.body.userId);
      const { budget } = await budgets.create(me, request.body);
      reply.status(201);
      return budget;
    }),
  );

  app.put(
    '/api/budgets/:budgetId',
    { ...user, schema: { params: budgetParams, body: updateBudgetBodySchema, response: { 200: budgetSchema } } },
    async (request) => budgets.update(assertOwnUserId(request, request.body.userId), request.params.budgetId, request.body),
  );

  app.delete('/api/budgets/:budgetId', { ...user, schema: { params: budgetParams, response: { 200: okResponseSchema } } }, async (request) => {
    await budgets.delete(currentUser(request), request.params.budgetId);
    return { ok: true as const };
  });

  app.post(
    '/api/budgets/:userId/quick-setup',
    { ...user, schema: { params: userParams, response: { 201: z.array(budgetSchema) } } },
    async (request, reply) => reply.status(201).send(await budgets.quickSetup(assertOwnUserId(request, request.params.userId))),
  );
}
