// A boxed message inside a card or form: an error or a warning (announced at once, role alert), or a
// notice or a success (role status, announced politely). Optional actions (a button, a link) sit below the text.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ContractText } from '../../lib/contract-text.tsx';

const tones = {
  error: 'border-red-200 bg-red-50 text-red-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
} as const;

export function Callout({
  tone,
  title,
  children,
  actions,
  className,
}: {
  tone: keyof typeof tones;
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        <div>{typeof children === 'string' ? <ContractText text={children} /> : children}</div>
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
