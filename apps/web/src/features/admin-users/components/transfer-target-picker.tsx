// Picks the account that receives a deleted user's prompts: a search over active accounts and a list of
// the matches. The account chosen stays in the list when a later search no longer finds it, so the
// select never shows one account while the form holds another.
import { useLingui } from '@lingui/react/macro';
import type { AdminUser } from '@prompt-lib/contract';
import { useState } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsers } from '../api/list-users.ts';

const MATCHES = 10;

export function TransferTargetPicker({
  excludeId,
  registration,
  error,
}: {
  /** The account being deleted, which cannot receive its own prompts. */
  excludeId: number;
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const users = useUsers({ query, status: 'active', page: 0, size: MATCHES + 1 });
  const [chosen, setChosen] = useState<AdminUser | null>(null);
  const matches = (users.data?.list ?? []).filter((user) => user.id !== excludeId).slice(0, MATCHES);
  const listed = chosen && !matches.some((user) => user.id === chosen.id) ? [chosen, ...matches] : matches;
  const options = [
    { value: '', label: users.isPending ? t`Loading accounts…` : t`Choose an account` },
    ...listed.map((user) => ({ value: String(user.id), label: `${user.username} (${user.email})` })),
  ];

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <FormField
        id="transfer-search"
        label={t`Find an account`}
        type="search"
        placeholder={t`Username or e-mail`}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <FormField
        as="select"
        id="transfer-to"
        label={t`Account that receives the prompts`}
        hint={
          !users.isPending && matches.length === 0
            ? t`No active account matches this search.`
            : t`Only active accounts can receive prompts.`
        }
        options={options}
        registration={{
          ...registration,
          onChange: (event) => {
            const id = Number((event.target as HTMLSelectElement).value);
            setChosen(listed.find((user) => user.id === id) ?? null);
            return registration.onChange(event);
          },
        }}
        error={error}
      />
    </div>
  );
}
