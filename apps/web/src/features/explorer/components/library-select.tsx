// "Library" (issue 28), for signed-in users: which prompts the explorer lists. All that they may see,
// the public ones, those shared with one of their groups (one choice per group), or those shared
// with them.
import { Trans, useLingui } from '@lingui/react/macro';
import { Library } from 'lucide-react';
import { useGroups } from '../../../api/groups.ts';
import type { ExplorerScope } from '../lib/explorer-filters.ts';
import { ToolbarSelect } from './toolbar-select.tsx';

export function LibrarySelect({
  value,
  onChange,
}: {
  value: ExplorerScope;
  onChange: (scope: ExplorerScope) => void;
}) {
  const { t } = useLingui();
  const groups = useGroups(false);
  const groupChoices = (groups.data ?? []).map((group) => ({
    value: `group:${group.id}`,
    label: group.name,
  }));
  // A group in the URL that is not (or not yet) among the user's: still shown as the choice made.
  const unlisted =
    value.startsWith('group:') && !groupChoices.some((choice) => choice.value === value)
      ? { value, label: groups.isPending ? t`Loading…` : t`Another group` }
      : null;
  return (
    <ToolbarSelect
      label={<Trans>Library</Trans>}
      Icon={Library}
      value={value}
      onChange={(scope) => onChange(scope as ExplorerScope)}
    >
      <option value="all">{t({ message: 'All', context: 'library choice' })}</option>
      <option value="public">{t({ message: 'Public', context: 'library choice' })}</option>
      {(groupChoices.length > 0 || unlisted) && (
        <optgroup label={t`My groups`}>
          {[...groupChoices, ...(unlisted ? [unlisted] : [])].map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </optgroup>
      )}
      <option value="shared">{t`Shared with me`}</option>
    </ToolbarSelect>
  );
}
