// A fieldset of native radio buttons drawn as small cards (label and hint), bound to react-hook-form.
// Native inputs keep the arrow-key behaviour and the form's values as plain strings. A choice can be
// disabled; its hint then says why.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../lib/cn.ts';

export type RadioChoice = { id: string; label: string; hint: string; disabled?: boolean };

// Two or four choices sit two to a row; three (or more) three to a row.
const columns = (count: number) => (count === 2 || count === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-3');

export function RadioCards({
  legend,
  name,
  choices,
  registration,
}: {
  legend: string;
  name: string;
  choices: RadioChoice[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={cn('grid gap-2', columns(choices.length))}>
        {choices.map((choice) => {
          const id = `${name}-${choice.id}`;
          return (
            <label
              key={choice.id}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-lg border border-slate-200 bg-surface px-3 py-2.5',
                'transition-colors hover:border-indigo-300 has-checked:border-indigo-500 has-checked:bg-indigo-50/60',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-500',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60',
              )}
            >
              <input
                id={id}
                type="radio"
                value={choice.id}
                className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-none"
                aria-describedby={`${id}-hint`}
                {...registration}
                disabled={choice.disabled || registration.disabled}
              />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium text-slate-900">{choice.label}</span>
                <span id={`${id}-hint`} className="text-xs text-slate-500">
                  {choice.hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
