// How roles and account states read in the users screen, and the filter choices built from them, in
// the language of the i18n instance given (the reader's, from useLingui).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type Role, USER_STATUSES, type UserStatus } from '@prompt-lib/contract';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const PAGE_SIZE = 10;

export const ROLE_LABELS: Record<Role, MessageDescriptor> = { user: msg`User`, admin: msg`Admin` };

export const STATUS_LABELS: Record<UserStatus, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'account status' }),
  disabled: msg`Disabled`,
  unverified: msg`Unverified`,
};

export const STATUS_BADGES: Record<UserStatus, BadgeVariant> = {
  active: 'success',
  disabled: 'danger',
  unverified: 'warning',
};

export const roleOptions = (i18n: I18n) =>
  (Object.keys(ROLE_LABELS) as Role[]).map((role) => ({
    value: role,
    label: i18n._(ROLE_LABELS[role]),
  }));

export const roleFilterOptions = (i18n: I18n) => [
  { value: '', label: i18n._(msg`All roles`) },
  ...roleOptions(i18n),
];

export const statusFilterOptions = (i18n: I18n) => [
  { value: '', label: i18n._(msg`All statuses`) },
  ...USER_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) })),
];
