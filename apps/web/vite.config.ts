// Vite builds the SPA into dist/, which the server serves in production; in development it proxies
// the API to the server started by `npm run dev`.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/auth': apiTarget },
  },
  build: { outDir: 'dist', sourcemap: true },
});
