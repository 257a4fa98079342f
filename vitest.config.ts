// One Vitest run for every suite. Server suites run on PGlite always, and again on PostgreSQL
// when TEST_DATABASE_URL is set (each test file in its own fresh database).
import { defineConfig } from 'vitest/config';
import { linguiPlugin } from './apps/web/vite.config.ts';

const serverProject = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: './apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'] } },
      {
        plugins: [linguiPlugin()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Screens rendered whole with the app's router take 2–3 s alone, more beside the server
          // suites on two cores: the default 5 s failed some of them on a busy machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'extension',
          root: './apps/extension',
          include: ['src/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
