// Vite builds the SPA into dist/ (with .br and .gz copies of its text files, theme-init.js and the
// stylesheet inlined into index.html by inline-head.ts), which the server serves in production; in
// development it proxies the API to the server started by `npm run dev`.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineHead } from './inline-head.ts';
import { precompress } from './precompress.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineHead(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
});
