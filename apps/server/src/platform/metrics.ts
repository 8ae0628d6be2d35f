/**
 * Prometheus metrics. Each app has its own registry (tests build many apps in one process, and two
 * apps must never share or collide on a counter); the process's own figures (CPU, memory, event-loop
 * delay, garbage collection) live in one registry per process, since they describe the process and
 * their event-loop monitor should run once. The exposition merges the two.
 * Labels are bounded: a route is its pattern (`/api/transactions/:id`), never the raw URL.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const METRICS_CONTENT_TYPE = Registry.PROMETHEUS_CONTENT_TYPE;

let processRegistry: Registry | undefined;

/** Default Node.js and process metrics (nodejs_*, process_*), collected once per process. */
function getProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The connections of the database: node-postgres's pool, or PGlite's one connection and its queue. */
export interface PoolStats {
  /** Connections open (PGlite: always 1). */
  total: number;
  /** Open connections not running a query (PGlite: 1 when nothing runs, else 0). */
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export type ChatOutcome = 'understood' | 'clarified' | 'not_understood' | 'failed';
export const CHAT_OUTCOMES: readonly ChatOutcome[] = ['understood', 'clarified', 'not_understood', 'failed'];
const CHAT_CHANNELS = ['web', 'sms', 'whatsapp'] as const;

export type ExportOutcome = 'completed' | 'failed' | 'aborted';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Seconds; from a cached read (a few ms) to a slow report. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds; exports stream whole years of rows, so the buckets reach two minutes. */
const EXPORT_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

export function createMetrics(options: { database: 'pglite' | 'postgres'; poolStats?: () => PoolStats }) {
  // Started with the first app, so the event-loop delay is watched before the first scrape.
  const processMetrics = getProcessRegistry();
  const registry = new Registry();
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'tally_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'tally_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const chatMessages = new Counter({
    name: 'tally_chat_messages_total',
    help: 'Chat messages answered, by outcome (understood, clarified, not_understood, failed) and channel.',
    labelNames: ['outcome', 'channel'] as const,
    registers,
  });
  // Every series exists from the start, so rate() and ratios work before the first failure.
  for (const outcome of CHAT_OUTCOMES) for (const channel of CHAT_CHANNELS) chatMessages.inc({ outcome, channel }, 0);
  const exportDuration = new Histogram({
    name: 'tally_export_duration_seconds',
    help: 'Time to build and send an export file, by format (csv, excel) and outcome (completed, failed, aborted).',
    labelNames: ['format', 'outcome'] as const,
    buckets: EXPORT_BUCKETS,
    registers,
  });

  if (options.poolStats) {
    const read = options.poolStats;
    const labels = { database: options.database };
    const gauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['database'] as const,
        registers,
        collect() {
          this.set(labels, pick(read()));
        },
      });
    gauge('tally_db_pool_connections', 'Database connections open (PGlite: its one connection).', (s) => s.total);
    gauge('tally_db_pool_idle_connections', 'Open database connections not running a query.', (s) => s.idle);
    gauge('tally_db_pool_waiting_requests', 'Queries waiting for a database connection.', (s) => s.waiting);
    gauge('tally_db_pool_max_connections', 'The most connections the pool opens.', (s) => s.max);
  }

  return {
    registry,

    /** One answered request; `route` is the matched pattern (already bounded), `seconds` its duration. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      const m = KNOWN_METHODS.has(method) ? method : 'OTHER';
      httpRequests.inc({ method: m, route, status: String(statusCode) });
      httpDuration.observe({ method: m, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },

    countChatMessage(outcome: ChatOutcome, channel: (typeof CHAT_CHANNELS)[number]) {
      chatMessages.inc({ outcome, channel });
    },

    observeExport(format: 'csv' | 'excel', outcome: ExportOutcome, seconds: number) {
      exportDuration.observe({ format, outcome }, seconds);
    },

    /** The exposition text: this app's metrics and the process's. */
    async render(): Promise<string> {
      return Registry.merge([processMetrics, registry]).metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
