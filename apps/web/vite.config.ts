import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The web app is served by the API server from `dist/` (same origin, strict CSP: no inline scripts
 * or styles). `vite dev` proxies /api to a locally running server.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    manifest: true,
    target: 'es2022',
    // No inlined assets: the CSP allows data: images only, and inlined fonts/scripts would be blocked.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:5000', changeOrigin: false } },
  },
});
