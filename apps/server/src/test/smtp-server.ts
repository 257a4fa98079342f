// Stands in for the operator's mail server (SMTP_URL) in tests: a real SMTP server (the smtp-server
// package) on 127.0.0.1 and a port of its own. It accepts a message only after a sign-in with the user
// and password of its `url`, keeps every message it accepts, parsed (mailparser) into what a test
// reads: sender, recipient, subject, the text and HTML parts and the first link of the text. A message
// is kept before the client is told it was accepted, so once a send has finished it is here.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  /** The envelope's recipient: where the message was delivered. */
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
};

export type TestSmtpServer = {
  /** smtp://user:pass@127.0.0.1:port, for SMTP_URL; it refuses connections once stopped. */
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` that no earlier call answered, waiting up to `timeoutMs` for it. */
  waitForMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  stop: () => Promise<void>;
};

const USER = 'mailer';
const PASSWORD = 'smtp-secret';

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const answered = new Set<ReceivedMail>();
  const listeners = new Set<() => void>();

  const server = new SMTPServer({
    logger: false,
    // Plain SMTP on a loopback port: no STARTTLS, so the client's sign-in goes over the plain connection.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: mail.from?.text ?? '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address).join(', '),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            link: mail.text?.match(/https?:\/\/\S+/)?.[0] ?? null,
          });
          for (const listener of listeners) listener();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (to: string) => {
    const mail = received.find((m) => m.to.toLowerCase() === to.toLowerCase() && !answered.has(m));
    if (mail) answered.add(mail);
    return mail;
  };

  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    waitForMail: (to, timeoutMs = 5_000) => {
      const ready = take(to);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const check = () => {
          const mail = take(to);
          if (!mail) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        listeners.add(check);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
