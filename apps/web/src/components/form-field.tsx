// One labelled control bound to react-hook-form, with its error (and an optional hint) wired to
// aria-invalid / aria-describedby. Every form of the app uses it. The control is a text input by default;
// `as` makes it a select (with `options`), a textarea, or a switch (a native checkbox with the switch
// role, so `register` binds it like any checkbox). Without `registration` it is a plain controlled
// control (a filter bar's value and onChange).
import type { ComponentProps } from 'react';
import type { FieldError as HookFieldError, UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../lib/cn.ts';
import { ContractText } from '../lib/contract-text.tsx';
import { fieldClass, Input, Textarea } from './ui/input.tsx';
import { FieldError, Label } from './ui/label.tsx';

type Base = {
  id: string;
  label: string;
  registration?: UseFormRegisterReturn;
  error?: HookFieldError;
  hint?: string;
};
export type FieldOption = { value: string; label: string };
type InputFieldProps = Base & { as?: 'input' } & Omit<ComponentProps<'input'>, 'id' | 'name'>;
type SelectFieldProps = Base & { as: 'select'; options: readonly FieldOption[] } & Omit<
    ComponentProps<'select'>,
    'id' | 'name' | 'children'
  >;
type TextareaFieldProps = Base & { as: 'textarea' } & Omit<ComponentProps<'textarea'>, 'id' | 'name'>;
type SwitchFieldProps = Base & { as: 'switch' } & Omit<ComponentProps<'input'>, 'id' | 'name' | 'type'>;
export type FormFieldProps = InputFieldProps | SelectFieldProps | TextareaFieldProps | SwitchFieldProps;

type Aria = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export function FormField(props: FormFieldProps) {
  const { id, label, error, hint } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const aria: Aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  const hintLine = hint && (
    <p id={hintId} className="text-xs text-slate-500">
      <ContractText text={hint} />
    </p>
  );
  if (props.as === 'switch') {
    return (
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {hintLine}
          <FieldError id={errorId} message={error?.message} />
        </div>
        {control(props, aria)}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {control(props, aria)}
      {hintLine}
      <FieldError id={errorId} message={error?.message} />
    </div>
  );
}

function control(props: FormFieldProps, aria: Aria) {
  switch (props.as) {
    case 'select': {
      const { as: _as, options, id: _id, label: _label, registration, error: _e, hint: _h, ...rest } = props;
      return (
        <select {...aria} {...rest} {...registration} className={cn(fieldClass, 'h-10', rest.className)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    }
    case 'textarea': {
      const { as: _as, id: _id, label: _label, registration, error: _e, hint: _h, ...rest } = props;
      return <Textarea {...aria} {...rest} {...registration} />;
    }
    case 'switch': {
      const {
        as: _as,
        id: _id,
        label: _label,
        registration,
        error: _e,
        hint: _h,
        className,
        ...rest
      } = props;
      return (
        <span className={cn('relative inline-flex shrink-0', className)}>
          <input
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; an aria-checked would have to follow it (and go stale under react-hook-form's uncontrolled input).
            role="switch"
            className="peer absolute inset-0 z-10 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
            {...aria}
            {...rest}
            {...registration}
          />
          <span
            aria-hidden="true"
            className={cn(
              'h-6 w-11 rounded-full bg-slate-300 transition-colors peer-checked:bg-indigo-600 peer-disabled:opacity-50',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500',
              'after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow-sm',
              'after:transition-transform peer-checked:after:translate-x-5 rtl:peer-checked:after:-translate-x-5',
            )}
          />
        </span>
      );
    }
    default: {
      const { as: _as, id: _id, label: _label, registration, error: _e, hint: _h, ...rest } = props;
      return <Input {...aria} {...rest} {...registration} />;
    }
  }
}
