/**
 * What a first visit to a page downloads before it can render, read from Vite's build manifest
 * (dist/.vite/manifest.json): the entry chunk with its static imports, the page's lazy chunk with its
 * static imports, the lazy parts the page renders at once, and the catalogs it needs in one language.
 * Dynamic imports (other pages, dialogs, the landing demo) are not followed: they load later.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGE_CODES, type Language } from '@tally/shared/languages';

/** The first-load budget of the public pages: gzip JavaScript, in KB (1024 bytes). */
export const FIRST_LOAD_BUDGET_KB = 150;

export type Manifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>;

/** A page: the lazy modules it renders at once and the catalog namespaces it needs. */
export interface FirstLoadPage {
  modules: string[];
  namespaces: string[];
}

export const PUBLIC_PAGES: Record<string, FirstLoadPage> = {
  'landing (/)': { modules: ['src/features/landing/components/landing-page.tsx'], namespaces: ['common', 'errors', 'landing'] },
  'sign-in (/auth?mode=signin)': { modules: ['src/features/auth/components/auth-page.tsx'], namespaces: ['common', 'errors', 'auth'] },
  'sign-up (/auth)': {
    modules: ['src/features/auth/components/auth-page.tsx', 'src/features/auth/components/sign-up-form.tsx'],
    namespaces: ['common', 'errors', 'auth'],
  },
};

export const LANGUAGES: readonly Language[] = LANGUAGE_CODES;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}`);
  return entries[0]![0];
}

/** The keys reachable from `keys` by static imports only. */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Not in the manifest: ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

export interface FirstLoad {
  /** Manifest keys of the chunks loaded. */
  keys: string[];
  /** Their JavaScript files, relative to dist. */
  files: string[];
  gzipBytes: number;
}

const gzipCache = new Map<string, number>();
export function gzipSize(dist: string, file: string): number {
  const path = join(dist, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** The JavaScript a first visit to `page` in `language` loads, and its gzip size (as the server sends it). */
export function firstLoad(dist: string, manifest: Manifest, page: FirstLoadPage, language: Language): FirstLoad {
  const catalogs = page.namespaces.map((namespace) => `src/locales/${language}/${namespace}.json`);
  const keys = [...staticClosure(manifest, [entryKey(manifest), ...page.modules, ...catalogs])];
  const files = [...new Set(keys.map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')))];
  return { keys, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(dist, file), 0) };
}
