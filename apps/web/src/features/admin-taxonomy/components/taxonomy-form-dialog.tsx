// Add / edit dialog of a category (name, display order) or a tag (name), validated by the contract's
// schemas with the spec's messages; the server's refusal (a duplicate name) shows in the toast.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CategoryInput, categoryInputSchema } from '@prompt-lib/contract';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { KINDS, type TaxonomyItem, type TaxonomyKind, taxonomyTexts } from '../api/kinds.ts';
import { type TaxonomyInput, useTaxonomyMutations } from '../api/taxonomy-mutations.ts';

export type FormTarget = { mode: 'add'; displayOrder: number } | { mode: 'edit'; item: TaxonomyItem };

const valuesOf = (target: FormTarget): CategoryInput =>
  target.mode === 'add'
    ? { name: '', displayOrder: target.displayOrder }
    : { name: target.item.name, displayOrder: 'displayOrder' in target.item ? target.item.displayOrder : 0 };

export function TaxonomyFormDialog({
  kind,
  target,
  onClose,
}: {
  kind: TaxonomyKind;
  target: FormTarget | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { hasDisplayOrder } = KINDS[kind];
  const texts = taxonomyTexts(i18n, kind);
  const { save } = useTaxonomyMutations(kind);
  // One form for both: a tag's name follows the same rule as a category's (the contract shares it), and
  // its display order stays at a valid hidden 0 that is never sent.
  const { register, handleSubmit, reset, formState } = useForm<CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors } = formState;

  useEffect(() => {
    if (target) reset(valuesOf(target));
  }, [target, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const input: TaxonomyInput = hasDisplayOrder ? values : { name: values.name };
    const id = target?.mode === 'edit' ? target.item.id : undefined;
    try {
      await save.mutateAsync({ id, input });
      toast.success(id === undefined ? texts.created : texts.updated);
      onClose();
    } catch (error) {
      toast.error(texts.saveFailed, { description: errorText(error, t`Please try again.`) });
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target?.mode === 'edit' ? texts.edit : texts.add}</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormField
            id="taxonomy-name"
            label={t`Name`}
            autoComplete="off"
            registration={register('name')}
            error={errors.name}
          />
          {hasDisplayOrder && (
            <FormField
              id="taxonomy-order"
              label={t`Display Order`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              registration={register('displayOrder', { valueAsNumber: true })}
              error={errors.displayOrder}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              {target?.mode === 'edit' ? t`Save Changes` : texts.add}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
