export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Every test run has its own template and database names, so parallel runs never touch each other's. */
export function runDatabasePrefix(): string {
  return `tally_t_${process.pid}_${Date.now().toString(36)}`;
}

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
