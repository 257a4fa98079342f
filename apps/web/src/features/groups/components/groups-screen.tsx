// /groups (issue 28): the groups the caller belongs to, or every group for an admin (?all=true), as
// cards. Admins create, edit (with the single sign-on name) and delete groups; managers edit theirs.
import type { Group } from '@prompt-lib/contract';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { useGroups } from '../../../api/groups.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { useCreateGroup } from '../api/create-group.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { type GroupFormOutput, groupPayload } from '../lib/group-form.ts';
import { GroupCard } from './group-card.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';

const failed = (title: string) => (error: unknown) => {
  toast.error(title, { description: errorText(error, 'Please try again.') });
  throw error;
};

export function GroupsScreen() {
  const { isAdmin } = useSession();
  const groups = useGroups(isAdmin);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const list = groups.data ?? [];
  const editInitial = useMemo(
    () =>
      editing && {
        name: editing.name,
        description: editing.description,
        ssoName: editing.ssoName ?? '',
      },
    [editing],
  );

  const createGroup = (values: GroupFormOutput) =>
    create
      .mutateAsync(groupPayload(values, true))
      .then(
        (group) => void toast.success(`Group ${group.name} created`),
        failed('Failed to create the group'),
      );
  const saveGroup = (values: GroupFormOutput) => {
    if (!editing) return Promise.resolve();
    return update
      .mutateAsync({ id: editing.id, input: groupPayload(values, isAdmin) })
      .then((group) => void toast.success(`Group ${group.name} saved`), failed('Failed to save the group'));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutateAsync(deleting.id).then(
      () => {
        toast.success(`Group ${deleting.name} deleted`);
        setDeleting(null);
      },
      (error: unknown) =>
        toast.error('Failed to delete the group', { description: errorText(error, 'Please try again.') }),
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title="Groups"
        description={isAdmin ? 'Every group of this library and its members.' : 'The groups you belong to.'}
        actions={
          isAdmin && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              Create group
            </Button>
          )
        }
      />
      {groups.isPending || groups.isError || list.length === 0 ? (
        <ListState
          loading={groups.isPending}
          error={groups.isError ? errorText(groups.error, 'Please try again.') : null}
          empty={list.length === 0}
          onRetry={() => groups.refetch()}
          errorTitle="Failed to load groups"
          emptyTitle={isAdmin ? 'No groups yet' : 'You are not in any group yet'}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((group) => (
            <li key={group.id} className="flex flex-col [&>*]:flex-1">
              <GroupCard
                group={group}
                canEdit={isAdmin || group.myRole === 'manager'}
                canDelete={isAdmin}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}
      <GroupFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create group"
        description="People in a group can share prompts with each other."
        submitLabel="Create group"
        withSsoName
        onSubmit={createGroup}
      />
      <GroupFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Edit ${editing.name}` : 'Edit group'}
        description="Change the group's name and description."
        submitLabel="Save"
        initial={editInitial ?? undefined}
        withSsoName={isAdmin}
        onSubmit={saveGroup}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete group?'}
        description="The group and all its memberships are removed. This cannot be undone."
        confirmLabel="Delete group"
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
