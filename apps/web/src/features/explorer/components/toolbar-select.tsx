// The explorer's toolbar choices (Library, Sort by, Language): a labelled native select, keyboard and
// screen-reader friendly everywhere and compact on a phone.
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export function ToolbarSelect({
  label,
  Icon,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  Icon: LucideIcon;
  value: string;
  onChange: (value: string) => void;
  /** The <option>s (and <optgroup>s). */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Icon className="size-4 text-slate-500" aria-hidden="true" />
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 max-w-48 rounded-lg border border-slate-300 bg-surface px-3 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        {children}
      </select>
    </div>
  );
}
