// A group's page at /groups/{id}: its name and description, its members, and for admins and managers
// the means to edit it, add members, change roles and remove people; a member can leave. A group the
// caller may not see answers 404 and gets the app's 404 screen, so its existence is not revealed.
// The prompts shared with the group (issue 28) take their own section below the members.
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupDetail, GroupMember, GroupRole, UserSummary } from '@prompt-lib/contract';
import { ArrowLeft, LogOut, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useGroup } from '../api/get-group.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useSetMember } from '../api/set-member.ts';
import { useUpdateGroup } from '../api/update-group.ts';
import { type GroupFormOutput, groupPayload } from '../lib/group-form.ts';
import { GROUP_ROLE_BADGES, GROUP_ROLE_LABELS, memberCountText } from '../lib/group-labels.ts';
import { AddMemberForm } from './add-member-form.tsx';
import { GroupFormDialog } from './group-form-dialog.tsx';
import { GroupPrompts } from './group-prompts.tsx';
import { MembersTable } from './members-table.tsx';

export function GroupScreen({ id }: { id: number }) {
  const { t } = useLingui();
  const group = useGroup(id);
  if (id === 0 || (group.error instanceof ApiError && group.error.status === 404)) return <NotFoundPage />;
  if (group.isError)
    return (
      <PageContainer>
        <p className="py-16 text-center text-slate-600">
          {errorText(group.error, t`Could not load the group`)}
        </p>
      </PageContainer>
    );
  if (group.isPending) return <PageSpinner />;
  return <LoadedGroup group={group.data} />;
}

function LoadedGroup({ group }: { group: GroupDetail }) {
  const { t, i18n } = useLingui();
  const { user: me, isAdmin } = useSession();
  const toastFailure = (title: string) => (error: unknown) => {
    toast.error(title, { description: errorText(error, t`Please try again.`) });
    throw error;
  };
  const groupName = group.name;
  const navigate = useNavigate();
  const canManage = isAdmin || group.myRole === 'manager';
  const update = useUpdateGroup();
  const setMember = useSetMember();
  const removeMember = useRemoveMember();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const removingName = removing?.user.username;
  const [leaving, setLeaving] = useState(false);
  const memberIds = useMemo(() => new Set(group.members.map((member) => member.user.id)), [group.members]);
  const editInitial = useMemo(
    () => ({ name: group.name, description: group.description, ssoName: group.ssoName ?? '' }),
    [group.name, group.description, group.ssoName],
  );

  const save = (values: GroupFormOutput) =>
    update.mutateAsync({ id: group.id, input: groupPayload(values, isAdmin) }).then((saved) => {
      // Named as on the groups list, so both share one message.
      const groupName = saved.name;
      toast.success(t`Group ${groupName} saved`);
    }, toastFailure(t`Failed to save the group`));
  const add = (user: UserSummary, role: GroupRole) =>
    setMember.mutateAsync({ groupId: group.id, userId: user.id, role }).then(() => {
      const username = user.username;
      toast.success(role === 'manager' ? t`${username} added as manager` : t`${username} added as member`);
    }, toastFailure(t`Failed to add the member`));
  const changeRole = (member: GroupMember, role: GroupRole) =>
    setMember.mutateAsync({ groupId: group.id, userId: member.user.id, role }).then(
      () => {
        const username = member.user.username;
        toast.success(role === 'manager' ? t`${username} is now manager` : t`${username} is now member`);
      },
      (error: unknown) =>
        toast.error(t`Failed to change the role`, { description: errorText(error, t`Please try again.`) }),
    );
  const remove = (member: GroupMember, after: () => void) =>
    removeMember.mutateAsync({ groupId: group.id, userId: member.user.id }).then(after, (error: unknown) =>
      toast.error(member.user.id === me?.id ? t`Failed to leave the group` : t`Failed to remove the member`, {
        description: errorText(error, t`Please try again.`),
      }),
    );
  const confirmRemove = () =>
    removing &&
    remove(removing, () => {
      const username = removing.user.username;
      toast.success(t`${username} removed from ${groupName}`);
      setRemoving(null);
    });
  const confirmLeave = () => {
    const mine = group.members.find((member) => member.user.id === me?.id);
    if (!mine) return;
    remove(mine, () => {
      toast.success(t`You left ${groupName}`);
      navigate('/groups');
    });
  };

  return (
    <PageContainer className="flex flex-col gap-6">
      <Link
        to="/groups"
        className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        <Trans>All groups</Trans>
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1
              dir="auto"
              className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl"
            >
              {group.name}
            </h1>
            {group.myRole && (
              <Badge variant={GROUP_ROLE_BADGES[group.myRole]}>
                {i18n._(GROUP_ROLE_LABELS[group.myRole])}
              </Badge>
            )}
          </div>
          {group.description && (
            <p dir="auto" className="mt-2 max-w-3xl break-words text-slate-600">
              {group.description}
            </p>
          )}
          <p className="mt-1 text-sm text-slate-500">{memberCountText(group.memberCount)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              <Trans>Edit</Trans>
            </Button>
          )}
          {group.myRole && (
            <Button variant="secondary" onClick={() => setLeaving(true)}>
              <LogOut aria-hidden className="rtl:-scale-x-100" />
              <Trans>Leave group</Trans>
            </Button>
          )}
        </div>
      </header>

      <section aria-labelledby="group-members" className="flex flex-col gap-3">
        <h2 id="group-members" className="text-lg font-semibold text-slate-900">
          <Trans>Members</Trans>
        </h2>
        {canManage && <AddMemberForm memberIds={memberIds} busy={setMember.isPending} onAdd={add} />}
        <MembersTable
          members={group.members}
          meId={me?.id}
          canManage={canManage}
          pendingRole={
            setMember.isPending && memberIds.has(setMember.variables.userId)
              ? { userId: setMember.variables.userId, role: setMember.variables.role }
              : null
          }
          onRole={changeRole}
          onRemove={setRemoving}
        />
      </section>

      <GroupPrompts groupId={group.id} />

      <GroupFormDialog
        open={editing}
        onOpenChange={setEditing}
        title={t`Edit ${groupName}`}
        description={t`Change the group's name and description.`}
        submitLabel={t({ message: 'Save', context: 'save changes' })}
        initial={editInitial}
        withSsoName={isAdmin}
        onSubmit={save}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removingName ? t`Remove ${removingName}?` : t`Remove member?`}
        description={t`They will no longer be a member of ${groupName}.`}
        confirmLabel={t`Remove`}
        busy={removeMember.isPending}
        onConfirm={confirmRemove}
      />
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title={t`Leave ${groupName}?`}
        description={t`You will need a manager or an admin to add you again.`}
        confirmLabel={t`Leave group`}
        busy={removeMember.isPending}
        onConfirm={confirmLeave}
      />
    </PageContainer>
  );
}
