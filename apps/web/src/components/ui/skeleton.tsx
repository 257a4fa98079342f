// Grey pulsing block that stands in for content while it loads.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />
  );
}
