import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test projects: `engine` (the pure packages), `unit` (web components and pure server code), and the API tests twice, once on the
 * embedded PGlite and once on the local PostgreSQL server (TEST_DB selects the database).
 */
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
    exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
    env: { TEST_DB: db },
    globalSetup: [`apps/server/test/global-setup-${db}.ts`],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The API tests wait on
    // PostgreSQL and on password hashing much of the time, and every file has its own database, so two
    // run side by side even there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          // The language engine and the shared package: pure code with no module state a test changes, so their files
          // share one module graph per worker (isolate: false) instead of each loading the engine's lexicons again.
          name: 'engine',
          include: ['packages/*/src/**/*.test.ts', 'packages/assistant/eval/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit',
          // Pure server code has `*.unit.test.ts` files: they need no database, so they run once, here.
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', 'pglite'),
      apiProject('api-postgres', 'postgres'),
    ],
  },
});
