export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_DB = 'tally_test_template';

export function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
