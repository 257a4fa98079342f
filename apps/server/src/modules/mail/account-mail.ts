// The e-mails about an account, each with its one-time link (modules/account/links.ts): a password
// reset (`/reset-password?token=…`), an address verification (`/verify-email?token=…`) and the
// welcome of an account an admin created. `base` is PUBLIC_URL, else the request's origin
// (seo/public-url.ts). The senders answer whether the message went; one that could not be sent is
// false, never an exception (app.mailer.send), and with mail off no link is made. Each is written in
// the language the account chose, else in the one of the request that sends it (issue 31).
import {
  isLanguageCode,
  type LanguageCode,
  RESET_LINK_MINUTES,
  type ResetLink,
  VERIFY_LINK_HOURS,
} from '@prompt-lib/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { i18nFor } from '../../i18n.ts';
import { createLink } from '../account/links.ts';
import { resetEmail, verifyEmail, welcomeEmail } from './templates.ts';

export type Recipient = { id: number; email: string; username: string; language?: string | null };

/** The recipient's language, else `fallback` (the language of the request that sends the e-mail). */
const writtenFor = (user: Recipient, fallback: LanguageCode) =>
  i18nFor(isLanguageCode(user.language) ? user.language : fallback);

const linkUrl = (base: string, page: string, token: string) =>
  `${base}/${page}?token=${encodeURIComponent(token)}`;

/** A new password-reset link for the account (an admin hands it over, or the e-mail carries it). */
export async function createResetLink(db: Db, userId: number, base: string): Promise<ResetLink> {
  const { token, expiresAt } = await createLink(db, userId, 'reset', RESET_LINK_MINUTES * 60_000);
  return { url: linkUrl(base, 'reset-password', token), expiresAt: expiresAt.toISOString() };
}

export async function sendResetEmail(
  app: FastifyInstance,
  user: Recipient,
  base: string,
  language: LanguageCode,
  ip?: string | null,
): Promise<boolean> {
  if (!app.mailer.enabled) return false;
  const { url } = await createResetLink(app.db, user.id, base);
  const i18n = writtenFor(user, language);
  const content = resetEmail(i18n, { username: user.username, url, minutes: RESET_LINK_MINUTES });
  return app.mailer.send({ to: user.email, ...content }, { userId: user.id, ip });
}

export async function sendVerificationEmail(
  app: FastifyInstance,
  user: Recipient,
  base: string,
  language: LanguageCode,
  ip?: string | null,
): Promise<boolean> {
  if (!app.mailer.enabled) return false;
  const { token } = await createLink(app.db, user.id, 'verify', VERIFY_LINK_HOURS * 3_600_000);
  const url = linkUrl(base, 'verify-email', token);
  const i18n = writtenFor(user, language);
  const content = verifyEmail(i18n, { username: user.username, url, hours: VERIFY_LINK_HOURS });
  return app.mailer.send({ to: user.email, ...content }, { userId: user.id, ip });
}

/** The welcome of an account an admin created, carrying the reset link made for it (createResetLink). */
export async function sendWelcomeEmail(
  app: FastifyInstance,
  user: Recipient,
  link: Pick<ResetLink, 'url'>,
  language: LanguageCode,
  ip?: string | null,
): Promise<boolean> {
  const i18n = writtenFor(user, language);
  const content = welcomeEmail(i18n, { username: user.username, url: link.url, minutes: RESET_LINK_MINUTES });
  return app.mailer.send({ to: user.email, ...content }, { userId: user.id, ip });
}
