import { dashboardQuerySchema, dashboardSchema } from '@tally/shared/schemas/transactions';
import { assertOwnUserId } from '../../http/access';
import type { App } from '../../http/types';
import type { DashboardService } from './dashboard.service';

export function registerDashboardRoutes(app: App, deps: { dashboard: DashboardService }) {
  app.get(
    '/api/dashboard',
    { config: { access: 'user' }, schema: { querystring: dashboardQuerySchema, response: { 200: dashboardSchema } } },
    async (request) => deps.dashboard.get(assertOwnUserId(request, request.query.userId), request.query.period),
  );
}
