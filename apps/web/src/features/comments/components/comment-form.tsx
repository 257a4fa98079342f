// The one form of comments (issue 29): a textarea (the app's FormField) validated by the contract's
// commentFormSchema, the same rule as the server's, for a new comment, a reply and an edit.

import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { COMMENT_BODY_MAX, type CommentFormInput, commentFormSchema } from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { COMMENTS_TEXT } from '../texts.ts';

export function CommentForm({
  id,
  label,
  submitLabel,
  busyLabel = COMMENTS_TEXT.posting,
  initialBody = '',
  placeholder,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  id: string;
  label: string;
  submitLabel: string;
  busyLabel?: string;
  initialBody?: string;
  placeholder?: string;
  autoFocus?: boolean;
  /** Resolves once saved (the form then empties); rejects to keep the text. */
  onSubmit: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const { register, handleSubmit, formState, reset } = useForm<CommentFormInput>({
    resolver: zodResolver(commentFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { body: initialBody },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ body }) => {
    try {
      await onSubmit(body);
      reset({ body: '' });
    } catch {
      // The caller said why (a toast); the text stays to try again.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <FormField
        id={id}
        label={label}
        as="textarea"
        dir="auto"
        rows={3}
        maxLength={COMMENT_BODY_MAX}
        placeholder={placeholder}
        autoFocus={autoFocus}
        registration={register('body')}
        error={errors.body}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={isSubmitting}>
            {COMMENTS_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" loading={isSubmitting}>
          {isSubmitting ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
