import { z } from 'zod';
import { CURRENCY_CODES } from '@tally/shared/currencies';
import type { App } from '../../http/types';

export function registerCurrenciesRoutes(app: App) {
  app.get(
    '/api/currencies',
    { config: { access: 'public' }, schema: { response: { 200: z.array(z.string()) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return [...CURRENCY_CODES];
    },
  );
}
