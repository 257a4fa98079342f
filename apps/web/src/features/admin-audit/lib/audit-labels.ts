// How the audit log reads: a label for each event type of the contract, and an entry's details as short
// "key: value" lines (a change as "from → to").
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AUDIT_TYPES, type AuditType } from '@prompt-lib/contract';

export const AUDIT_TYPE_LABELS: Record<AuditType, MessageDescriptor> = {
  'auth.sign-in': msg`Signed in`,
  'auth.sign-in-failed': msg`Sign-in failed`,
  'auth.sign-out-all': msg`Signed out everywhere`,
  'auth.password-changed': msg`Password changed`,
  'auth.reset-requested': msg`Password reset requested`,
  'auth.reset-completed': msg`Password reset completed`,
  'auth.email-verified': msg`E-mail verified`,
  'auth.sso-sign-in': msg`Signed in with SSO`,
  'auth.sso-linked': msg`SSO account linked`,
  'account.created': msg`Account created`,
  'account.deleted': msg`Account deleted`,
  'account.role-changed': msg`Role changed`,
  'account.status-changed': msg`Account enabled or disabled`,
  'settings.changed': msg`Settings changed`,
  'invitation.created': msg`Invitation created`,
  'invitation.used': msg`Invitation used`,
  'invitation.revoked': msg`Invitation revoked`,
  'token.created': msg`Access token created`,
  'token.revoked': msg`Access token revoked`,
  'email.failed': msg`E-mail not sent`,
  'group.created': msg`Group created`,
  'group.updated': msg`Group changed`,
  'group.deleted': msg`Group deleted`,
  'group.member-added': msg`Group member added`,
  'group.member-changed': msg`Group member’s role changed`,
  'group.member-removed': msg`Group member removed`,
  'prompt.production-changed': msg`Production version changed`,
  'webhook.created': msg`Webhook added`,
  'webhook.updated': msg`Webhook changed`,
  'webhook.deleted': msg`Webhook deleted`,
  'report.resolved': msg`Report resolved`,
  'moderation.unhidden': msg`Hidden content shown again`,
};

/** A type this web app does not know yet (a newer server) shows as it is stored. */
export const auditTypeLabel = (i18n: I18n, type: string) => {
  const label = AUDIT_TYPE_LABELS[type as AuditType] as MessageDescriptor | undefined;
  return label ? i18n._(label) : type;
};

/** The event filter's choices, in the reader's language. */
export const auditTypeOptions = (i18n: I18n) => [
  { value: '', label: i18n._(msg`All events`) },
  ...AUDIT_TYPES.map((type) => ({ value: type, label: i18n._(AUDIT_TYPE_LABELS[type]) })),
];

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) return value.map(text).join(', ') || '—';
  if (typeof value === 'object') {
    if ('from' in value && 'to' in value) return `${text(value.from)} → ${text(value.to)}`;
    return JSON.stringify(value);
  }
  return String(value);
};

/** `{ role: { from: 'user', to: 'admin' }, ok: true }` → ["role: user → admin", "ok: true"]. */
export const detailLines = (details: Record<string, unknown>) =>
  Object.entries(details).map(([key, value]) => ({ key, value: text(value) }));
