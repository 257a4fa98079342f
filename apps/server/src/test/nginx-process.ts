// Debian's nginx as a child process in front of server instances, for tests of running several
// instances: deploy/nginx.conf itself, pointed at the given upstreams and a free port, inside a
// config whose pid file, logs and temp folders live in a temp folder (nothing under /etc/nginx).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process.ts';

export const nginxBinary = '/usr/sbin/nginx';
export const deployConfig = path.join(import.meta.dirname, '..', '..', '..', '..', 'deploy', 'nginx.conf');

export type NginxProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * deploy/nginx.conf with its upstream servers and listen port replaced; `extra` lines go into its
 * location block (a test's response header naming the upstream that answered).
 */
export function deployedSite(upstreams: string[], port: number, extra: string[] = []): string {
  const site = readFileSync(deployConfig, 'utf8');
  const servers = upstreams.map((address) => `    server ${address};`).join('\n');
  const replaced = site
    .replace(/upstream prompt_lib \{[^}]*\}/, `upstream prompt_lib {\n${servers}\n}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/(proxy_pass [^;]+;)/, [`$1`, ...extra].join('\n        '));
  if (!replaced.includes(`listen 127.0.0.1:${port};`) || !replaced.includes(servers)) {
    throw new Error(`${deployConfig} no longer has the upstream block and "listen 80;" this test replaces`);
  }
  return replaced;
}

export async function startNginx(upstreams: string[], extra: string[] = []): Promise<NginxProcess> {
  if (!existsSync(nginxBinary)) {
    throw new Error(`${nginxBinary} not found: apt-get install -y nginx (.ci/run installs it)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'promptlib-nginx-'));
  const port = await freePort();
  const temp = (name: string) => path.join(dir, name);
  // One process (no master, no workers switching to another user): it runs as whoever runs the test.
  const config = `daemon off;
master_process off;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${temp('access.log')};
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${deployedSite(upstreams, port, extra)}
}
`;
  writeFileSync(temp('nginx.conf'), config);
  let output = '';
  const child = spawn(nginxBinary, ['-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const log = () =>
    `${output}${existsSync(temp('error.log')) ? readFileSync(temp('error.log'), 'utf8') : ''}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, output: log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`nginx did not start:\n${log()}`);
}
