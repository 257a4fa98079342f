// "Sort by": Newest, Most used or Top rated, as a native select (labelled, keyboard and screen-reader
// friendly everywhere, compact on a phone).
import { ArrowDownWideNarrow } from 'lucide-react';
import { useId } from 'react';
import { EXPLORER_SORTS, type ExplorerSort } from '../lib/explorer-filters.ts';

export function SortSelect({
  value,
  onChange,
}: {
  value: ExplorerSort;
  onChange: (sort: ExplorerSort) => void;
}) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <ArrowDownWideNarrow className="size-4 text-slate-500" aria-hidden="true" />
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ExplorerSort)}
        className="h-9 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        {EXPLORER_SORTS.map((sort) => (
          <option key={sort.id} value={sort.id}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}
