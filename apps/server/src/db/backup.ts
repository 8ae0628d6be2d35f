/**
 * Backup and restore of the embedded database: the whole PGlite data folder as one gzipped tarball.
 * (With DATABASE_URL, PostgreSQL's own pg_dump / pg_restore are the tools.)
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { openPglite } from './client';

export async function backupEmbedded(dataDir: string, file: string): Promise<{ bytes: number }> {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`There is no embedded database in ${dataDir}`);
  const handle = await openPglite(dataDir);
  try {
    const dump = await handle.dumpDataDir!();
    const bytes = Buffer.from(await dump.arrayBuffer());
    await writeFile(file, bytes);
    return { bytes: bytes.length };
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup into `dataDir`, then applies any newer migrations. An existing database there is
 * kept aside as `<dataDir>.before-restore-<time>` (only with `replace`; otherwise restoring refuses).
 */
export async function restoreEmbedded(file: string, dataDir: string, options: { replace?: boolean } = {}): Promise<{ movedAside?: string; migrations: string[] }> {
  const archive = await readFile(file);
  let movedAside: string | undefined;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    if (!options.replace) throw new Error(`${dataDir} already holds a database; pass --replace to keep it aside and restore over it`);
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
    renameSync(dataDir, movedAside);
  }
  const handle = await openPglite(dataDir, new Blob([archive]));
  try {
    return { movedAside, migrations: await handle.migrate() };
  } finally {
    await handle.close();
  }
}
