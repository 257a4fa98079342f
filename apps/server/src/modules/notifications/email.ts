// Notifications by e-mail (issue 29): to those who chose `app+email` for a type, when mail is on. Run
// after the answer (app.mailer.later, notify.ts); a message that cannot be sent is logged and audited
// by the mailer, and fails nothing.
import type { FastifyInstance } from 'fastify';
import { i18nFor } from '../../i18n.ts';
import { notificationEmail } from '../mail/templates.ts';
import { emailedNotices } from './repository.ts';

/** Sends the e-mails of the notifications `ids`; `base`: the web app's address (seo/public-url.ts). */
export async function sendNotificationEmails(
  app: FastifyInstance,
  ids: number[],
  base: string,
): Promise<void> {
  for (const { to, notification } of await emailedNotices(app.db, ids)) {
    const url = `${base}${notification.link ?? '/notifications'}`;
    const content = notificationEmail(i18nFor(to.language), {
      username: to.username,
      text: notification.text,
      url,
    });
    await app.mailer.send({ to: to.email, ...content }, { userId: to.id });
  }
}
