import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../platform/config';
import { createMemoryRateLimiter } from '../platform/rate-limiter';
import { backupEmbedded, restoreEmbedded } from './backup';
import { openPglite } from './client';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tally-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function withApp<T>(dataDir: string, fn: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = await openPglite(dataDir);
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database, limiter: createMemoryRateLimiter() });
  try {
    return await fn(app);
  } finally {
    await app.close();
    await database.close();
  }
}

describe('embedded database backup and restore', () => {
  it('restores exactly what was backed up', { timeout: 120_000 }, async () => {
    const original = join(work, 'original');
    const file = join(work, 'backup.tar.gz');
    const phone = '+12025550177';
    await withApp(original, async (app) => {
      const reg = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { phoneNumber: phone, name: 'Backed Up', email: 'backup@example.com', password: 'Backup-Pass1' },
      });
      const cookie = String(reg.headers['set-cookie']).split(';')[0]!;
      await app.inject({
        method: 'POST',
        url: '/api/transactions',
        headers: { cookie },
        payload: { type: 'expense', amount: '12.34', currency: 'USD', description: 'Before backup', category: 'Dining', transactionDate: '2026-11-20' },
      });
    });

    const { bytes } = await backupEmbedded(original, file);
    expect(bytes).toBeGreaterThan(1000);

    const restored = join(work, 'restored');
    const result = await restoreEmbedded(file, restored);
    expect(result.migrations).toEqual([]);
    await withApp(restored, async (app) => {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phoneNumber: phone, password: 'Backup-Pass1' } });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']).split(';')[0]!;
      const list = (await app.inject({ method: 'GET', url: '/api/transactions', headers: { cookie } })).json();
      expect(list.transactions.map((t: { description: string; amount: string }) => [t.description, t.amount])).toEqual([['Before backup', '12.34']]);
    });

    // Restoring over an existing database needs --replace, and keeps the old one aside.
    await expect(restoreEmbedded(file, restored)).rejects.toThrow(/already holds a database/);
    const replaced = await restoreEmbedded(file, restored, { replace: true });
    expect(replaced.movedAside && existsSync(replaced.movedAside)).toBe(true);
  });

  it('refuses to open a folder another live process holds, and takes over a dead one’s lock', { timeout: 120_000 }, async () => {
    const dataDir = join(work, 'locked');
    const handle = await openPglite(dataDir);
    await handle.migrate();
    try {
      const child = await run('node', ['--import', 'tsx', 'scripts/backup.ts', join(work, 'never.tar.gz')], {
        cwd: serverRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).catch((error: { code: number; stderr: string }) => error);
      expect('code' in child && child.code).toBe(1);
      expect(String((child as { stderr: string }).stderr)).toMatch(/open in another process \(pid \d+\)/);
      expect(existsSync(join(work, 'never.tar.gz'))).toBe(false);
    } finally {
      await handle.close();
    }
    // A lock left behind by a process that no longer runs does not block.
    writeFileSync(`${dataDir}.lock`, '999999');
    const again = await openPglite(dataDir);
    await again.close();
    expect(readdirSync(work)).not.toContain('locked.lock');
  });
});
