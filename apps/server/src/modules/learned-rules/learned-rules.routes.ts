import { z } from 'zod';
import { idParamSchema } from '@tally/shared/schemas/common';
import { learnedRuleListSchema, learnedRuleSchema } from '@tally/shared/schemas/learned-rules';
import { currentUser } from '../../http/access';
import type { App } from '../../http/types';
import type { LearnedRulesService } from './learned-rules.service';

const user = { config: { access: 'user' as const } };
const params = z.object({ id: idParamSchema });

export function registerLearnedRulesRoutes(app: App, deps: { learnedRules: LearnedRulesService }) {
  const { learnedRules } = deps;

  app.get(
    '/api/learned-rules',
    { ...user, schema: { querystring: z.strictObject({}), response: { 200: learnedRuleListSchema } } },
    async (request) => learnedRules.list(currentUser(request).id),
  );

  app.delete('/api/learned-rules/:id', { ...user, schema: { params, response: { 200: learnedRuleSchema } } }, async (request) =>
    learnedRules.remove(currentUser(request).id, request.params.id),
  );
}
