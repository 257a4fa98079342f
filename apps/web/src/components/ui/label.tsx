// Form label (Radix, so clicking it focuses its control) and the field error line under a control,
// whose message (the contract's validation texts, issue 31) is shown in the interface's language.
import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { ContractText } from '../../lib/contract-text.tsx';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return <LabelPrimitive.Root className={cn('text-sm font-medium text-slate-700', className)} {...props} />;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-700">
      <ContractText text={message} />
    </p>
  );
}
