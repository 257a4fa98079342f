// One page of accounts: username, e-mail, a role selector, the status, dates, prompts and a menu of
// actions. On a phone the table scrolls sideways inside its card (cells do not wrap), so every column
// stays readable. Admins change their own account in profile settings, so their row is read-only.
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
import { ROLE_OPTIONS, STATUS_BADGES, STATUS_LABELS } from '../lib/user-labels.ts';

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
  const { user: me } = useSession();
  if (loading || error !== null || !users || users.length === 0) {
    return (
      <ListState
        loading={loading}
        error={error}
        empty={!users || users.length === 0}
        onRetry={onRetry}
        errorTitle="Failed to load users"
        emptyTitle="No users match these filters"
      />
    );
  }
  return (
    <Table className="min-w-[56rem]">
      <TableHeader>
        <TableRow>
          <TableHead>Username</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead className="text-right">Prompts</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
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
  const selfNote = isSelf ? 'Use your profile settings to change your own account' : undefined;
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap text-slate-900">
        {user.username}
        {isSelf && <span className="ml-1.5 text-xs font-normal text-slate-500">(you)</span>}
      </TableCell>
      <TableCell className="whitespace-nowrap">{user.email}</TableCell>
      <TableCell>
        <select
          aria-label={`Role of ${user.username}`}
          className={cn(fieldClass, 'h-8 w-28')}
          value={role}
          disabled={isSelf}
          title={selfNote}
          onChange={(event) => onRole(user, event.target.value as Role)}
        >
          {ROLE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </TableCell>
      <TableCell>
        <Badge variant={STATUS_BADGES[user.status]}>{STATUS_LABELS[user.status]}</Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap">{formatCardDate(user.createdAt)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {user.lastSignInAt ? formatCardDate(user.lastSignInAt) : 'Never'}
      </TableCell>
      <TableCell className="text-right tabular-nums">{user.promptCount}</TableCell>
      <TableCell className="text-right">
        {/* Not modal: the dialogs its items open would otherwise inherit the menu's pointer lock. */}
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild disabled={isSelf}>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${user.username}`} title={selfNote}>
              <MoreHorizontal aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => onToggleStatus(user)}>
              {user.status === 'disabled' ? <CircleCheck aria-hidden /> : <Ban aria-hidden />}
              {user.status === 'disabled' ? 'Enable' : 'Disable'}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onResetLink(user)}>
              <KeyRound aria-hidden />
              Reset link
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onDelete(user)}>
              <Trash2 aria-hidden />
              {/* On the label: cn does not merge classes, so the item's own text colour would win. */}
              <span className="text-red-700">Delete</span>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </TableCell>
    </TableRow>
  );
}
