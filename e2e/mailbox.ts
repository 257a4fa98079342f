// The operator's mail server for the browser journeys: the SMTP fixture of the server's tests (a real
// SMTP server, apps/server/src/test/smtp-server.ts) runs in the e2e server's process, and this file
// puts a window on its inbox for the journeys, which run in other processes: a small HTTP server on
// 127.0.0.1 only, where GET /mail?to=<address> answers the next message delivered to that address
// (waiting up to 10 s for it) as JSON, or 404.
import { createServer } from 'node:http';
import { startSmtpServer } from '../apps/server/src/test/smtp-server.ts';

const WAIT_MS = 10_000;

/** Starts the SMTP server and its inbox window on `port`; answers the SMTP_URL to give the app. */
export async function startMailbox(port: number): Promise<{ smtpUrl: string }> {
  const smtp = await startSmtpServer();
  const inbox = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (req.method !== 'GET' || url.pathname !== '/mail' || !to) {
      res.writeHead(404).end();
      return;
    }
    smtp.waitForMail(to, WAIT_MS).then(
      (mail) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail)),
      (error: Error) => res.writeHead(404, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    inbox.once('error', reject);
    inbox.listen(port, '127.0.0.1', resolve);
  });
  return { smtpUrl: smtp.url };
}
