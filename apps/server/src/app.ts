/**
 * buildApp: the HTTP application with its plugins and modules, given its dependencies. No I/O
 * happens here beyond what the dependencies do, so tests build it on any database.
 */
import Fastify, { LogController, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES_EN } from '@tally/shared/errors';
import type { DatabaseHandle } from './db/client';
import { createAmbientDatabase } from './db/ambient-transaction';
import { createIdempotency } from './http/idempotency';
import type { Config } from './platform/config';
import type { RateLimiter } from './platform/rate-limiter';
import { registerAccess, type UserRow } from './http/access';
import { registerDrain, type Drain } from './http/drain';
import { registerErrorHandler } from './http/error-handler';
import { registerNulGuard } from './http/nul-guard';
import { registerMetricsRoute, registerRequestObservability, requestIdFrom } from './http/observability';
import { registerStatic } from './http/static';
import type { App } from './http/types';
import { createAuthService } from './modules/auth/auth.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createSessionsService } from './modules/auth/sessions.service';
import { createBudgetsService } from './modules/budgets/budgets.service';
import { registerBudgetsRoutes } from './modules/budgets/budgets.routes';
import { createChatService } from './modules/chat/chat.service';
import { createLlmFallback } from './modules/chat/llm-fallback';
import { createLearnedRulesService } from './modules/learned-rules/learned-rules.service';
import { registerLearnedRulesRoutes } from './modules/learned-rules/learned-rules.routes';
import { registerImportsRoutes } from './modules/imports/imports.routes';
import { createImportsService } from './modules/imports/imports.service';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { createCategoriesService } from './modules/categories/categories.service';
import { registerCategoriesRoutes } from './modules/categories/categories.routes';
import { registerCurrenciesRoutes } from './modules/currencies/currencies.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createMessagingService } from './modules/messaging/messaging.service';
import { registerMessagingRoutes } from './modules/messaging/messaging.routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { createExportService } from './modules/export/export.service';
import { registerExportRoutes } from './modules/export/export.routes';
import { registerSupportRoutes } from './modules/support/support.routes';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { registerTransactionsRoutes } from './modules/transactions/transactions.routes';
import { createUsersService } from './modules/users/users.service';
import { registerUsersRoutes } from './modules/users/users.routes';
import { createAdminAccountsService } from './modules/admin/admin-accounts.service';
import { createAdminService } from './modules/admin/admin.service';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { createBackgroundTasks, type BackgroundTasks } from './platform/background';
import { createMailer } from './platform/mailer';
import { createLlmClient } from './platform/llm';
import { createMetrics, type Metrics } from './platform/metrics';
import { createOutgoingMailRepository } from './platform/outgoing-mail.repository';
import { createEmailVerificationService } from './modules/email-verification/email-verification.service';
import { registerEmailVerificationRoutes } from './modules/email-verification/email-verification.routes';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { registerPasswordResetRoutes } from './modules/password-reset/password-reset.routes';
import { createUserDataService } from './modules/user-data/user-data.service';
import { createRecurringService } from './modules/recurring/recurring.service';
import { registerRecurringRoutes } from './modules/recurring/recurring.routes';
import { registerUserDataRoutes } from './modules/user-data/user-data.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work that runs after an answer (emails); tests drain it before looking at what was sent. */
    background: BackgroundTasks;
    /** This app's Prometheus metrics (main.ts serves them on METRICS_PORT). */
    metrics: Metrics;
    /** Graceful close: `drain.start()` before `close()` (see http/drain.ts). */
    drain: Drain;
  }
}

/**
 * The address users reach the product at, for links in emails: PUBLIC_URL, or else the server's own
 * listening address (never the request's Host header, which a caller chooses: a reset link must not
 * point wherever an attacker says).
 */
function resolvePublicUrl(app: { server: { address(): unknown } }, config: Config): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const address = app.server.address() as { address: string; family: string; port: number } | string | null;
  if (!address || typeof address === 'string') return `http://localhost:${config.PORT}`;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Whether `select 1` succeeds within `timeoutMs` (a connection refused fails at once, a hung one by the timeout). */
