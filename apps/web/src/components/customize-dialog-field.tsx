// One field of the customize dialog, by the placeholder's form: a text input for a blank ("[topic]",
// "[topic: tea]"), a native select for a choice ("[tone: formal | casual]"), a text area for
// "[notes#long]", a number or date input for "[n#number]", "[d#date]" (the browser's own pickers, no
// widget library), and a group of checkboxes for "[l#multi: a | b]", whose value is the checked
// options joined with ", ". Native controls, so phones show their own pickers. An optional field says so.

import { useLingui } from '@lingui/react/macro';
import { chosenOptions, MULTI_SEPARATOR, type Placeholder, placeholderLabel } from '@prompt-lib/contract';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { FormField } from './form-field.tsx';
import { fieldClass } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type FieldProps = {
  id: string;
  placeholder: Placeholder;
  value: string;
  /** Why the value does not fit the placeholder's type, shown under it. */
  problem?: string | null;
  onChange: (value: string) => void;
};

export function PlaceholderField({ id, placeholder, value, problem, onChange }: FieldProps) {
  const { t } = useLingui();
  const name = placeholderLabel(placeholder.name);
  const label = placeholder.optional ? t`${name} (optional)` : name;
  const error = problem ? { type: 'validate', message: problem } : undefined;
  const lowerName = name.toLowerCase();
  const hint = t({ message: `Enter ${lowerName}`, comment: 'placeholder of a field; lowerName is its name' });
  if (placeholder.type === 'multi') return <MultiField {...{ id, placeholder, value, onChange, label }} />;
  if (placeholder.choices)
    return (
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <div className="relative">
          <select
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            dir="auto"
            className={cn(fieldClass, 'h-10 appearance-none pe-9')}
          >
            {placeholder.optional && <option value="">—</option>}
            {placeholder.choices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
        </div>
      </div>
    );
  const shared = {
    id,
    label,
    error,
    value,
    dir: 'auto',
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  if (placeholder.type === 'long')
    return (
      <div className="sm:col-span-2">
        <FormField as="textarea" {...shared} rows={4} placeholder={hint} />
      </div>
    );
  if (placeholder.type === 'number')
    return <FormField {...shared} type="number" inputMode="decimal" step="any" placeholder={hint} />;
  if (placeholder.type === 'date') return <FormField {...shared} type="date" />;
  return <FormField {...shared} placeholder={hint} />;
}

/** Checkboxes in a fieldset named by the label; the value keeps the author's order. */
function MultiField({
  id,
  placeholder,
  value,
  onChange,
  label,
}: Omit<FieldProps, 'problem'> & { label: string }) {
  const chosen = chosenOptions(placeholder, value);
  const toggle = (option: string, on: boolean) =>
    onChange(
      (placeholder.choices ?? [])
        .filter((choice) => (choice === option ? on : chosen.includes(choice)))
        .join(MULTI_SEPARATOR),
    );
  return (
    <fieldset className="grid content-start gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {(placeholder.choices ?? []).map((option, index) => (
          <label key={option} htmlFor={`${id}-${index}`} className="inline-flex items-center gap-2 text-sm">
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
              className="size-4 accent-indigo-600"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
