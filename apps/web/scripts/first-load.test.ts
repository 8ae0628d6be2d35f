/**
 * The first-load budget (docs/performance.md): the JavaScript a first visit to the landing and the
 * auth screen downloads stays under 150 KB gzip in every language, and none of it is admin or export
 * code. Reads the build in apps/web/dist (`npm test` builds it before vitest; alone, run
 * `npm run build` first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB, firstLoad, LANGUAGES, PUBLIC_PAGES, readManifest, type Manifest } from './first-load';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

function manifest(): Manifest {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) throw new Error(`No build in ${dist}: run npm run build first`);
  return readManifest(dist);
}

/** Modules and catalogs of the admin area and the export dialog, which only signed-in or admin screens load. */
const PRIVATE_MODULE = /features\/(admin|export)\/|locales\/[a-z]+\/(admin|export)\.json$/;
/** Strings only the admin and export code holds: their API addresses. */
const PRIVATE_STRINGS = ['/api/admin/', '/api/export/'];

describe('first load of the public pages', () => {
  for (const [label, page] of Object.entries(PUBLIC_PAGES)) {
    it(`${label}: under ${FIRST_LOAD_BUDGET_KB} KB gzip JavaScript in every language`, () => {
      const m = manifest();
      for (const language of LANGUAGES) {
        const load = firstLoad(dist, m, page, language);
        const kb = load.gzipBytes / 1024;
        console.log(`first load ${label} ${language}: ${kb.toFixed(1)} KB gzip JS in ${load.files.length} files (budget ${FIRST_LOAD_BUDGET_KB} KB)`);
        // The entry and the page's own chunk are both counted.
        expect(load.keys).toEqual(expect.arrayContaining(page.modules));
        expect(kb, `${label} in ${language}: ${load.files.join(', ')}`).toBeLessThan(FIRST_LOAD_BUDGET_KB);
      }
    });
  }

  it('holds no admin or export code', () => {
    const m = manifest();
    for (const [label, page] of Object.entries(PUBLIC_PAGES)) {
      for (const language of LANGUAGES) {
        const load = firstLoad(dist, m, page, language);
        expect(load.keys.filter((key) => PRIVATE_MODULE.test(key)), `${label} ${language}`).toEqual([]);
        for (const file of load.files) {
          const text = readFileSync(join(dist, file), 'utf8');
          expect(PRIVATE_STRINGS.filter((s) => text.includes(s)), `${label} ${language}: ${file}`).toEqual([]);
        }
      }
    }
    // The checks above had something to find: the admin and export code hold the strings.
    const allCode = Object.values(m)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .map((chunk) => readFileSync(join(dist, chunk.file), 'utf8'))
      .join('\n');
    for (const text of PRIVATE_STRINGS) expect(allCode).toContain(text);
  });
});
