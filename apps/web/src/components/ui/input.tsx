// Text input and textarea sharing one look; aria-invalid turns the border red.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClass = cn(
  'w-full rounded-lg border border-slate-300 bg-surface px-3 text-sm text-slate-900 shadow-xs transition-colors',
  'placeholder:text-slate-400 focus-visible:border-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-0',
  'focus-visible:outline-indigo-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
  '[&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-600',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:outline-red-500/30',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldClass, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-24 py-2', className)} {...props} />;
}
