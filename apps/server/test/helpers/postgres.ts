export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Each test run has its own template and database names (prefix + the run's process id), so runs
 * from several checkouts on one PostgreSQL server never drop each other's databases.
 */
export const TEST_DB_PREFIX = 'tallytest_';
export function templateName(runId: number): string {
  return `${TEST_DB_PREFIX}${runId}_template`;
}

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
