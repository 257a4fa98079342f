// The Users tab: filters, one page of accounts, paging, "Create user", and the dialogs its row actions
// open (reset link, delete). Role and status changes happen here, each with its own toast.
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUser, ResetLink, Role } from '@prompt-lib/contract';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCreateResetLink } from '../api/create-reset-link.ts';
import { useUsers } from '../api/list-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { PAGE_SIZE } from '../lib/user-labels.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { ResetLinkDialog } from './reset-link-dialog.tsx';
import { UserFilters, type UserFilterValues } from './user-filters.tsx';
import { UsersTable } from './users-table.tsx';

export function UsersTab() {
  const { t } = useLingui();
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: errorText(error, t`Please try again.`) });
  const [filters, setFilters] = useState<UserFilterValues>({ query: '', role: '', status: '' });
  const [page, setPage] = useState(0);
  const query = useDebouncedValue(filters.query.trim());
  const users = useUsers({
    query,
    role: filters.role || undefined,
    status: filters.status || undefined,
    page,
    size: PAGE_SIZE,
  });
  const update = useUpdateUser();
  const resetLink = useCreateResetLink();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [link, setLink] = useState<{ user: AdminUser; link: ResetLink } | null>(null);
  const pageCount = Math.ceil((users.data?.totalCount ?? 0) / PAGE_SIZE);

  const changeFilters = (next: UserFilterValues) => {
    setFilters(next);
    setPage(0);
  };
  const changeRole = (user: AdminUser, role: Role) => {
    const username = user.username;
    return update
      .mutateAsync({ id: user.id, input: { role } })
      .then(
        () => toast.success(role === 'admin' ? t`${username} is now an admin` : t`${username} is now a user`),
        failed(t`Failed to change the role`),
      );
  };
  const toggleStatus = (user: AdminUser) => {
    const status = user.status === 'disabled' ? 'active' : 'disabled';
    const username = user.username;
    return update
      .mutateAsync({ id: user.id, input: { status } })
      .then(
        () =>
          toast.success(
            status === 'disabled'
              ? t({ message: `${username} disabled`, context: 'account' })
              : t({ message: `${username} enabled`, context: 'account' }),
          ),
        failed(status === 'disabled' ? t`Failed to disable the account` : t`Failed to enable the account`),
      );
  };
  const makeResetLink = (user: AdminUser) =>
    resetLink
      .mutateAsync(user.id)
      .then((created) => setLink({ user, link: created }), failed(t`Failed to create a reset link`));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <UserFilters values={filters} onChange={changeFilters} />
        </div>
        <Button onClick={() => setCreating(true)}>
          <UserPlus aria-hidden />
          <Trans>Create user</Trans>
        </Button>
      </div>
      <UsersTable
        users={users.data?.list}
        loading={users.isPending}
        error={users.isError ? errorText(users.error, t`Please try again.`) : null}
        onRetry={() => users.refetch()}
        pendingRole={
          update.isPending && update.variables.input.role
            ? { id: update.variables.id, role: update.variables.input.role }
            : null
        }
        onRole={changeRole}
        onToggleStatus={toggleStatus}
        onResetLink={makeResetLink}
        onDelete={setDeleting}
      />
      <Pagination
        className="mt-2"
        page={page + 1}
        pageCount={pageCount}
        onPage={(next) => setPage(next - 1)}
      />
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <ResetLinkDialog target={link} onClose={() => setLink(null)} />
    </div>
  );
}
