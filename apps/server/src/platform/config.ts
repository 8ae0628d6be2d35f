/**
 * Configuration, read from the environment once at start and validated: a wrong value stops the
 * process with a message naming the variable, rather than failing later.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const optionalString = z.string().trim().min(1).optional().catch(undefined);

/** proxy-addr's names for address ranges, which Fastify's `trustProxy` accepts beside addresses. */
const TRUST_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: true/false, or the proxies' addresses, subnets or
 * range names. (Fastify ignores a hop count, since it cannot tell the proxy from a direct client.)
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  const entries = value.split(',').map((e) => e.trim());
  const isAddress = (entry: string) => {
    if (TRUST_PROXY_RANGES.has(entry)) return true;
    const [address = '', prefix, extra] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || extra !== undefined) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
  };
  const wrong = entries.filter((e) => !isAddress(e));
  if (wrong.length > 0) {
    ctx.addIssue({ code: 'custom', message: `must be true, false, or the proxies' addresses or subnets (not ${wrong.join(', ')})` });
    return z.NEVER;
  }
  return entries;
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  /** Folder of the embedded database (PGlite). Ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** The address users reach the product at; links in emails are built from it. */
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BETA_SEATS: z.coerce.number().int().min(0).default(50),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(24 * 7),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(24 * 30),
  ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  ADMIN_SESSION_ABSOLUTE_HOURS: z.coerce.number().positive().default(8),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  MAIL_FROM: z.string().default('Tally <no-reply@tally.local>'),
  RATES_URL: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /**
   * The optional language model (off unless LLM_BASE_URL and LLM_MODEL are set): an OpenAI-compatible
   * API root such as http://localhost:11434/v1 (Ollama), the model's name there, and its key if it needs one.
   */
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  /** How long a message waits for the model before the engine's own answer is used. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  /**
   * Behind a reverse proxy, whose X-Forwarded-For entries name the client (rate limits per address):
   * `false` (none), the proxies' addresses or subnets (comma-separated; `loopback` for one on the
   * same machine), or `true` (every entry: only behind a proxy that overwrites the header).
   */
  TRUST_PROXY: z.string().trim().default('false').transform(parseTrustProxy),
  /** Multiplies every rate limit: only for test environments where one address makes many accounts. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  /**
   * How often due recurring bills and income are recorded (they also are at start). 0 turns the timer
   * off. Any number of instances may run it: the database records each occurrence once.
   */
  RECURRING_JOB_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60 * 1000),
  /**
   * Prometheus metrics on a port of their own (off unless set), for a scraper: GET /metrics, no
   * sign-in, so it binds to METRICS_HOST, the loopback address unless set (a private network's address
   * in a cluster, never a public one). Operators can also read them at /api/admin/metrics.
   */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: 'must be an IP address or a host name' }).default('127.0.0.1'),
  /**
   * On SIGTERM/SIGINT, how long requests in flight may take to finish before their connections are
   * cut (0: at once). New connections are refused from the signal on.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(10 * 60 * 1000).default(10_000),
  /** Folder with the built web app; the server serves it when it exists. */
  WEB_DIST: z.string().optional(),
});

export type Config = z.infer<typeof configSchema>;

/** Settings that only make sense together. */
function checkCombinations(config: Config): string[] {
  const problems: string[] = [];
  if (config.TWILIO_AUTH_TOKEN && !config.PUBLIC_URL) {
    problems.push('  PUBLIC_URL: required when TWILIO_AUTH_TOKEN is set (the webhook signature covers the public URL)');
  }
  // Half a model setting is a mistake to report, not a reason to stay silently off.
  if (config.LLM_BASE_URL && !config.LLM_MODEL) problems.push('  LLM_MODEL: required when LLM_BASE_URL is set');
  if (config.LLM_MODEL && !config.LLM_BASE_URL) problems.push('  LLM_BASE_URL: required when LLM_MODEL is set');
  if (config.LLM_API_KEY && !config.LLM_BASE_URL) problems.push('  LLM_BASE_URL: required when LLM_API_KEY is set');
  // One port cannot carry both: the metrics would either fail to bind or sit on the public address.
  if (config.METRICS_PORT === config.PORT) {
    problems.push('  METRICS_PORT: must differ from PORT (the metrics are not served on the public port)');
  }
  return problems;
}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const problems = checkCombinations(result.data);
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return result.data;
}

/** Configuration for tests and tools: defaults plus overrides, never the process environment. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return readConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });
}
