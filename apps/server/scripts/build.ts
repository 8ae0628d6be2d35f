/**
 * The production build of the server: one esbuild pass bundles src/main.ts and the operator commands
 * (admin:create, db:backup, db:restore, rates:import) with our own TypeScript (this app and the
 * workspace packages @tally/shared and @tally/assistant, which ship as sources) into plain JavaScript
 * in dist/, with source maps (run with `node --enable-source-maps`). Third-party packages stay
 * external and load from node_modules as they are: native modules (@node-rs/argon2) and PGlite, which
 * reads its wasm and data files relative to its own package, must not be bundled.
 *
 * Files the server reads at run time relative to its own code are laid out as in the sources: the
 * migrations are copied to dist/migrations (src/db/client.ts looks beside itself, and in the bundle
 * "itself" is a file in dist/), and dist/ sits where src/ does, so the default WEB_DIST
 * (../../web/dist) is the same folder for both.
 *
 *   npm run build -w @tally/server            # or: node --import tsx scripts/build.ts [outdir]
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_OUTDIR = join(SERVER_ROOT, 'dist');

/** Entry points: output name (dist/<name>.js) → source. */
export const ENTRY_POINTS = {
  main: 'src/main.ts',
  'create-admin': 'scripts/create-admin.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  'import-rates': 'scripts/import-rates.ts',
  // The export pool's worker thread, found beside the code that starts it (export.pool.ts: exportWorkerUrl).
  'export.worker': 'src/modules/export/export.worker.ts',
} as const;

/** Every bare import stays external except our workspace packages, which are TypeScript sources. */
const externalThirdParty: Plugin = {
  name: 'external-third-party',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@tally/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export interface BuildResult {
  outdir: string;
  ms: number;
}

/** Builds into `outdir` (emptied first). */
export async function buildServer(outdir = DEFAULT_OUTDIR): Promise<BuildResult> {
  const started = performance.now();
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, source]) => [name, join(SERVER_ROOT, source)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Shared code in chunks beside the entry points (never in a subfolder: code that finds files
    // through import.meta.url must sit directly in dist/, as it sits in src/).
    splitting: true,
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    // Stack traces need only the mappings; the sources are in the repository.
    sourcesContent: false,
    // Function and class names as written (logs, errors), not the bundler's renames.
    keepNames: true,
    plugins: [externalThirdParty],
    logLevel: 'warning',
  });
  cpSync(join(SERVER_ROOT, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  // The files are ES modules wherever the folder is put.
  writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
  return { outdir, ms: performance.now() - started };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { outdir, ms } = await buildServer(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_OUTDIR);
  console.log(`Server built into ${outdir} in ${Math.round(ms)} ms`);
}
