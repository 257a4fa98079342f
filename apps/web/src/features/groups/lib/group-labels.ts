// How a group role reads on screen: the selector's options and the badge of "my role".
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { GroupRole } from '@prompt-lib/contract';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

// Message descriptors, translated when shown (issue 31).
export const GROUP_ROLE_LABELS: Record<GroupRole, MessageDescriptor> = {
  manager: msg({ message: 'Manager', context: 'group role' }),
  member: msg({ message: 'Member', context: 'group role' }),
};

export const GROUP_ROLE_OPTIONS = [
  { value: 'member', label: GROUP_ROLE_LABELS.member },
  { value: 'manager', label: GROUP_ROLE_LABELS.manager },
] as const;

export const GROUP_ROLE_BADGES: Record<GroupRole, BadgeVariant> = { manager: 'brand', member: 'neutral' };

/** "3 members", "1 member", in the active language (called during render). */
export const memberCountText = (count: number) => plural(count, { one: '# member', other: '# members' });
