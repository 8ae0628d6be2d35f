/**
 * Restores a backup made by db:backup into the embedded database folder (DATA_DIR):
 *
 *   npm run db:restore -w @tally/server -- tally-backup.tar.gz [--replace]
 *
 * With --replace, an existing database is kept aside as <DATA_DIR>.before-restore-<time>. Stop the
 * server first. With DATABASE_URL, use pg_restore instead.
 */
import { restoreEmbedded } from '../src/db/backup';
import { readConfig } from '../src/platform/config';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
const config = readConfig();
if (!file) {
  console.error('Usage: npm run db:restore -w @tally/server -- <file.tar.gz> [--replace]');
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (see the README).');
  process.exit(2);
}
try {
  const result = await restoreEmbedded(file, config.DATA_DIR, { replace: process.argv.includes('--replace') });
  if (result.movedAside) console.log(`The previous database is kept in ${result.movedAside}.`);
  console.log(`Restored ${file} into ${config.DATA_DIR}${result.migrations.length ? ` and applied ${result.migrations.length} newer migration(s)` : ''}.`);
} catch (error) {
  console.error(`Nothing restored: ${(error as Error).message}`);
  process.exit(1);
}
