/**
 * Process entry: read config, open the database, migrate, build the app, listen; on SIGTERM/SIGINT,
 * stop gracefully (refuse new requests, finish those in flight within SHUTDOWN_TIMEOUT_MS, stop the
 * timers, close the database) and exit 0, or 1 when requests had to be cut at the bound.
 */
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { listenMetrics } from './http/observability';
import { openDatabase } from './db/client';
import { readConfig } from './platform/config';
import { createMemoryRateLimiter, createRedisRateLimiter, scaleRateLimiter } from './platform/rate-limiter';
import { httpProvider } from './platform/exchange-rates/providers';
import { startRatesRefresh } from './modules/currencies/exchange-rates.import';
import { ensureConfiguredAdmin } from './modules/admin/admin-accounts.service';
import { startRecurringJob } from './modules/recurring/recurring.job';

// performance.now() counts from the process's start: what came before this line is loading the code.
const started = performance.now();
const phases: Record<string, number> = { loadMs: Math.round(started) };
let mark = started;
const phase = (name: string) => {
  const now = performance.now();
  phases[`${name}Ms`] = Math.round(now - mark);
  mark = now;
};
const config = readConfig();
config.WEB_DIST ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

const database = await openDatabase(config);
phase('database');
await database.migrate();
phase('migrate');
const limiter = scaleRateLimiter(config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(), config.RATE_LIMIT_SCALE);
const app = await buildApp({ config, database, limiter });
phase('app');
const configuredAdmin = await ensureConfiguredAdmin(database.db, config);
if (configuredAdmin) app.log.info({ admin: configuredAdmin.username, result: configuredAdmin.result }, 'admin account from ADMIN_USERNAME');
if (config.LLM_BASE_URL && config.LLM_MODEL) {
  // The operator should see that messages may leave the server, and to where (never the key).
  app.log.info({ model: config.LLM_MODEL, host: new URL(config.LLM_BASE_URL).host, timeoutMs: config.LLM_TIMEOUT_MS }, 'language model fallback on');
}

const stopRates = config.RATES_URL ? startRatesRefresh(database.db, httpProvider(config.RATES_URL), app.log) : async () => {};
// Due recurring bills and income: now, then every RECURRING_JOB_INTERVAL_MS (the ledger's key records each once).
const stopRecurring = startRecurringJob(database.db, { intervalMs: config.RECURRING_JOB_INTERVAL_MS, log: app.log });
const address = await app.listen({ port: config.PORT, host: config.HOST });
phase('listen');
const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - started), ...phases },
  `Tally is ready at ${shown}`,
);
// Prometheus on its own port (METRICS_PORT), on METRICS_HOST (loopback unless set), never the public one.
const metricsServer = config.METRICS_PORT ? await listenMetrics(app.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT }) : undefined;
if (metricsServer) app.log.info({ url: metricsServer.url }, 'metrics served');
if (config.LOG_LEVEL === 'silent' || config.LOG_LEVEL === 'error' || config.LOG_LEVEL === 'warn' || config.LOG_LEVEL === 'fatal') {
  console.warn(`Tally is ready at ${shown}`);
}

let stopping = false;
let cut = false;
/** Ends the connections still open (requests in flight included) when the bound is reached. */
function cutConnections(reason: string) {
  if (cut) return;
  cut = true;
  app.log.warn({ reason }, 'shutdown: cutting the connections still open');
  app.server.closeAllConnections();
}

async function shutdown(signal: NodeJS.Signals) {
  const begun = performance.now();
  app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down: no new requests, finishing those in flight');
  app.drain.start();
  const bound = setTimeout(() => cutConnections(`SHUTDOWN_TIMEOUT_MS (${config.SHUTDOWN_TIMEOUT_MS} ms) reached`), config.SHUTDOWN_TIMEOUT_MS);
  // Whatever hangs (a job's query, a mail server), the process ends soon after the bound.
  setTimeout(() => {
    app.log.error('shutdown: still not done 5 s after SHUTDOWN_TIMEOUT_MS; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
  try {
    // The listener closes at once; app.close() resolves when the last connection has ended (and the
    // mail sent by those requests has gone). The timers stop and their runs in progress finish.
    await Promise.all([app.close(), stopRates(), stopRecurring(), metricsServer?.close()]);
    clearTimeout(bound);
    await limiter.close();
    await database.close();
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
  app.log.info({ ms: Math.round(performance.now() - begun), cut }, 'stopped');
  process.exit(cut ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A repeated signal changes nothing: Ctrl-C under `npm start` arrives twice (from the terminal,
    // and forwarded by npm), and the bound already ends the wait.
    if (stopping) return;
    stopping = true;
    void shutdown(signal);
  });
}
