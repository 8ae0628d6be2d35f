import { exportReportBodySchema } from '@tally/shared/schemas/export';
import { assertOwnUserId } from '../../http/access';
import type { App } from '../../http/types';
import type { ExportService } from './export.service';

export function registerExportRoutes(app: App, deps: { exports: ExportService }) {
  app.post('/api/export/report', { config: { access: 'user' }, schema: { body: exportReportBodySchema } }, async (request, reply) => {
    const file = await deps.exports.start(assertOwnUserId(request, request.body.userId), request.body);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.stream);
  });
}
