/**
 * buildApp: the HTTP application with its plugins and modules, given its dependencies. No I/O
 * happens here beyond what the dependencies do, so tests build it on any database.
 */
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import type { Config } from './platform/config';
import type { RateLimiter } from './platform/rate-limiter';
import { registerAccess } from './http/access';
import { registerErrorHandler } from './http/error-handler';
import { registerStatic } from './http/static';
import type { App } from './http/types';
import { createAuthService } from './modules/auth/auth.service';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { createSessionsService } from './modules/auth/sessions.service';
import { createBudgetsService } from './modules/budgets/budgets.service';
import { registerBudgetsRoutes } from './modules/budgets/budgets.routes';
import { createChatService } from './modules/chat/chat.service';
import { registerChatRoutes } from './modules/chat/chat.routes';
import { createCategoriesService } from './modules/categories/categories.service';
import { registerCategoriesRoutes } from './modules/categories/categories.routes';
import { registerCurrenciesRoutes } from './modules/currencies/currencies.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerFeedbackRoutes } from './modules/feedback/feedback.routes';
import { registerSupportRoutes } from './modules/support/support.routes';
import { createTransactionsService } from './modules/transactions/transactions.service';
import { registerTransactionsRoutes } from './modules/transactions/transactions.routes';
import { createUsersService } from './modules/users/users.service';
import { registerUsersRoutes } from './modules/users/users.routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  limiter: RateLimiter;
  /** The current instant; tests fix it to check calendar edges. */
  now?: () => Date;
}

/** Request bodies above this are refused with 413 (exports and chat stay far below). */
export const BODY_LIMIT = 256 * 1024;

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database, limiter } = deps;
  const now = deps.now ?? (() => new Date());
  const db = database.db;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Never log request bodies or cookies: they hold financial text and credentials.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

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
  const chat = createChatService(db, { transactions, categories, budgets, now });
  const users = createUsersService(db, sessions, {
    onCurrencyChanged: (user, tx) => transactions.recomputeConversions(tx, user),
  });

  registerAccess(app, { sessions, publicUrl: config.PUBLIC_URL });

  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok', database: database.kind }));
  registerAuthRoutes(app, { auth, sessions, limiter });
  registerUsersRoutes(app, { users });
  registerCurrenciesRoutes(app);
  registerCategoriesRoutes(app, { categories });
  registerTransactionsRoutes(app, { transactions });
  registerDashboardRoutes(app, { dashboard });
  registerBudgetsRoutes(app, { budgets });
  registerFeedbackRoutes(app, { db });
  registerChatRoutes(app, { chat });
  registerSupportRoutes(app, { db, limiter });

  await registerStatic(app, config.WEB_DIST);
  return app;
}
