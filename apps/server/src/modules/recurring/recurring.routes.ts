import { z } from 'zod';
import { idParamSchema } from '@tally/shared/schemas/common';
import {
  createRecurringBodySchema,
  dismissSuggestionBodySchema,
  occurrenceBodySchema,
  occurrenceParamsSchema,
  recurringOccurrenceSchema,
  recurringRuleSchema,
  recurringSuggestionSchema,
  upcomingQuerySchema,
  upcomingResponseSchema,
  updateRecurringBodySchema,
} from '@tally/shared/schemas/recurring';
import { currentUser } from '../../http/access';
import type { App } from '../../http/types';
import type { RecurringService } from './recurring.service';

const user = { config: { access: 'user' as const } };
const params = z.object({ id: idParamSchema });
const noQuery = z.strictObject({});

/** Recurring bills and income (issue 17): always the session's own; another user's rule is 404. */
export function registerRecurringRoutes(app: App, deps: { recurring: RecurringService }) {
  const { recurring } = deps;

  app.get('/api/recurring', { ...user, schema: { querystring: noQuery, response: { 200: z.array(recurringRuleSchema) } } }, async (request) =>
    recurring.list(currentUser(request)),
  );

  app.post('/api/recurring', { ...user, schema: { body: createRecurringBodySchema, response: { 201: recurringRuleSchema } } }, async (request, reply) =>
    reply.status(201).send(await recurring.create(currentUser(request), request.body)),
  );

  app.get(
    '/api/recurring/upcoming',
    { ...user, schema: { querystring: upcomingQuerySchema, response: { 200: upcomingResponseSchema } } },
    async (request) => recurring.upcomingSummary(currentUser(request), request.query.days),
  );

  app.get(
    '/api/recurring/suggestions',
    { ...user, schema: { querystring: noQuery, response: { 200: z.array(recurringSuggestionSchema) } } },
    async (request) => recurring.suggestions(currentUser(request)),
  );

  app.post('/api/recurring/suggestions/dismiss', { ...user, schema: { body: dismissSuggestionBodySchema } }, async (request, reply) => {
    await recurring.dismiss(currentUser(request), request.body.key);
    return reply.status(204).send();
  });

  app.get('/api/recurring/:id', { ...user, schema: { params, response: { 200: recurringRuleSchema } } }, async (request) =>
    recurring.get(currentUser(request), request.params.id),
  );

  app.patch(
    '/api/recurring/:id',
    { ...user, schema: { params, body: updateRecurringBodySchema, response: { 200: recurringRuleSchema } } },
    async (request) => recurring.update(currentUser(request), request.params.id, request.body),
  );

  app.delete('/api/recurring/:id', { ...user, schema: { params } }, async (request, reply) => {
    await recurring.remove(currentUser(request), request.params.id);
    return reply.status(204).send();
  });

  app.put(
    '/api/recurring/:id/occurrences/:date',
    { ...user, schema: { params: occurrenceParamsSchema, body: occurrenceBodySchema, response: { 200: recurringOccurrenceSchema } } },
    async (request) => recurring.changeOccurrence(currentUser(request), request.params.id, request.params.date, request.body),
  );

  app.delete('/api/recurring/:id/occurrences/:date', { ...user, schema: { params: occurrenceParamsSchema } }, async (request, reply) => {
    await recurring.restoreOccurrence(currentUser(request), request.params.id, request.params.date);
    return reply.status(204).send();
  });
}
