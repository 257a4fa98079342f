// How a group role reads on screen: the selector's options and the badge of "my role".
import type { GroupRole } from '@prompt-lib/contract';
import type { BadgeVariant } from '../../../components/ui/badge.tsx';

export const GROUP_ROLE_LABELS: Record<GroupRole, string> = { manager: 'Manager', member: 'Member' };

export const GROUP_ROLE_OPTIONS = [
  { value: 'member', label: GROUP_ROLE_LABELS.member },
  { value: 'manager', label: GROUP_ROLE_LABELS.manager },
] as const;

export const GROUP_ROLE_BADGES: Record<GroupRole, BadgeVariant> = { manager: 'brand', member: 'neutral' };

/** "3 members", "1 member". */
export const memberCountText = (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`;
