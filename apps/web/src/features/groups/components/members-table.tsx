// The members of a group: avatar, username and role. Admins and managers change a role with its selector
// and remove a member; everyone else sees the role as a badge. The caller's own row has no Remove: they
// use "Leave group" instead.
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupMember, GroupRole } from '@prompt-lib/contract';
import { UserMinus } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClass } from '../../../components/ui/input.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { GROUP_ROLE_BADGES, GROUP_ROLE_LABELS, GROUP_ROLE_OPTIONS } from '../lib/group-labels.ts';

export function MembersTable({
  members,
  meId,
  canManage,
  pendingRole,
  onRole,
  onRemove,
}: {
  members: GroupMember[];
  meId: number | undefined;
  canManage: boolean;
  /** A role change on its way: the selector shows it until the group is refreshed. */
  pendingRole: { userId: number; role: GroupRole } | null;
  onRole: (member: GroupMember, role: GroupRole) => void;
  onRemove: (member: GroupMember) => void;
}) {
  const { t, i18n } = useLingui();
  if (members.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-surface p-6 text-center text-sm text-slate-600">
        <Trans>No members yet</Trans>
      </p>
    );
  }
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Member</Trans>
          </TableHead>
          <TableHead>
            <Trans>Role</Trans>
          </TableHead>
          {canManage && (
            <TableHead className="text-end">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => {
          const { user } = member;
          const username = user.username;
          const role = pendingRole?.userId === user.id ? pendingRole.role : member.role;
          return (
            <TableRow key={user.id}>
              <TableCell>
                <span className="flex items-center gap-3 whitespace-nowrap">
                  <Avatar name={user.username} src={user.avatarUrl} size="sm" />
                  <span className="font-medium text-slate-900">{user.username}</span>
                  {user.id === meId && (
                    <span className="text-xs text-slate-500">
                      <Trans>(you)</Trans>
                    </span>
                  )}
                </span>
              </TableCell>
              <TableCell>
                {canManage ? (
                  <select
                    aria-label={t`Role of ${username}`}
                    className={cn(fieldClass, 'h-8 w-32 min-w-30')}
                    value={role}
                    onChange={(event) => onRole(member, event.target.value as GroupRole)}
                  >
                    {GROUP_ROLE_OPTIONS.map((option) => (
                      <option key={option.value} value={option.value}>
                        {i18n._(option.label)}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Badge variant={GROUP_ROLE_BADGES[member.role]}>
                    {i18n._(GROUP_ROLE_LABELS[member.role])}
                  </Badge>
                )}
              </TableCell>
              {canManage && (
                <TableCell className="text-end">
                  {user.id !== meId && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t`Remove ${username}`}
                      onClick={() => onRemove(member)}
                      className="text-red-700"
                    >
                      <UserMinus aria-hidden />
                      <span className="hidden sm:inline">
                        <Trans>Remove</Trans>
                      </span>
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