async function databaseAnswers(database: DatabaseHandle, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([database.sql.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  limiter: RateLimiter;
  /** The current instant; tests fix it to check calendar edges. */
  now?: () => Date;
  /** Where log lines go (standard output unless given; tests read them). */
  logStream?: { write(line: string): void };
}

/** Request bodies above this are refused with 413 (exports and chat stay far below). */
export const BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  // Services reach the database through this view: inside an idempotent write it is the request's transaction.
  const db = createAmbientDatabase(database.db);
  const app = Fastify({
    // One JSON object a line; every line written while a request runs carries its requestId.
    logger: {
      level: config.LOG_LEVEL,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      // Never log request bodies, cookies or query strings: they hold financial text (searches),
      // credentials and one-time tokens (email links).
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        }),
      },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    // The request id: the caller's X-Request-Id when sane (requestIdFrom reads it), else a new UUID.
    requestIdHeader: false,
    genReqId: requestIdFrom,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // On close: idle keep-alive connections are closed at once, and a request arriving on a busy one
    // answers 503, while the requests in flight finish (main.ts bounds the wait).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  const metrics = createMetrics({ database: database.kind, poolStats: database.poolStats });
  app.decorate('metrics', metrics);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // First of the hooks: the id is on the answer even when a later hook refuses the request.
  registerRequestObservability(app, metrics);
  registerErrorHandler(app);
  registerNulGuard(app);
  app.decorate('drain', registerDrain(app));

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyCookie);

  const sessions = createSessionsService(db, config);
  const auth = createAuthService(db, config);
  const categories = createCategoriesService(db);
  const transactions = createTransactionsService(db, now);
  const dashboard = createDashboardService(db, now);
  const budgets = createBudgetsService(db, now);
  // Off unless LLM_BASE_URL and LLM_MODEL are set: then nothing leaves the server.
  const llmClient = createLlmClient(config);
  const llm = llmClient ? createLlmFallback(llmClient, app.log) : undefined;
  const recurring = createRecurringService(db, { now });
  const chat = createChatService(db, { transactions, categories, budgets, recurring, now, llm, metrics });
  // Mail, email verification, password reset, the user's data (settings issue).
  const background = createBackgroundTasks(app.log);
  const mailer = createMailer(config, createOutgoingMailRepository(db), app.log);
  const publicUrl = () => resolvePublicUrl(app, config);
  const messaging = createMessagingService(db, { chat, limiter, signUpUrl: () => `${publicUrl()}/auth` });
  const emailVerification = createEmailVerificationService({ db, mailer, now, publicUrl });
  const passwordReset = createPasswordResetService({ db, mailer, now, publicUrl });
  const userData = createUserDataService({ db, now });
  const sendVerification = (user: UserRow) => background.run('verification email', () => emailVerification.send(user));
  app.decorate('background', background);
  const idempotency = createIdempotency({ db: database.db, background });
  app.addHook('onClose', async () => {
    await background.drain();
    mailer.close();
  });

  const users = createUsersService(db, sessions, {
    onCurrencyChanged: (user, tx) => transactions.recomputeConversions(tx, user),
    onEmailChanged: async (user) => sendVerification(user),
  });

  const adminAccounts = createAdminAccountsService(db, config);
  const admin = createAdminService(db, now, {
    onCurrencyChanged: (user, tx) => transactions.recomputeConversions(tx, user),
    onEmailChanged: async (user) => sendVerification(user),
  });

  registerAccess(app, { sessions, publicUrl: config.PUBLIC_URL, resolveAdmin: () => adminAccounts.resolveRequest });

  // Ready only when the database answers and the process is not shutting down: a load balancer
  // stops sending traffic during an outage or a restart.
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    if (!app.drain.draining && (await databaseAnswers(database))) return { status: 'ok', database: database.kind };
    reply.header('retry-after', '5');
    return reply.status(503).send({ error: MESSAGES_EN.unavailable, code: 'unavailable' });
  });
  registerAuthRoutes(app, { auth, sessions, limiter, onRegistered: sendVerification });
  registerUsersRoutes(app, { users, limiter });
  registerEmailVerificationRoutes(app, { verification: emailVerification, limiter });
  registerPasswordResetRoutes(app, { passwordReset, limiter, background });
  registerUserDataRoutes(app, { userData, limiter });
  registerCurrenciesRoutes(app);
  registerCategoriesRoutes(app, { categories });
  registerTransactionsRoutes(app, { transactions, idempotency });
  registerDashboardRoutes(app, { dashboard });
  registerBudgetsRoutes(app, { budgets, idempotency });
  registerFeedbackRoutes(app, { db });
  registerChatRoutes(app, { chat, idempotency });
  registerLearnedRulesRoutes(app, { learnedRules: createLearnedRulesService(db) });
  await registerImportsRoutes(app, { imports: createImportsService(db, { categories, now }), idempotency });
  registerRecurringRoutes(app, { recurring });
  await registerMessagingRoutes(app, { messaging, authToken: config.TWILIO_AUTH_TOKEN, publicUrl: config.PUBLIC_URL });
  registerAdminRoutes(app, { accounts: adminAccounts, admin, limiter });
  registerMetricsRoute(app, metrics);
  const exportService = createExportService(db, limiter, { databaseKind: database.kind, databaseUrl: database.url, now, metrics });
  app.addHook('onClose', () => exportService.close());
  registerExportRoutes(app, { exports: exportService });
  registerSupportRoutes(app, { db, limiter });

  await registerStatic(app, config.WEB_DIST);
  return app;
}
