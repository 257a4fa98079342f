// Runs the real server entry point (main.ts, or the production bundle dist/main.js) as a child
// process, for tests of start-up, signals and crashes, and for the benchmarks.
import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const sourceEntry = path.join(import.meta.dirname, '..', 'main.ts');
export const bundleEntry = path.join(import.meta.dirname, '..', '..', 'dist', 'main.js');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `logFile`: where the server's output goes (a deployment's log file) instead of a pipe into this
 * process, which then reads none of it while it runs (the benchmark's load generator lives here).
 * `nodeArgs`: flags for Node and V8 before the entry point (many V8 flags are refused in NODE_OPTIONS).
 */
export async function startServer(
  env: Record<string, string>,
  entry = sourceEntry,
  { logFile, nodeArgs = [] }: { logFile?: string; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let piped = '';
  const logFd = logFile === undefined ? undefined : openSync(logFile, 'a');
  const output = () => (logFile === undefined ? piped : readFileSync(logFile, 'utf8'));
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', logFd ?? 'pipe', logFd ?? 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    piped += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    piped += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // A caller that ends without stopping its server (a benchmark that failed half-way) takes it along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output()}`);
}
