// One group in the list: its name (a link to its page), description, member count and the caller's role,
// with Edit for admins and managers and Delete for admins.
import { useLingui } from '@lingui/react/macro';
import type { Group } from '@prompt-lib/contract';
import { KeyRound, Pencil, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { GROUP_ROLE_BADGES, GROUP_ROLE_LABELS, memberCountText } from '../lib/group-labels.ts';

export function GroupCard({
  group,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: {
  group: Group;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (group: Group) => void;
  onDelete: (group: Group) => void;
}) {
  const { t, i18n } = useLingui();
  const groupName = group.name;
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold tracking-tight text-slate-900">
          <Link
            to={`/groups/${group.id}`}
            dir="auto"
            className="break-words hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            {group.name}
          </Link>
        </h2>
        {group.myRole && (
          <Badge variant={GROUP_ROLE_BADGES[group.myRole]} className="shrink-0">
            {i18n._(GROUP_ROLE_LABELS[group.myRole])}
          </Badge>
        )}
      </div>
      {group.description && (
        <p dir="auto" className="text-sm break-words text-slate-600">
          {group.description}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-1 text-sm text-slate-500">
        <span className="inline-flex items-center gap-1.5">
          <Users className="size-4" aria-hidden />
          {memberCountText(group.memberCount)}
        </span>
        {group.ssoName && (
          <span className="inline-flex min-w-0 items-center gap-1.5" title={t`Single sign-on name`}>
            <KeyRound className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{group.ssoName}</span>
          </span>
        )}
        {(canEdit || canDelete) && (
          <span className="ms-auto flex gap-1">
            {canEdit && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Edit ${groupName}`}
                onClick={() => onEdit(group)}
              >
                <Pencil aria-hidden />
              </Button>
            )}
            {canDelete && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Delete ${groupName}`}
                onClick={() => onDelete(group)}
                className="text-red-700"
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        )}
      </div>
    </Card>
  );
}
