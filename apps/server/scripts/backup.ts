/**
 * Backs up the embedded database (DATA_DIR) to one file:
 *
 *   npm run db:backup -w @tally/server -- tally-backup.tar.gz
 *
 * Stop the server first: only one process may open an embedded database folder (a lock file says so
 * if it is still running). With DATABASE_URL, use pg_dump instead.
 */
import { backupEmbedded } from '../src/db/backup';
import { readConfig } from '../src/platform/config';

const file = process.argv[2];
const config = readConfig();
if (!file) {
  console.error('Usage: npm run db:backup -w @tally/server -- <file.tar.gz>');
  process.exit(2);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README).');
  process.exit(2);
}
try {
  const { bytes } = await backupEmbedded(config.DATA_DIR, file);
  console.log(`Backed up ${config.DATA_DIR} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
} catch (error) {
  console.error(`No backup made: ${(error as Error).message}`);
  process.exit(1);
}
