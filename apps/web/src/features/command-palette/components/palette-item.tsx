// One row of the command palette and the classes its groups and notes share.
import { Command } from 'cmdk';
import type { ReactNode } from 'react';

export const paletteGroup =
  'px-2 pb-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2.5 [&_[cmdk-group-heading]]:pb-1 ' +
  '[&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-slate-500';

export const paletteNote = 'px-4 py-3 text-sm text-slate-600';

export function PaletteItem({
  value,
  icon,
  detail,
  onSelect,
  children,
}: {
  value: string;
  icon: ReactNode;
  /** A second, quieter line (where a result comes from). */
  detail?: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Command.Item
      value={value}
      onSelect={onSelect}
      className="flex cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm text-slate-800 select-none data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-800 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400"
    >
      <span aria-hidden="true">{icon}</span>
      {/* A prompt's title keeps its own direction. */}
      <span className="min-w-0 flex-1 truncate" dir="auto">
        {children}
      </span>
      {detail && <span className="shrink-0 text-xs text-slate-500">{detail}</span>}
    </Command.Item>
  );
}
