// Vite builds the SPA into dist/ (with .br and .gz copies of its text files, theme-init.js and the
// stylesheet inlined into index.html by inline-head.ts), which the server serves in production; in
// development it proxies the API to the server started by `npm run dev`.
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineHead } from './inline-head.ts';
import { precompress } from './precompress.ts';

/** Lingui's macros (native transform, no Babel) and its PO catalogs, compiled when imported. */
export const linguiPlugin = () =>
  lingui({ macroTransform: true, configPath: `${import.meta.dirname}/lingui.config.ts` });

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), linguiPlugin(), tailwindcss(), inlineHead(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
});
