// Default category and tag for rows that have none, chosen among the existing ones. What happens to such
// rows without a default depends on the role: an admin's go under the fallbacks, a user's are errors.
import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORT_FALLBACK_CATEGORY, IMPORT_FALLBACK_TAG } from '@prompt-lib/contract';
import { useCategories } from '../../../api/categories.ts';
import { useTags } from '../../../api/tags.ts';
import { fieldClass } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

export type ImportDefaults = { category: string; tag: string };

export function ImportDefaultsFields({
  isAdmin,
  value,
  onChange,
  disabled,
}: {
  isAdmin: boolean;
  value: ImportDefaults;
  onChange: (value: ImportDefaults) => void;
  disabled?: boolean;
}) {
  const categories = useCategories();
  const tags = useTags();
  const { t } = useLingui();
  const none = isAdmin
    ? t`None (use the fallback)`
    : t({ message: 'None', context: 'no default category or tag' });
  const fallbackCategory = IMPORT_FALLBACK_CATEGORY;
  const fallbackTag = IMPORT_FALLBACK_TAG;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="import-category">
            <Trans>Default category</Trans>
          </Label>
          <select
            id="import-category"
            className={cn(fieldClass, 'h-10')}
            value={value.category}
            disabled={disabled}
            aria-describedby="import-defaults-hint"
            onChange={(event) => onChange({ ...value, category: event.target.value })}
          >
            <option value="">{none}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.name}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="import-tag">
            <Trans>Default tag</Trans>
          </Label>
          <select
            id="import-tag"
            className={cn(fieldClass, 'h-10')}
            value={value.tag}
            disabled={disabled}
            aria-describedby="import-defaults-hint"
            onChange={(event) => onChange({ ...value, tag: event.target.value })}
          >
            <option value="">{none}</option>
            {tags.data?.map((tag) => (
              <option key={tag.id} value={tag.name}>
                {tag.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="import-defaults-hint" className="text-xs text-slate-500">
        {isAdmin
          ? t`For rows without a category or tag. Left empty, such rows go under “${fallbackCategory}” and get the tag “${fallbackTag}”.`
          : t`For rows without a category or tag. Left empty, such rows are errors and are not imported.`}
      </p>
    </div>
  );
}
