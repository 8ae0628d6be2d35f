/**
 * Prints the gzip size of the JavaScript a first visit to each public page downloads (see
 * first-load.ts), per language, and what the landing demo adds on first use. Run after `npm run build`.
 * Usage: npm run size -w @tally/web (fails above the budget). The suite checks the same budget in
 * first-load.test.ts.
 */
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_BUDGET_KB, firstLoad, gzipSize, LANGUAGES, PUBLIC_PAGES, readManifest, staticClosure } from './first-load';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = readManifest(dist);

let failed = false;
for (const [label, page] of Object.entries(PUBLIC_PAGES)) {
  for (const language of LANGUAGES) {
    const { files, gzipBytes } = firstLoad(dist, manifest, page, language);
    const kb = gzipBytes / 1024;
    const over = kb > FIRST_LOAD_BUDGET_KB;
    failed ||= over;
    process.stdout.write(`${`${label} ${language}`.padEnd(32)} ${kb.toFixed(1).padStart(6)} KB gzip JS in ${files.length} files${over ? `  OVER ${FIRST_LOAD_BUDGET_KB} KB` : ''}\n`);
  }
}

// Code the landing loads on a later interaction: reported beside its first load, outside the budget.
const landing = new Set(firstLoad(dist, manifest, PUBLIC_PAGES['landing (/)']!, 'en').files);
const demo = [...staticClosure(manifest, ['src/features/landing/demo/demo-engine.ts'])]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js') && !landing.has(file));
const demoKb = demo.reduce((sum, file) => sum + gzipSize(dist, file), 0) / 1024;
process.stdout.write(`${'landing demo (on first use)'.padEnd(32)} ${demoKb.toFixed(1).padStart(6)} KB gzip JS in ${demo.length} files, after the first load\n`);
process.exit(failed ? 1 : 0);
