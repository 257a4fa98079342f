// The chat site the extension journeys insert into: chat-page.html and its script, served on
// 127.0.0.1 at a port of its own (another origin than the Prompt Lib server at localhost).
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'chat-page.html', type: 'text/html; charset=utf-8' },
  '/chat-page.js': { file: 'chat-page.js', type: 'text/javascript; charset=utf-8' },
};

export async function startChatPage(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const found = FILES[new URL(request.url ?? '/', 'http://x').pathname];
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': found.type });
    response.end(readFileSync(path.join(import.meta.dirname, found.file)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
