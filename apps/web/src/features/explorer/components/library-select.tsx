// "Library" (issue 28), for signed-in users: which prompts the explorer lists. All that they may see,
// the public ones, those shared with one of their groups (one choice per group), or those shared
// with them. A native select like the sort, labelled and keyboard friendly.
import { Library } from 'lucide-react';
import { useId } from 'react';
import { useGroups } from '../../../api/groups.ts';
import type { ExplorerScope } from '../lib/explorer-filters.ts';

export function LibrarySelect({
  value,
  onChange,
}: {
  value: ExplorerScope;
  onChange: (scope: ExplorerScope) => void;
}) {
  const id = useId();
  const groups = useGroups(false);
  const groupChoices = (groups.data ?? []).map((group) => ({
    value: `group:${group.id}`,
    label: group.name,
  }));
  // A group in the URL that is not (or not yet) among the user's: still shown as the choice made.
  const unlisted =
    value.startsWith('group:') && !groupChoices.some((choice) => choice.value === value)
      ? { value, label: groups.isPending ? 'Loading…' : 'Another group' }
      : null;
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Library className="size-4 text-slate-500" aria-hidden="true" />
        Library
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExplorerScope)}
        className="h-9 max-w-48 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        <option value="all">All</option>
        <option value="public">Public</option>
        {(groupChoices.length > 0 || unlisted) && (
          <optgroup label="My groups">
            {[...groupChoices, ...(unlisted ? [unlisted] : [])].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        )}
        <option value="shared">Shared with me</option>
      </select>
    </div>
  );
}
