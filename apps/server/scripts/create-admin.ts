/**
 * Creates an operator account, or sets a new password on an existing one (which ends its sessions).
 *
 *   ADMIN_PASSWORD='…' npm run admin:create -w @tally/server -- <username>
 *   printf '%s\n' '…' | npm run admin:create -w @tally/server -- <username>
 *
 * The password comes from ADMIN_PASSWORD or, when that is not set, from the first line of stdin
 * (never from the command line, where it would land in the shell history and the process list).
 * Uses DATABASE_URL, or the embedded database in DATA_DIR — stop the server first in that case:
 * only one process may open an embedded database folder.
 */
import { createInterface } from 'node:readline';
import { openDatabase } from '../src/db/client';
import { readConfig } from '../src/platform/config';
import { checkAdminPassword, checkAdminUsername, createAdminAccountsService } from '../src/modules/admin/admin-accounts.service';

const username = process.argv[2]?.trim();
if (!username) {
  console.error('Usage: ADMIN_PASSWORD=… npm run admin:create -w @tally/server -- <username>   (or the password on stdin)');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) process.stderr.write('Password (input is shown; prefer ADMIN_PASSWORD or a pipe): ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const password = await readPassword();
const problem = checkAdminUsername(username) ?? checkAdminPassword(password);
if (problem) {
  console.error(`No account created: ${problem}.`);
  process.exit(1);
}

// The account named here is the one to write; a configured ADMIN_USERNAME plays no part.
const config = readConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
const database = await openDatabase(config);
try {
  await database.migrate();
  const result = await createAdminAccountsService(database.db, config).ensureAccount(username, password, 'system:command');
  const said = { created: 'created', updated: 'password updated (its sessions ended)', unchanged: 'already had this password' }[result];
  console.log(`Admin account "${username}": ${said}.`);
} finally {
  await database.close();
}
