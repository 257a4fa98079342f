// "Add member": a username search (the lookup answers up to 10 accounts by prefix), a choice among the
// matches who are not members yet, a role, and Add. The account chosen stays offered when a later search
// no longer finds it, so the select never shows one account while the form holds another.
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupRole, UserSummary } from '@prompt-lib/contract';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useUserLookup } from '../../../api/groups.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { GROUP_ROLE_OPTIONS } from '../lib/group-labels.ts';

export function AddMemberForm({
  memberIds,
  busy,
  onAdd,
}: {
  memberIds: ReadonlySet<number>;
  busy: boolean;
  /** Resolves when added (the form clears); throws to keep the choice. */
  onAdd: (user: UserSummary, role: GroupRole) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<UserSummary | null>(null);
  const [role, setRole] = useState<GroupRole>('member');
  const query = useDebouncedValue(search.trim());
  const lookup = useUserLookup(query);
  const matches = (lookup.data ?? []).filter((user) => !memberIds.has(user.id));
  const listed = chosen && !matches.some((user) => user.id === chosen.id) ? [chosen, ...matches] : matches;
  const hint =
    query === ''
      ? t`Type the start of a username.`
      : !lookup.isFetching && matches.length === 0
        ? t`No account that is not a member yet matches this search.`
        : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    try {
      await onAdd(chosen, role);
      setChosen(null);
      setSearch('');
    } catch {
      // The caller has said why (a toast).
    }
  };

  return (
    <form
      onSubmit={submit}
      aria-label={t`Add member`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-surface p-4 sm:grid-cols-[1fr_1fr_10rem_auto] sm:items-start"
    >
      <FormField
        id="add-member-search"
        label={t`Find a person`}
        type="search"
        placeholder={t`Username`}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <FormField
        as="select"
        id="add-member-user"
        label={t`Person to add`}
        hint={hint}
        options={[
          { value: '', label: t`Choose a person` },
          ...listed.map((user) => ({ value: String(user.id), label: user.username })),
        ]}
        value={chosen ? String(chosen.id) : ''}
        onChange={(event) => setChosen(listed.find((user) => String(user.id) === event.target.value) ?? null)}
      />
      <FormField
        as="select"
        id="add-member-role"
        label={t`Role`}
        options={GROUP_ROLE_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
        value={role}
        onChange={(event) => setRole(event.target.value as GroupRole)}
      />
      <Button type="submit" disabled={!chosen} loading={busy} className="sm:mt-6">
        <UserPlus aria-hidden />
        <Trans>Add</Trans>
      </Button>
    </form>
  );
}
