// "Export": which prompts (scope, category, tag) in which format, downloaded as a file. Admins can also
// export the published library; everyone can export their own and their saved prompts.
import { zodResolver } from '@hookform/resolvers/zod';
import { Download } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
      toast.success('Export downloaded', { description: filename });
    } catch (error) {
      toast.error('Failed to export prompts', { description: errorText(error, 'Please try again.') });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Export</CardTitle>
        <CardDescription>Download prompts as a file, oldest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Export prompts" className="flex flex-col gap-5">
          <RadioCards
            legend="Prompts"
            name="export-scope"
            choices={scopeChoices(isAdmin)}
            registration={register('scope')}
          />
          <RadioCards
            legend="Format"
            name="export-format"
            choices={FORMAT_CHOICES}
            registration={register('format')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-category">Category</Label>
              <select id="export-category" className={cn(fieldClass, 'h-10')} {...register('category')}>
                <option value="">All categories</option>
                {categories.data?.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="export-tag">Tag</Label>
              <select id="export-tag" className={cn(fieldClass, 'h-10')} {...register('tag')}>
                <option value="">All tags</option>
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
                Include images in the file
              </Label>
              <p id="export-images-hint" className="text-xs text-slate-500">
                {embeddable
                  ? 'The file carries the pictures themselves instead of links to them (larger file).'
                  : 'CSV files keep links to the images.'}
              </p>
            </div>
          </div>
          <div>
            <Button type="submit" loading={exportPrompts.isPending}>
              {!exportPrompts.isPending && <Download aria-hidden />}
              Download
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
