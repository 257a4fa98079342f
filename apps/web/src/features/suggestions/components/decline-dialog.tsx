// Declining a suggestion: an optional reason (the app's FormField, checked by the contract's
// declineInputSchema), which its author sees.

import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { type DeclineInput, declineInputSchema, SUGGESTION_MESSAGE_MAX } from '@prompt-lib/contract';
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
import { SUGGESTIONS_TEXT as T } from '../texts.ts';

export function DeclineDialog({
  open,
  onOpenChange,
  onDecline,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Resolves once declined; rejects to keep the dialog open. */
  onDecline: (reason: string) => Promise<unknown>;
}) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const { register, handleSubmit, formState } = useForm<DeclineInput>({
    resolver: zodResolver(declineInputSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await onDecline(reason ?? '');
    } catch {
      // The caller said why (a toast); the reason stays to try again.
    }
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.declineTitle}</DialogTitle>
          <DialogDescription>{T.declineText}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormField
            id="decline-reason"
            label={T.reasonLabel}
            as="textarea"
            dir="auto"
            rows={3}
            maxLength={SUGGESTION_MESSAGE_MAX}
            registration={register('reason')}
            error={errors.reason}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="secondary"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              {T.cancel}
            </Button>
            <Button type="submit" variant="destructive" loading={isSubmitting}>
              {T.decline}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
