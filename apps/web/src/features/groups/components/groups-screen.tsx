// /groups (issue 28): the groups the caller belongs to, or every group for an admin (?all=true), as
// cards. Admins create, edit (with the single sign-on name) and delete groups; managers edit theirs.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@prompt-lib/contract';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useGroups } from '../../../api/groups.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateGroup } from '../api/create-group.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { type GroupFormOutput, groupPayload } from '../lib/group-form.ts';
import { GroupCard } from './group-card.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';

export function GroupsScreen() {
  const { t } = useLingui();
  const failed = (title: string) => (error: unknown) => {
    toast.error(title, { description: errorText(error, t`Please try again.`) });
    throw error;
  };
  const { isAdmin } = useSession();
  const groups = useGroups(isAdmin);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const remove = useDeleteGroup();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Group | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const list = groups.data ?? [];
  // The same messages as the group card's and the group page's, with the same value names.
  const editTitle = (groupName: string) => t`Edit ${groupName}`;
  const deleteTitle = (groupName: string) => t`Delete ${groupName}?`;
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
    create.mutateAsync(groupPayload(values, true)).then((group) => {
      const groupName = group.name;
      toast.success(t`Group ${groupName} created`);
    }, failed(t`Failed to create the group`));
  const saveGroup = (values: GroupFormOutput) => {
    if (!editing) return Promise.resolve();
    return update.mutateAsync({ id: editing.id, input: groupPayload(values, isAdmin) }).then((group) => {
      const groupName = group.name;
      toast.success(t`Group ${groupName} saved`);
    }, failed(t`Failed to save the group`));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const groupName = deleting.name;
    remove.mutateAsync(deleting.id).then(
      () => {
        toast.success(t`Group ${groupName} deleted`);
        setDeleting(null);
      },
      (error: unknown) =>
        toast.error(t`Failed to delete the group`, { description: errorText(error, t`Please try again.`) }),
    );
  };

  return (
    <PageContainer>
      <PageHeader
        title={t`Groups`}
        description={isAdmin ? t`Every group of this library and its members.` : t`The groups you belong to.`}
        actions={
          isAdmin && (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden />
              <Trans>Create group</Trans>
            </Button>
          )
        }
      />
      {groups.isPending || groups.isError || list.length === 0 ? (
        <ListState
          loading={groups.isPending}
          error={groups.isError ? errorText(groups.error, t`Please try again.`) : null}
          empty={list.length === 0}
          onRetry={() => groups.refetch()}
          errorTitle={t`Failed to load groups`}
          emptyTitle={isAdmin ? t`No groups yet` : t`You are not in any group yet`}
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
        title={t`Create group`}
        description={t`People in a group can share prompts with each other.`}
        submitLabel={t`Create group`}
        withSsoName
        onSubmit={createGroup}
      />
      <GroupFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? editTitle(editing.name) : t`Edit group`}
        description={t`Change the group's name and description.`}
        submitLabel={t({ message: 'Save', context: 'save changes' })}
        initial={editInitial ?? undefined}
        withSsoName={isAdmin}
        onSubmit={saveGroup}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? deleteTitle(deleting.name) : t`Delete group?`}
        description={t`The group and all its memberships are removed. This cannot be undone.`}
        confirmLabel={t`Delete group`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </PageContainer>
  );
}
