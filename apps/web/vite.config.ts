import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text file of the build; the server sends them to browsers that
 * accept them (@fastify/static `preCompressed`), so no CPU is spent compressing per request.
 */
function precompress(): Plugin {
  const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'tally-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of walk(dir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The web app is served by the API server from `dist/` (same origin, strict CSP: no inline scripts
 * or styles). `vite dev` proxies /api to a locally running server.
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    manifest: true,
    target: 'es2022',
    // No inlined assets: the CSP allows data: images only, and inlined fonts/scripts would be blocked.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /\/src\/components\/(ui\/|brand-logo|public-header|site-footer|public-page-layout|language-switcher)|\/src\/lib\/(api-client|page-meta|page-title|cn)\.ts|\/node_modules\/(lucide-react|@tanstack)\//,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:5000', changeOrigin: false } },
  },
});
