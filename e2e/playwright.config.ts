// Browser journeys in Debian's Chromium (never a downloaded browser) against the real built server.
import { defineConfig } from '@playwright/test';
import type { E2eOptions } from './fixtures.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

// Every journey runs against the embedded database, and again against PostgreSQL when
// TEST_DATABASE_URL names a server (as in CI): one built server per engine, on neighbouring ports.
const engines = [
  { name: 'pglite', port: E2E_PORT },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', port: E2E_PORT + 1 }] : []),
];

/** The inbox window of each engine's mail server (mailbox.ts) is this far above its server's port. */
const MAILBOX_OFFSET = 100;

// Journeys that change the whole library (its access setting) would pull the ground from under the
// journeys running beside them, so they live in *.alone.spec.ts and run after every other journey of
// their engine: as the engine's teardown project, which also keeps them to their own short run when
// only they are asked for.
const ALONE = /\.alone\.spec\.ts$/;
// The browser extension's journeys start a Chromium of their own with the extension loaded
// (tests/extension.spec.ts), against the PGlite server only: what they test is the extension, not
// the engine under the server.
const EXTENSION = /extension\.spec\.ts$/;

export default defineConfig<E2eOptions>({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two browsers and two servers share the machine's two cores: under that load, on the slower
  // machines CI runs on, the long journeys outran a minute (the sharing journey ~64 s, the screenshot
  // set ~185 s of its 180), though each passed when run alone. Twice the time, for each limit.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    headless: true,
    trace: 'retain-on-failure',
  },
  projects: engines.flatMap(({ name, port }) => {
    const use = {
      baseURL: `http://localhost:${port}`,
      mailboxUrl: `http://127.0.0.1:${port + MAILBOX_OFFSET}`,
    };
    return [
      { name, use, testIgnore: [ALONE, EXTENSION], teardown: `${name}-alone` },
      { name: `${name}-alone`, use, testMatch: ALONE },
      ...(name === 'pglite' ? [{ name: 'extension', use, testMatch: EXTENSION }] : []),
    ];
  }),
  webServer: engines.map(({ name, port }) => ({
    command: 'node start-server.ts',
    cwd: import.meta.dirname,
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      AUTH_RATE_LIMIT_MAX: '1000',
      E2E_ENGINE: name,
      MAILBOX_PORT: String(port + MAILBOX_OFFSET),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
