/**
 * What an operator sees of the running server: a request id on every request (and on every log line
 * written while it runs), request metrics by route pattern, and the Prometheus exposition, both for
 * an operator signed in to the admin area (/api/admin/metrics) and on a separate port for a scraper
 * (METRICS_PORT, bound to METRICS_HOST, 127.0.0.1 unless set: never the public address by default).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { METRICS_CONTENT_TYPE, type Metrics } from '../platform/metrics';
import type { App } from './types';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy or client may pass on: UUIDs, ULIDs, hex and the like. Anything else (spaces,
 * quotes, control characters, a header repeated, 129 characters or more) is replaced, so a caller
 * cannot forge log lines or flood them.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+=@/-]{1,128}$/;

/** The request's id: the incoming X-Request-Id when it is sane, otherwise a new UUID (Fastify's genReqId). */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The route label: the matched pattern for API routes; the web app's files and pages (one route per
 * built file, and the single-page fallback) share `static`; an /api path that matches no route is
 * `unmatched`. Never the raw URL, which a caller chooses and would make a series per id.
 */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern?.startsWith('/api/')) return pattern;
  if (!pattern && request.url.startsWith('/api/')) return 'unmatched';
  return 'static';
}

/** The request id on every answer (errors too: registered before any hook that may refuse), and request metrics. */
export function registerRequestObservability(app: App, metrics: Metrics) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** The exposition for a signed-in operator (after registerAccess, which enforces and lists the rule). */
export function registerMetricsRoute(app: App, metrics: Metrics) {
  app.get('/api/admin/metrics', { config: { access: 'admin' } }, async (_request, reply) => {
    const text = await metrics.render();
    return reply.type(METRICS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
  });
}

export interface MetricsServer {
  /** http://host:port/metrics */
  url: string;
  close(): Promise<void>;
}

/**
 * The exposition on its own port, for a Prometheus scraper: GET /metrics only, no session, nothing
 * else of the app. Who can reach it is the network's decision (METRICS_HOST), not a password's.
 */
export async function listenMetrics(metrics: Metrics, options: { host: string; port: number }): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    metrics.render().then(
      (text) => {
        response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Internal Server Error\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}/metrics`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
