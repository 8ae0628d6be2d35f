/** Migrates an in-memory PGlite once and dumps it; every test file starts from that dump (~0.5 s). */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';

export default async function setup(project: TestProject) {
  const handle = await openPglite(null);
  await handle.migrate();
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const path = join(tmpdir(), `tally-pglite-${process.pid}.tar.gz`);
  await writeFile(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', path);
}
