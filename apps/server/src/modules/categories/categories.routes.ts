import { z } from 'zod';
import { idParamSchema, optionalUserIdSchema } from '@tally/shared/schemas/common';
import { categorySchema, createCategoryBodySchema, updateCategoryBodySchema } from '@tally/shared/schemas/transactions';
import { assertOwnUserId, currentUser } from '../../http/access';
import type { App } from '../../http/types';
import { toCategoryView, type CategoriesService } from './categories.service';

const user = { config: { access: 'user' as const } };
const params = z.object({ id: idParamSchema });

export function registerCategoriesRoutes(app: App, deps: { categories: CategoriesService }) {
  const { categories } = deps;

  app.get(
    '/api/categories',
    { ...user, schema: { querystring: z.strictObject({ userId: optionalUserIdSchema }), response: { 200: z.array(categorySchema) } } },
    async (request) => {
      const me = assertOwnUserId(request, request.query.userId);
      return (await categories.list(me.id)).map(toCategoryView);
    },
  );

  app.post(
    '/api/categories',
    { ...user, schema: { body: createCategoryBodySchema, response: { 200: categorySchema, 201: categorySchema } } },
    async (request, reply) => {
      const me = assertOwnUserId(request, request.body.userId);
      const { category, created } = await categories.create(me.id, request.body.name, request.body.type);
      return reply.status(created ? 201 : 200).send(toCategoryView(category));
    },
  );

  app.patch(
    '/api/categories/:id',
    { ...user, schema: { params, body: updateCategoryBodySchema, response: { 200: categorySchema } } },
    async (request) => toCategoryView(await categories.update(currentUser(request).id, request.params.id, request.body)),
  );

  app.delete('/api/categories/:id', { ...user, schema: { params, response: { 200: categorySchema } } }, async (request) =>
    toCategoryView(await categories.deactivate(currentUser(request).id, request.params.id)),
  );
}
