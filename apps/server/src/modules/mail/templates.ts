// The e-mails the server writes: a password reset, an address verification, and the welcome of an
// account an admin created. Each has a plain-text part and a small HTML page in the product's look
// (system font, the indigo button). Every value put into the HTML is escaped, the link included.
import { ACCOUNT_MSG } from '@prompt-lib/contract';

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

function render(letter: Letter): MailContent {
  const { label, url } = letter.button;
  const text = [letter.greeting, ...letter.lead, `${label}: ${url}`, ...letter.after, '— Prompt Lib'].join(
    '\n\n',
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(letter.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:32px 16px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">Prompt Lib</p>
${paragraph(letter.greeting)}
${letter.lead.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>
${note('If the button does not work, copy this address into your browser:')}
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${escapeHtml(url)}" style="color:#4f46e5">${escapeHtml(url)}</a></p>
${letter.after.map(note).join('\n')}
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { subject: letter.subject, text, html };
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

export function resetEmail(input: { username: string; url: string; minutes: number }): MailContent {
  return render({
    subject: ACCOUNT_MSG.resetEmailSubject,
    greeting: `Hello ${input.username},`,
    lead: ['Someone asked to reset the password of your Prompt Lib account. Choose a new one here:'],
    button: { label: 'Choose a new password', url: input.url },
    after: [
      `The link works once, for ${plural(input.minutes, 'minute')}. Setting a new password signs you out everywhere.`,
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });
}

export function verifyEmail(input: { username: string; url: string; hours: number }): MailContent {
  return render({
    subject: ACCOUNT_MSG.verifyEmailSubject,
    greeting: `Hello ${input.username},`,
    lead: ['Please confirm that this is your e-mail address, so that you can sign in to Prompt Lib:'],
    button: { label: 'Verify my e-mail address', url: input.url },
    after: [
      `The link works once, for ${plural(input.hours, 'hour')}.`,
      'If you did not create an account, ignore this e-mail.',
    ],
  });
}

export function welcomeEmail(input: { username: string; url: string; minutes: number }): MailContent {
  return render({
    subject: ACCOUNT_MSG.welcomeEmailSubject,
    greeting: `Hello ${input.username},`,
    lead: [
      `An admin created a Prompt Lib account for you, with the username ${input.username}. Set your password to sign in:`,
    ],
    button: { label: 'Set my password', url: input.url },
    after: [
      `The link works once, for ${plural(input.minutes, 'minute')}. When it has expired, use "Forgot password?" on the sign-in page to get a new one.`,
    ],
  });
}

/** A notification (modules/notifications) by e-mail: its sentence, and a button to what it is about. */
export function notificationEmail(input: { username: string; text: string; url: string }): MailContent {
  return render({
    subject: input.text,
    greeting: `Hello ${input.username},`,
    lead: [`${input.text}.`],
    button: { label: 'Open Prompt Lib', url: input.url },
    after: ['You can choose which notifications reach you by e-mail on your notifications page.'],
  });
}
