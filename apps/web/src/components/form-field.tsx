// One labelled input bound to react-hook-form, with its error (and an optional hint) wired to
// aria-invalid / aria-describedby. Every form of the app uses it.
import type { ComponentProps } from 'react';
import type { FieldError as HookFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from './ui/input.tsx';
import { FieldError, Label } from './ui/label.tsx';

export function FormField({
  id,
  label,
  registration,
  error,
  hint,
  ...inputProps
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: HookFieldError;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'name'>) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
        {...registration}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}
