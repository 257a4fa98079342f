// One page of accounts: username, e-mail, a role selector, the status, dates, prompts and a menu of
// actions. On a phone the table scrolls sideways inside its card (cells do not wrap), so every column
// stays readable. Admins change their own account in profile settings, so their row is read-only.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser, Role } from '@prompt-lib/contract';
import { Ban, CircleCheck, KeyRound, MoreHorizontal, Trash2 } from 'lucide-react';
import { ListState } from '../../../components/list-state.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
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
import { formatCardDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { roleOptions, STATUS_BADGES, STATUS_LABELS } from '../lib/user-labels.ts';

type RowActions = {
  onRole: (user: AdminUser, role: Role) => void;
  onToggleStatus: (user: AdminUser) => void;
  onResetLink: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
};

export function UsersTable({
  users,
  loading,
  error,
  onRetry,
  pendingRole,
  ...actions
}: {
  users: AdminUser[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** A role change on its way: the selector shows it until the list is refreshed. */
  pendingRole: { id: number; role: Role } | null;
} & RowActions) {
  const { t } = useLingui();
  const { user: me } = useSession();
  if (loading || error !== null || !users || users.length === 0) {
    return (
      <ListState
        loading={loading}
        error={error}
        empty={!users || users.length === 0}
        onRetry={onRetry}
        errorTitle={t`Failed to load users`}
        emptyTitle={t`No users match these filters`}
      />
    );
  }
  return (
    <Table className="min-w-[56rem]">
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Username</Trans>
          </TableHead>
          <TableHead>
            <Trans>E-mail</Trans>
          </TableHead>
          <TableHead>
            <Trans>Role</Trans>
          </TableHead>
          <TableHead>
            <Trans>Status</Trans>
          </TableHead>
          <TableHead>
            <Trans>Created</Trans>
          </TableHead>
          <TableHead>
            <Trans>Last sign-in</Trans>
          </TableHead>
          <TableHead className="text-end">
            <Trans>Prompts</Trans>
          </TableHead>
          <TableHead className="text-end">
            <span className="sr-only">
              <Trans>Actions</Trans>
            </span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === me?.id}
            role={pendingRole?.id === user.id ? pendingRole.role : user.role}
            {...actions}
          />
        ))}
      </TableBody>
    </Table>
  );
}

function UserRow({
  user,
  isSelf,
  role,
  onRole,
  onToggleStatus,
  onResetLink,
  onDelete,
}: { user: AdminUser; isSelf: boolean; role: Role } & RowActions) {
  const { t, i18n } = useLingui();
  const username = user.username;
  const selfNote = isSelf ? t`Use your profile settings to change your own account` : undefined;
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap text-slate-900">
        {user.username}
        {isSelf && (
          <span className="ms-1.5 text-xs font-normal text-slate-500">
            <Trans>(you)</Trans>
          </span>
        )}
      </TableCell>
      <TableCell className="whitespace-nowrap">{user.email}</TableCell>
      <TableCell>
        <select
          aria-label={t`Role of ${username}`}
          className={cn(fieldClass, 'h-8 w-28')}
          value={role}
          disabled={isSelf}
          title={selfNote}
          onChange={(event) => onRole(user, event.target.value as Role)}
        >
          {roleOptions(i18n).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell>
        <Badge variant={STATUS_BADGES[user.status]}>{i18n._(STATUS_LABELS[user.status])}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatCardDate(user.createdAt)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {user.lastSignInAt
          ? formatCardDate(user.lastSignInAt)
          : t({ message: 'Never', context: 'last sign-in' })}
      </TableCell>
      <TableCell className="text-end tabular-nums">{user.promptCount}</TableCell>
      <TableCell className="text-end">
        {/* Not modal: the dialogs its items open would otherwise inherit the menu's pointer lock. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild disabled={isSelf}>
            <Button variant="ghost" size="icon" aria-label={t`Actions for ${username}`} title={selfNote}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onToggleStatus(user)}>
              {user.status === 'disabled' ? <CircleCheck aria-hidden /> : <Ban aria-hidden />}
              {user.status === 'disabled' ? t`Enable` : t`Disable`}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onResetLink(user)}>
              <KeyRound aria-hidden />
              <Trans>Reset link</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onDelete(user)}>
              <Trash2 aria-hidden />
              {/* On the label: cn does not merge classes, so the item's own text colour would win. */}
              <span className="text-red-700">
                <Trans>Delete</Trans>
              </span>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </TableCell>
    </TableRow>
  );
}
