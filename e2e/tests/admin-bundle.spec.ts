/**
 * D2: no credential in the web app. Reads the built bundle (npm run build -w @tally/web first): the
 * admin password the journeys' server uses, the configuration names, and any literal comparison
 * against a password must be absent; the admin code must not be part of the first load.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../fixtures';

const dist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

test('the built web app holds no admin credential', () => {
  const files = filesUnder(dist).filter((f) => /\.(js|html|css|json|map)$/.test(f));
  expect(files.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const where = file.slice(dist.length);
    if (text.includes(ADMIN.password)) problems.push(`${where}: the admin password`);
    if (/ADMIN_(USERNAME|PASSWORD)/.test(text)) problems.push(`${where}: an admin setting name`);
    // The spec's client compared the pair in the browser; any such comparison is a credential.
    if (/password\s*===?\s*["'`]|["'`][^"'`\n]{1,80}["'`]\s*===?\s*\w*password/i.test(text)) problems.push(`${where}: a password compared to a literal`);
    if (new RegExp(`["'\`]${ADMIN.username}["'\`]`).test(text)) problems.push(`${where}: the admin username as a literal`);
  }
  expect(problems).toEqual([]);
});

test('the admin code loads only with /admin, not with the first page', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  expect(entry).toBeDefined();
  // Everything the entry loads statically, transitively.
  const firstLoad = new Set<string>();
  const visit = (key: string) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  visit(entry![0]);
  const adminInFirstLoad = [...firstLoad].filter((key) => key.includes('features/admin') || manifest[key]!.file.includes('admin'));
  expect(adminInFirstLoad).toEqual([]);
  const adminChunks = Object.keys(manifest).filter((key) => key.includes('features/admin/components/admin-page'));
  expect(adminChunks).toHaveLength(1);
});
