// A labelled group of checkboxes over names (the editor's categories and tags), with its error.
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function ChoiceGroup({
  id,
  legend,
  names,
  value,
  onChange,
  loading,
  error,
}: {
  id: string;
  legend: string;
  names: string[];
  value: string[];
  onChange: (names: string[]) => void;
  loading: boolean;
  error?: string;
}) {
  const chosen = new Set(value.map((name) => name.toLowerCase()));
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((item) => item.toLowerCase() !== name.toLowerCase()));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : (
        <div className="flex flex-wrap gap-2">
          {names.map((name) => {
            const checkboxId = `${id}-${name}`;
            return (
              <label
                key={name}
                htmlFor={checkboxId}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-surface px-3 py-1.5 text-sm text-slate-700 hover:border-indigo-300 has-[[data-state=checked]]:border-indigo-400 has-[[data-state=checked]]:bg-indigo-50"
              >
                <Checkbox
                  id={checkboxId}
                  checked={chosen.has(name.toLowerCase())}
                  onCheckedChange={(on) => toggle(name, on === true)}
                />
                {name}
              </label>
            );
          })}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
