// Outgoing e-mail (issue 27): app.mailer sends through the SMTP server of SMTP_URL, from MAIL_FROM.
// An e-mail is a side effect no request fails on: one that cannot be sent is logged and written to
// the audit log as `email.failed` (recipient, subject and the error, never the body), and send()
// answers false instead of throwing. Without SMTP_URL, mail is off: `enabled` is false and send()
// answers false without trying. nodemailer is loaded only when mail is on.
//
// Work that ends in an e-mail can run after the answer has gone (later()), so that how long a request
// takes says nothing about whether the address has an account. The app waits for that work, and for
// every send, before it closes; settled() lets a test wait for it too.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit, userTarget } from '../audit/repository.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** `userId`: the account the message is about (the audit entry's target); `ip`: the request's. */
export type MailContext = { userId?: number | null; ip?: string | null };

export type Mailer = {
  enabled: boolean;
  /** True once the SMTP server has accepted the message; false when mail is off or sending failed. */
  send(message: MailMessage, context?: MailContext): Promise<boolean>;
  /** Runs `work` in the background; an error it throws is logged. */
  later(work: () => Promise<unknown>): void;
  /** Resolves when everything handed to later() and every send has finished. */
  settled(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** An SMTP server that does not answer fails a message in seconds, not in nodemailer's minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const mailPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
    return work;
  };
  const settled = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  const later = (work: () => Promise<unknown>) => {
    track(work().catch((error: unknown) => app.log.error({ err: error }, 'background mail work failed')));
  };

  const mail = app.config.mail;
  if (!mail) {
    app.decorate('mailer', { enabled: false, send: async () => false, later, settled });
    app.addHook('onClose', settled);
    return;
  }

  const { createTransport } = await import('nodemailer');
  const transport = createTransport({ url: mail.url, ...TIMEOUTS });

  const deliver = async (message: MailMessage, context: MailContext): Promise<boolean> => {
    try {
      await transport.sendMail({ from: mail.from, ...message });
      app.metrics?.mailEnded(true);
      return true;
    } catch (error) {
      app.metrics?.mailEnded(false);
      const { message: reason, code } = error as Error & { code?: string };
      app.log.error({ err: error, userId: context.userId, subject: message.subject }, 'e-mail not sent');
      await recordAudit(
        app.db,
        {
          type: 'email.failed',
          ip: context.ip,
          target: context.userId ? userTarget({ id: context.userId }) : null,
          details: { to: message.to, subject: message.subject, error: reason, code },
        },
        app.log,
      );
      return false;
    }
  };

  app.decorate('mailer', {
    enabled: true,
    send: (message, context = {}) => track(deliver(message, context)),
    later,
    settled,
  });
  app.addHook('onClose', async () => {
    await settled();
    transport.close();
  });
});
