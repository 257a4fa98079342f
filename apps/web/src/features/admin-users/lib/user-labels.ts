// How roles and account states read in the users screen, and the filter choices built from them.
import { type Role, USER_STATUSES, type UserStatus } from '@prompt-lib/contract';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const PAGE_SIZE = 10;

export const ROLE_LABELS: Record<Role, string> = { user: 'User', admin: 'Admin' };

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  disabled: 'Disabled',
  unverified: 'Unverified',
};

export const STATUS_BADGES: Record<UserStatus, BadgeVariant> = {
  active: 'success',
  disabled: 'danger',
  unverified: 'warning',
};

export const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as Role[]).map((role) => ({
  value: role,
  label: ROLE_LABELS[role],
}));

export const ROLE_FILTER_OPTIONS = [{ value: '', label: 'All roles' }, ...ROLE_OPTIONS];

export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...USER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

export const roleNoun = (role: Role) => (role === 'admin' ? 'an admin' : 'a user');
