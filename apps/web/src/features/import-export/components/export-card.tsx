// "Export": which prompts (scope, category, tag) in which format, downloaded as a file. Admins can also
// export the published library; everyone can export their own and their saved prompts.

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useCategories } from '../../../api/categories.ts';
import { useTags } from '../../../api/tags.ts';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { fieldClass } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useExportPrompts } from '../api/export-prompts.ts';
import {
  canEmbedImages,
  type ExportFormValues,
  emptyExportForm,
  exportFormSchema,
  FORMAT_CHOICES,
  scopeChoices,
  toExportRequest,
} from '../lib/export-form.ts';

export function ExportCard({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const categories = useCategories();
  const tags = useTags();
  const exportPrompts = useExportPrompts();
  const { register, control, handleSubmit, watch } = useForm<ExportFormValues>({
    resolver: zodResolver(exportFormSchema),
    defaultValues: emptyExportForm,
  });
  const embeddable = canEmbedImages(watch('format'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const filename = await exportPrompts.mutateAsync(toExportRequest(values));
      toast.success(t`Export downloaded`, { description: filename });
    } catch (error) {
      toast.error(t`Failed to export prompts`, { description: errorText(error, t`Please try again.`) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Export</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Download prompts as a file, oldest first.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label={t`Export prompts`} className="flex flex-col gap-5">
          <RadioCards
            legend={t`Prompts`}
            name="export-scope"
            choices={scopeChoices(isAdmin).map((choice) => ({
              ...choice,
              label: i18n._(choice.label),
              hint: i18n._(choice.hint),
            }))}
            registration={register('scope')}
          />
          <RadioCards
            legend={t`Format`}
            name="export-format"
            choices={FORMAT_CHOICES.map((choice) => ({ ...choice, hint: i18n._(choice.hint) }))}
            registration={register('format')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-category">
                <Trans>Category</Trans>
              </Label>
              <select id="export-category" className={cn(fieldClass, 'h-10')} {...register('category')}>
                <option value="">{t`All categories`}</option>
                {categories.data?.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-tag">
                <Trans>Tag</Trans>
              </Label>
              <select id="export-tag" className={cn(fieldClass, 'h-10')} {...register('tag')}>
                <option value="">{t`All tags`}</option>
                {tags.data?.map((tag) => (
                  <option key={tag.id} value={String(tag.id)}>
                    {tag.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex items-start gap-2.5">
            <Controller
              control={control}
              name="embedImages"
              render={({ field }) => (
                <Checkbox
                  id="export-images"
                  className="mt-0.5"
                  checked={embeddable && field.value}
                  disabled={!embeddable}
                  onCheckedChange={(on) => field.onChange(on === true)}
                  aria-describedby="export-images-hint"
                />
              )}
            />
            <div className="flex flex-col gap-0.5">
              <Label htmlFor="export-images" className={cn(!embeddable && 'text-slate-400')}>
                <Trans>Include images in the file</Trans>
              </Label>
              <p id="export-images-hint" className="text-xs text-slate-500">
                {embeddable
                  ? t`The file carries the pictures themselves instead of links to them (larger file).`
                  : t`CSV files keep links to the images.`}
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" loading={exportPrompts.isPending}>
              {!exportPrompts.isPending && <Download aria-hidden />}
              <Trans>Download</Trans>
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
