// Featured / Trending / New buttons and the horizontal category chips ("All" first). Every control
// is a toggle button; pressing the active flag again goes back to all prompts.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Category } from '@prompt-lib/contract';
import { Flame, Sparkles, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { type ExplorerMode, FLAG_MODES, type FlagMode, findCategory } from '../lib/explorer-filters.ts';

const flagLook: Record<FlagMode, { label: MessageDescriptor; icon: ReactNode; active: string }> = {
  featured: {
    label: msg({ message: 'Featured', context: 'prompt highlight' }),
    icon: <Star />,
    active: 'border-amber-300 bg-amber-50 text-amber-800',
  },
  trending: {
    label: msg({ message: 'Trending', context: 'prompt highlight' }),
    icon: <Flame />,
    active: 'border-rose-300 bg-rose-50 text-rose-700',
  },
  new: {
    label: msg({ message: 'New', context: 'prompt highlight' }),
    icon: <Sparkles />,
    active: 'border-emerald-300 bg-emerald-50 text-emerald-700',
  },
};

type FilterBarProps = {
  mode: ExplorerMode;
  categories: readonly Category[] | undefined;
  categoriesLoading: boolean;
  onChange: (mode: ExplorerMode) => void;
};

export function FilterBar({ mode, categories, categoriesLoading, onChange }: FilterBarProps) {
  const { t, i18n } = useLingui();
  const activeCategory = mode.kind === 'category' ? findCategory(categories, mode.category) : undefined;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:gap-4">
      <fieldset
        aria-label={t`Highlights`}
        className="flex min-w-0 shrink-0 flex-wrap gap-2 lg:border-e lg:border-slate-200 lg:pe-4"
      >
        {FLAG_MODES.map((flag) => {
          const pressed = mode.kind === flag;
          return (
            <button
              key={flag}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? { kind: 'all' } : { kind: flag })}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full border px-4 text-sm font-medium shadow-xs transition [&_svg]:size-4',
                pressed
                  ? flagLook[flag].active
                  : 'border-slate-200 bg-surface text-slate-700 hover:bg-slate-50',
              )}
            >
              <span aria-hidden="true">{flagLook[flag].icon}</span>
              {i18n._(flagLook[flag].label)}
            </button>
          );
        })}
      </fieldset>
      <fieldset
        aria-label={t`Categories`}
        className="-mx-4 flex min-w-0 flex-1 gap-2 overflow-x-auto py-1 ps-4 pe-10 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] [scrollbar-width:thin] sm:mx-0 sm:ps-0 rtl:[mask-image:linear-gradient(to_left,#000_calc(100%-2.5rem),transparent)]"
      >
        <Chip pressed={mode.kind === 'all'} onClick={() => onChange({ kind: 'all' })}>
          <Trans context="all categories">All</Trans>
        </Chip>
        {categoriesLoading &&
          ['w-20', 'w-24', 'w-16', 'w-28'].map((width) => (
            <Skeleton key={width} className={cn('h-9 shrink-0 rounded-full', width)} />
          ))}
        {categories?.map((category) => (
          <Chip
            key={category.id}
            pressed={activeCategory?.id === category.id}
            onClick={() => onChange({ kind: 'category', category: String(category.id) })}
          >
            {category.name}
          </Chip>
        ))}
      </fieldset>
    </div>
  );
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-9 shrink-0 rounded-full px-4 text-sm font-medium whitespace-nowrap transition',
        pressed
          ? 'bg-slate-900 text-slate-50 shadow-sm'
          : 'bg-slate-100 text-slate-700 hover:bg-slate-200 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}
