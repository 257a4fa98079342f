// Create or edit a group: name, description and, for admins, the single sign-on name. Validated by the
// contract's rules; the dialog stays open with what was typed when saving fails (the caller's toast says
// why, e.g. "A group with this name already exists").

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX } from '@prompt-lib/contract';
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
import {
  emptyGroupForm,
  type GroupFormOutput,
  type GroupFormValues,
  groupFormSchema,
} from '../lib/group-form.ts';

export function GroupFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial = emptyGroupForm,
  withSsoName,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initial?: GroupFormValues;
  /** Admins only: managers cannot set the single sign-on name. */
  withSsoName: boolean;
  /** Resolves when saved (the dialog closes); throws to keep it open. */
  onSubmit: (values: GroupFormOutput) => Promise<void>;
}) {
  const { t } = useLingui();
  const id = useId();
  const { register, handleSubmit, reset, formState } = useForm<GroupFormValues, unknown, GroupFormOutput>({
    resolver: zodResolver(groupFormSchema),
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
            maxLength={GROUP_NAME_MAX}
            autoComplete="off"
            registration={register('name')}
            error={errors.name}
          />
          <FormField
            as="textarea"
            id={`${id}-description`}
            label={t`Description (optional)`}
            dir="auto"
            rows={3}
            maxLength={GROUP_DESCRIPTION_MAX}
            registration={register('description')}
            error={errors.description}
          />
          {withSsoName && (
            <FormField
              id={`${id}-sso`}
              label={t`SSO name (optional)`}
              hint={t`The value of the identity provider's groups claim that makes people members`}
              autoComplete="off"
              registration={register('ssoName')}
              error={errors.ssoName}
            />
          )}
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
