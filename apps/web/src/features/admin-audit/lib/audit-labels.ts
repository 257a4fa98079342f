// How the audit log reads: a label for each event type of the contract, and an entry's details as short
// "key: value" lines (a change as "from → to").
import { AUDIT_TYPES, type AuditType } from '@prompt-lib/contract';

export const AUDIT_TYPE_LABELS: Record<AuditType, string> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Sign-in failed',
  'auth.sign-out-all': 'Signed out everywhere',
  'auth.password-changed': 'Password changed',
  'auth.reset-requested': 'Password reset requested',
  'auth.reset-completed': 'Password reset completed',
  'auth.email-verified': 'E-mail verified',
  'auth.sso-sign-in': 'Signed in with SSO',
  'auth.sso-linked': 'SSO account linked',
  'account.created': 'Account created',
  'account.deleted': 'Account deleted',
  'account.role-changed': 'Role changed',
  'account.status-changed': 'Account enabled or disabled',
  'settings.changed': 'Settings changed',
  'invitation.created': 'Invitation created',
  'invitation.used': 'Invitation used',
  'invitation.revoked': 'Invitation revoked',
  'token.created': 'Access token created',
  'token.revoked': 'Access token revoked',
  'email.failed': 'E-mail not sent',
  'group.created': 'Group created',
  'group.updated': 'Group changed',
  'group.deleted': 'Group deleted',
  'group.member-added': 'Group member added',
  'group.member-changed': 'Group member’s role changed',
  'group.member-removed': 'Group member removed',
  'prompt.production-changed': 'Production version changed',
  'webhook.created': 'Webhook added',
  'webhook.updated': 'Webhook changed',
  'webhook.deleted': 'Webhook deleted',
  'report.resolved': 'Report resolved',
  'moderation.unhidden': 'Hidden content shown again',
};

/** A type this web app does not know yet (a newer server) shows as it is stored. */
export const auditTypeLabel = (type: string) => AUDIT_TYPE_LABELS[type as AuditType] ?? type;

export const AUDIT_TYPE_OPTIONS = [
  { value: '', label: 'All events' },
  ...AUDIT_TYPES.map((type) => ({ value: type, label: AUDIT_TYPE_LABELS[type] })),
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
