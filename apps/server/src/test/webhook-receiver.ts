// Stands in for the endpoint an admin registers as a webhook (modules/webhooks) in tests: a real
// node:http server on 127.0.0.1 and a port of its own. It keeps every request it gets (method,
// headers, raw body), answers each with the status `answer` gives (200 unless a test says otherwise),
// and lets a test wait for the next requests.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedHook = { method: string; path: string; headers: IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  /** http://127.0.0.1:port/hook */
  url: string;
  received: ReceivedHook[];
  /** The status the next requests are answered with. */
  answer: (status: number) => void;
  /** Resolves once `count` requests in all have come, waiting up to `timeoutMs`. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedHook[]>;
  stop: () => Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const listeners = new Set<() => void>();
  let status = 200;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      for (const listener of listeners) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next) => {
      status = next;
    },
    waitFor: (count, timeoutMs = 5_000) => {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`${received.length} of ${count} webhook requests within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
