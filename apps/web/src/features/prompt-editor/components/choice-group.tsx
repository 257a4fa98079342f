// A labelled group of checkboxes over names (the editor's categories and tags), with its error, and
// the two a prompt form has: its categories and tags (the editor's, "Suggest an edit"'s).
import { useLingui } from '@lingui/react/macro';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
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

/** What ChoiceGroup offers of a query of categories or tags: their names, once loaded. */
type NamesQuery = { data?: { name: string }[]; isPending: boolean };

/** A form's categories and tags as two ChoiceGroups (ids `{idPrefix}-categories`, `-tags`). */
export function TaxonomyChoices<T extends FieldValues & { categories: string[]; tags: string[] }>({
  control,
  idPrefix,
  categories,
  tags,
}: {
  control: Control<T>;
  idPrefix: string;
  categories: NamesQuery;
  tags: NamesQuery;
}) {
  const { t } = useLingui();
  const group = (name: 'categories' | 'tags', legend: string, query: NamesQuery) => (
    <Controller
      control={control}
      name={name as Path<T>}
      render={({ field, fieldState }) => (
        <ChoiceGroup
          id={`${idPrefix}-${name}`}
          legend={legend}
          names={(query.data ?? []).map((item) => item.name)}
          value={field.value}
          onChange={field.onChange}
          loading={query.isPending}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  return (
    <>
      {group('categories', t`Categories`, categories)}
      {group('tags', t`Tags`, tags)}
    </>
  );
}
