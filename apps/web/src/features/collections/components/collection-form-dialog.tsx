// Create or rename a collection: name and description, validated by the contract's schema (the server
// applies the same rules). The dialog stays open with the server's message when saving fails.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COLLECTION_DESCRIPTION_MAX,
  COLLECTION_NAME_MAX,
  type CollectionFormInput,
  collectionFormSchema,
} from '@prompt-lib/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';

const empty: CollectionFormInput = { name: '', description: '' };

export function CollectionFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial = empty,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initial?: CollectionFormInput;
  /** Resolves when saved (the dialog closes); throws to keep it open. */
  onSubmit: (values: CollectionFormInput) => Promise<void>;
}) {
  const { t } = useLingui();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<CollectionFormInput>({
    resolver: zodResolver(collectionFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  // Each opening starts from the current values.
  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch {
      // The caller has said why (a toast); the form keeps what was typed.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
          <FormField
            id={`${id}-name`}
            label={t`Name`}
            maxLength={COLLECTION_NAME_MAX}
            dir="auto"
            autoComplete="off"
            registration={register('name')}
            error={errors.name}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>
              <Trans>Description (optional)</Trans>
            </Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              dir="auto"
              maxLength={COLLECTION_DESCRIPTION_MAX}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${id}-description-error` : undefined}
              {...register('description')}
            />
            <FieldError id={`${id}-description-error`} message={errors.description?.message} />
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
