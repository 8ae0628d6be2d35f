/**
 * Gzip size of the JavaScript a first visit to each public page downloads before it can render:
 * the entry chunk with its static imports, the page's lazy chunk with its static imports, the lazy
 * parts the page renders at once, and the English catalogs it needs. Run after `npm run build`.
 * Usage: npm run size -w @tally/web (fails above 150 KB), or node --import tsx apps/web/scripts/first-load-size.ts
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const maxArg = process.argv.indexOf('--max-kb');
const maxKb = maxArg > 0 ? Number(process.argv[maxArg + 1]) : undefined;

function staticClosure(keys: string[]): Set<string> {
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

const gz = (file: string) => gzipSync(readFileSync(`${dist}${file}`)).length;
const catalogs = (namespaces: string[]) => namespaces.map((ns) => `src/locales/en/${ns}.json`);

const PAGES: Record<string, string[]> = {
  'landing (/)': ['src/features/landing/components/landing-page.tsx', ...catalogs(['common', 'errors', 'landing'])],
  'sign-in (/auth?mode=signin)': ['src/features/auth/components/auth-page.tsx', ...catalogs(['common', 'errors', 'auth'])],
  'sign-up (/auth)': [
    'src/features/auth/components/auth-page.tsx',
    'src/features/auth/components/sign-up-form.tsx',
    ...catalogs(['common', 'errors', 'auth']),
  ],
};

/** Code a page loads on a later interaction: reported beside its first load, outside the budget. */
const ON_INTERACTION: Record<string, { page: string; keys: string[] }> = {
  'landing demo (on first use)': { page: 'landing (/)', keys: ['src/features/landing/demo/demo-engine.ts'] },
};

const jsFiles = (keys: string[]) => [...staticClosure(keys)].map((key) => manifest[key]!.file).filter((f) => f.endsWith('.js'));

let failed = false;
for (const [page, keys] of Object.entries(PAGES)) {
  const files = jsFiles(['index.html', ...keys]);
  const bytes = files.reduce((sum, file) => sum + gz(file), 0);
  const kb = bytes / 1024;
  const over = maxKb !== undefined && kb > maxKb;
  failed ||= over;
  process.stdout.write(`${page.padEnd(30)} ${kb.toFixed(1).padStart(6)} KB gzip JS in ${files.length} files${over ? `  OVER ${maxKb} KB` : ''}\n`);
}
for (const [label, { page, keys }] of Object.entries(ON_INTERACTION)) {
  const already = new Set(jsFiles(['index.html', ...PAGES[page]!]));
  const files = jsFiles(keys).filter((file) => !already.has(file));
  const kb = files.reduce((sum, file) => sum + gz(file), 0) / 1024;
  process.stdout.write(`${label.padEnd(30)} ${kb.toFixed(1).padStart(6)} KB gzip JS in ${files.length} files, after the first load\n`);
}
process.exit(failed ? 1 : 0);
