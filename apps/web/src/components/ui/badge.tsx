// Small pill for flags, tags, categories and states.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

const variants = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  brand: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  trending: 'bg-rose-50 text-rose-700 ring-rose-200',
  featured: 'bg-amber-50 text-amber-800 ring-amber-200',
  new: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  // A prompt shared with people or groups (issue 28).
  shared: 'bg-violet-50 text-violet-700 ring-violet-200',
  outline: 'bg-surface text-slate-700 ring-slate-300',
  // States (an account, an invitation): fine, needs attention, stopped.
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = 'neutral',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
