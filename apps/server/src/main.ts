/** Process entry: read config, open the database, migrate, build the app, listen. */
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

const started = performance.now();
const config = readConfig();
config.WEB_DIST ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

const database = await openDatabase(config);
await database.migrate();
const limiter = scaleRateLimiter(config.REDIS_URL ? createRedisRateLimiter(config.REDIS_URL) : createMemoryRateLimiter(), config.RATE_LIMIT_SCALE);
const app = await buildApp({ config, database, limiter });
const configuredAdmin = await ensureConfiguredAdmin(database.db, config);
if (configuredAdmin) app.log.info({ admin: configuredAdmin.username, result: configuredAdmin.result }, 'admin account from ADMIN_USERNAME');
if (config.LLM_BASE_URL && config.LLM_MODEL) {
  // The operator should see that messages may leave the server, and to where (never the key).
  app.log.info({ model: config.LLM_MODEL, host: new URL(config.LLM_BASE_URL).host, timeoutMs: config.LLM_TIMEOUT_MS }, 'language model fallback on');
}

const stopRates = config.RATES_URL ? startRatesRefresh(database.db, httpProvider(config.RATES_URL), app.log) : () => {};
// Due recurring bills and income: now, then every RECURRING_JOB_INTERVAL_MS (the ledger's key records each once).
const stopRecurring = startRecurringJob(database.db, { intervalMs: config.RECURRING_JOB_INTERVAL_MS, log: app.log });
const address = await app.listen({ port: config.PORT, host: config.HOST });
const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
app.log.info(
  { database: database.kind, startupMs: Math.round(performance.now() - started) },
  `Tally is ready at ${shown}`,
);
// Prometheus on its own port (METRICS_PORT), on METRICS_HOST (loopback unless set), never the public one.
const metricsServer = config.METRICS_PORT ? await listenMetrics(app.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT }) : undefined;
if (metricsServer) app.log.info({ url: metricsServer.url }, 'metrics served');
if (config.LOG_LEVEL === 'silent' || config.LOG_LEVEL === 'error' || config.LOG_LEVEL === 'warn' || config.LOG_LEVEL === 'fatal') {
  console.warn(`Tally is ready at ${shown}`);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    stopRates();
    await stopRecurring();
    await metricsServer?.close();
    await app.close();
    await limiter.close();
    await database.close();
    process.exit(0);
  });
}
