import { z } from 'zod';
import {
  IMPORT_MAX_BYTES,
  importConfirmBodySchema,
  importIdParamSchema,
  importMappingBodySchema,
  importUploadQuerySchema,
} from '@tally/shared/schemas/imports';
import { currentUser } from '../../http/access';
import type { Idempotency } from '../../http/idempotency';
import type { App } from '../../http/types';
import type { ImportsService } from './imports.service';

const user = { config: { access: 'user' as const } };

/** The file's bytes arrive as the body, whatever its type: a statement is CSV, XML, SGML or QIF text. */
const FILE_TYPES = ['application/octet-stream', 'text/csv', 'text/plain', 'application/xml', 'text/xml', 'application/x-ofx', 'application/vnd.intu.qfx', 'application/qif'];

export async function registerImportsRoutes(app: App, deps: { imports: ImportsService; idempotency: Idempotency }) {
  const { imports, idempotency } = deps;

  await app.register(async (scope: App) => {
    scope.addContentTypeParser(FILE_TYPES, { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.post(
      '/api/imports',
      { ...user, bodyLimit: IMPORT_MAX_BYTES, schema: { querystring: importUploadQuerySchema } },
      async (request, reply) =>
        idempotency.run(request, reply, async () => {
          const body = request.body;
          const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
          return imports.upload(currentUser(request), request.query.fileName, bytes);
        }),
    );
  });

  app.get('/api/imports', { ...user, schema: { querystring: z.strictObject({}) } }, async (request) => ({
    imports: await imports.history(currentUser(request)),
  }));

  app.post('/api/imports/:id/mapping', { ...user, schema: { params: importIdParamSchema, body: importMappingBodySchema } }, async (request) =>
    imports.applyMapping(currentUser(request), request.params.id, request.body.mapping),
  );

  app.post('/api/imports/:id/confirm', { ...user, schema: { params: importIdParamSchema, body: importConfirmBodySchema } }, async (request, reply) =>
    idempotency.run(request, reply, () => imports.confirm(currentUser(request), request.params.id, request.body)),
  );

  app.delete('/api/imports/:id', { ...user, schema: { params: importIdParamSchema } }, async (request, reply) => {
    await imports.discard(currentUser(request), request.params.id);
    return reply.status(204).send();
  });
}
