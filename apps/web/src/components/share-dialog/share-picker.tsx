// The Share dialog's picker: one search box that finds people (the username lookup answers up to 10 by
// prefix) and groups (the caller's, or every group for an admin, matched anywhere in the name). Choosing
// a match adds it; what is already in the list, and the prompt's owner, are not offered. Enter takes
// the first match rather than submitting the dialog.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Share } from '@prompt-lib/contract';
import { Plus, UserRound, Users } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { useGroups, useUserLookup } from '../../api/groups.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';

/** A group or person not in the list yet, as the picker offers it (view only until changed). */
type Match = Omit<Share, 'canEdit'>;

export const shareKey = (share: Pick<Share, 'kind' | 'id'>) => `${share.kind}:${share.id}`;

export function SharePicker({
  chosen,
  ownerId,
  allGroups,
  onPick,
}: {
  /** The keys (shareKey) of the entries already in the list. */
  chosen: ReadonlySet<string>;
  /** The prompt's owner, who sees it anyway. */
  ownerId: number | null;
  /** Admins may share with any group (the server still holds an owner to their own groups). */
  allGroups: boolean;
  onPick: (match: Match) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const search = text.trim();
  const query = useDebouncedValue(search);
  const groups = useGroups(allGroups);
  const people = useUserLookup(query);
  const free = (match: Match) => !chosen.has(shareKey(match));
  const matches: Match[] =
    search === ''
      ? []
      : [
          ...(groups.data ?? [])
            .filter((group) => group.name.toLowerCase().includes(search.toLowerCase()))
            .map((group) => ({ kind: 'group' as const, id: group.id, name: group.name })),
          ...(query === '' ? [] : (people.data ?? []))
            .filter((user) => user.id !== ownerId)
            .map((user) => ({ kind: 'user' as const, id: user.id, name: user.username })),
        ].filter(free);
  const hint =
    search === ''
      ? t`Type the start of a username, or part of a group name.`
      : matches.length === 0 && !people.isFetching && query === search
        ? t`No person or group matches this search.`
        : undefined;

  const pick = (match: Match) => {
    onPick(match);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const [first] = matches;
    if (first) pick(first);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-search`}>
        <Trans>Add people or groups</Trans>
      </Label>
      <Input
        id={`${id}-search`}
        type="search"
        placeholder={t`Username or group name`}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {matches.length > 0 && (
        <ul
          aria-label={t`Matches`}
          className="flex max-h-48 flex-col overflow-y-auto rounded-lg border border-slate-200 bg-surface p-1 shadow-sm"
        >
          {matches.map((match) => {
            const name = match.name;
            return (
              <li key={shareKey(match)}>
                <button
                  type="button"
                  aria-label={match.kind === 'group' ? t`${name}, group` : t`${name}, person`}
                  onClick={() => pick(match)}
                  className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-start text-sm text-slate-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-500 [&_svg]:size-4"
                >
                  <ShareKindIcon kind={match.kind} />
                  <span dir="auto" className="min-w-0 flex-1 truncate">
                    {name}
                  </span>
                  <span className="text-xs text-slate-500">
                    {match.kind === 'group' ? <Trans>Group</Trans> : <Trans>Person</Trans>}
                  </span>
                  <Plus className="text-slate-400" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function ShareKindIcon({ kind }: { kind: Share['kind'] }) {
  return kind === 'group' ? (
    <Users className="shrink-0 text-slate-500" aria-hidden="true" />
  ) : (
    <UserRound className="shrink-0 text-slate-500" aria-hidden="true" />
  );
}
