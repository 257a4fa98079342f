// The e-mails the server writes: a password reset, an address verification, and the welcome of an
// account an admin created. Each has a plain-text part and a small HTML page in the product's look
// (system font, the indigo button), in the recipient's language (issue 31). Every value put into the
// HTML is escaped, the link included.
import type { I18n } from '@lingui/core';
import { ACCOUNT_MSG, type LanguageCode, languageDir, translateText } from '@prompt-lib/contract';

export type MailContent = { subject: string; text: string; html: string };

type Letter = {
  subject: string;
  greeting: string;
  /** Paragraphs before the button. */
  lead: string[];
  button: { label: string; url: string };
  /** Paragraphs after it: how long the link works, what to do if it was not you. */
  after: string[];
};

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;
const note = (text: string) =>
  `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#6b7280">${escapeHtml(text)}</p>`;

function render(i18n: I18n, letter: Letter): MailContent {
  const { label, url } = letter.button;
  const lang = i18n.locale as LanguageCode;
  const text = [letter.greeting, ...letter.lead, `${label}: ${url}`, ...letter.after, '— Prompt Lib'].join(
    '\n\n',
  );
  const html = `<!doctype html>
<html lang="${lang}" dir="${languageDir(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Prompt Lib</p>
${paragraph(letter.greeting)}
${letter.lead.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>
${note(i18n._('If the button does not work, copy this address into your browser:'))}
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#4f46e5">${escapeHtml(url)}</a></p>
${letter.after.map(note).join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { subject: letter.subject, text, html };
}

const hello = (i18n: I18n, username: string) => i18n._('Hello {username},', { username });

export function resetEmail(
  i18n: I18n,
  input: { username: string; url: string; minutes: number },
): MailContent {
  return render(i18n, {
    subject: translateText(i18n, ACCOUNT_MSG.resetEmailSubject),
    greeting: hello(i18n, input.username),
    lead: [i18n._('Someone asked to reset the password of your Prompt Lib account. Choose a new one here:')],
    button: { label: i18n._('Choose a new password'), url: input.url },
    after: [
      i18n._(
        'The link works once, for {minutes, plural, one {# minute} other {# minutes}}. Setting a new password signs you out everywhere.',
        { minutes: input.minutes },
      ),
      i18n._('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
    ],
  });
}

export function verifyEmail(
  i18n: I18n,
  input: { username: string; url: string; hours: number },
): MailContent {
  return render(i18n, {
    subject: translateText(i18n, ACCOUNT_MSG.verifyEmailSubject),
    greeting: hello(i18n, input.username),
    lead: [i18n._('Please confirm that this is your e-mail address, so that you can sign in to Prompt Lib:')],
    button: { label: i18n._('Verify my e-mail address'), url: input.url },
    after: [
      i18n._('The link works once, for {hours, plural, one {# hour} other {# hours}}.', {
        hours: input.hours,
      }),
      i18n._('If you did not create an account, ignore this e-mail.'),
    ],
  });
}

export function welcomeEmail(
  i18n: I18n,
  input: { username: string; url: string; minutes: number },
): MailContent {
  return render(i18n, {
    subject: translateText(i18n, ACCOUNT_MSG.welcomeEmailSubject),
    greeting: hello(i18n, input.username),
    lead: [
      i18n._(
        'An admin created a Prompt Lib account for you, with the username {username}. Set your password to sign in:',
        { username: input.username },
      ),
    ],
    button: { label: i18n._('Set my password'), url: input.url },
    after: [
      i18n._(
        'The link works once, for {minutes, plural, one {# minute} other {# minutes}}. When it has expired, use "Forgot password?" on the sign-in page to get a new one.',
        { minutes: input.minutes },
      ),
    ],
  });
}

/** A notification (modules/notifications) by e-mail: its sentence, and a button to what it is about. */
export function notificationEmail(
  i18n: I18n,
  input: { username: string; text: string; url: string },
): MailContent {
  return render(i18n, {
    subject: input.text,
    greeting: hello(i18n, input.username),
    lead: [`${input.text}.`],
    button: { label: i18n._('Open Prompt Lib'), url: input.url },
    after: [i18n._('You can choose which notifications reach you by e-mail on your notifications page.')],
  });
}
