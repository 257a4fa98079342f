// The users list's filters: a search over username and e-mail, a role and a status. The values are the
// caller's; the search reaches the server once typing pauses (the caller debounces it).
import { useLingui } from '@lingui/react/macro';
import type { Role, UserStatus } from '@prompt-lib/contract';
import { FormField } from '../../../components/form-field.tsx';
import { roleFilterOptions, statusFilterOptions } from '../lib/user-labels.ts';

export type UserFilterValues = { query: string; role: Role | ''; status: UserStatus | '' };

export function UserFilters({
  values,
  onChange,
}: {
  values: UserFilterValues;
  onChange: (values: UserFilterValues) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <search aria-label={t`Filter users`} className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_10rem_10rem]">
      <div className="col-span-2 sm:col-span-1">
        <FormField
          id="users-search"
          label={t`Search`}
          type="search"
          placeholder={t`Username or e-mail`}
          autoComplete="off"
          value={values.query}
          onChange={(event) => onChange({ ...values, query: event.target.value })}
        />
      </div>
      <FormField
        as="select"
        id="users-role"
        label={t`Role`}
        options={roleFilterOptions(i18n)}
        value={values.role}
        onChange={(event) => onChange({ ...values, role: event.target.value as Role | '' })}
      />
      <FormField
        as="select"
        id="users-status"
        label={t`Status`}
        options={statusFilterOptions(i18n)}
        value={values.status}
        onChange={(event) => onChange({ ...values, status: event.target.value as UserStatus | '' })}
      />
    </search>
  );
}
