// The mailer against a real SMTP server (test/smtp-server.ts): what arrives, what a failure leaves in
// the audit log, and mail turned off. The recovery routes' e-mails are tested in auth/recovery.test.ts.
import { ACCOUNT_MSG } from '@prompt-lib/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { i18nFor } from '../../i18n.ts';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { catalogText } from '../../test/catalog.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { createResetLink, sendWelcomeEmail } from './account-mail.ts';
import { resetEmail, verifyEmail } from './templates.ts';

const MAIL_FROM = 'Prompt Lib <noreply@prompts.example.com>';
const message = (to: string) => ({
  to,
  subject: 'A subject',
  text: 'The secret body text',
  html: '<p>The secret body text</p>',
});

const failures = (ctx: TestContext) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.type, 'email.failed'));

describe('mail templates', () => {
  it('escape every value in the HTML part and keep it as typed in the text part', () => {
    const url = 'https://prompts.example.com/reset-password?token=a"b&c';
    const mail = resetEmail(i18nFor('en'), { username: '<b>eve</b> & "co"', url, minutes: 60 });
    expect(mail.subject).toBe('Reset your Prompt Lib password');
    expect(mail.html).toContain('Hello &lt;b&gt;eve&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail.html).toContain('href="https://prompts.example.com/reset-password?token=a&quot;b&amp;c"');
    expect(mail.html).not.toContain('<b>eve');
    expect(mail.html).toContain('#4f46e5');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('The link works once, for 60 minutes.');
    expect(mail.text).toContain('Hello <b>eve</b> & "co",');
    expect(mail.text).toContain(url);
  });

  it("are written in the recipient's language, right to left where it reads so (issue 31)", () => {
    const mail = verifyEmail(i18nFor('ar'), { username: 'layla', url: 'https://p.example/v', hours: 48 });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const subject = catalogText('ar', ACCOUNT_MSG.verifyEmailSubject);
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<title>${subject}</title>`);
    const arabic = [
      catalogText('ar', 'Hello {username},', { username: 'layla' }),
      catalogText(
        'ar',
        'Please confirm that this is your e-mail address, so that you can sign in to Prompt Lib:',
      ),
      catalogText('ar', 'Verify my e-mail address'),
      catalogText('ar', 'If you did not create an account, ignore this e-mail.'),
    ];
    for (const text of arabic) {
      expect(mail.text).toContain(text);
      expect(mail.html).toContain(text);
    }
  });
});

describe('mailer', () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  let wrongPassword: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM,
      PUBLIC_URL: 'https://prompts.example.com',
    });
    wrongPassword = await createTestApp({ SMTP_URL: smtp.url.replace('smtp-secret', 'wrong'), MAIL_FROM });
  });
  afterAll(async () => {
    await ctx.close();
    await wrongPassword.close();
    await smtp.stop();
  });

  it('sends a message with its text and HTML parts from MAIL_FROM and answers true', async () => {
    expect(ctx.app.mailer.enabled).toBe(true);
    expect(await ctx.app.mailer.send(message('ann@example.com'))).toBe(true);
    const mail = await smtp.waitForMail('ann@example.com');
    expect(mail).toMatchObject({
      from: '"Prompt Lib" <noreply@prompts.example.com>',
      subject: 'A subject',
      text: 'The secret body text',
      html: '<p>The secret body text</p>',
    });
  });

  it("sends an admin-created account's welcome with a link that sets the password", async () => {
    const user = await createUser(ctx);
    const link = await createResetLink(ctx.database.db, user.id, 'https://prompts.example.com');
    expect(await sendWelcomeEmail(ctx.app, user, link, 'en')).toBe(true);
    const mail = await smtp.waitForMail(user.email);
    expect(mail.subject).toBe('Your Prompt Lib account');
    expect(mail.text).toContain(`with the username ${user.username}`);
    expect(mail.link).toBe(link.url);
    expect(mail.html).toContain(link.url.replace('&', '&amp;'));
    const token = new URL(link.url).searchParams.get('token');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset/confirm',
      payload: { token, newPassword: 'chosen-password' },
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers false and records email.failed, never the body, when the server refuses the sign-in', async () => {
    const user = await createUser(wrongPassword);
    const sent = await wrongPassword.app.mailer.send(message(user.email), {
      userId: user.id,
      ip: '203.0.113.9',
    });
    expect(sent).toBe(false);
    const [entry, ...more] = await failures(wrongPassword);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ip: '203.0.113.9',
      target: `user:${user.id}`,
      details: { to: user.email, subject: 'A subject', code: 'EAUTH' },
    });
    expect(JSON.stringify(entry)).not.toContain('secret body');
    expect(smtp.received.map((m) => m.to)).not.toContain(user.email);
  });
});

describe('mailer without SMTP_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is off: send answers false without trying, and nothing is recorded', async () => {
    expect(ctx.app.mailer.enabled).toBe(false);
    expect(await ctx.app.mailer.send(message('ann@example.com'))).toBe(false);
    expect(await failures(ctx)).toEqual([]);
  });

  it('answers a reset request 202 all the same, and records that no e-mail went', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/password-reset',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    await ctx.app.mailer.settled();
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'auth.reset-requested'));
    expect(entries).toMatchObject([
      { target: `user:${user.id} ${user.username}`, details: { outcome: 'mail-off' } },
    ]);
  });
});
