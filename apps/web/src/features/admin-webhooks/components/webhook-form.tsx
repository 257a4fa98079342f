// The fields of a webhook, for "Add webhook" and for editing one: its URL, the events it receives (as
// pills with a checkbox each), the format and whether events on private prompts are sent too. The
// caller sends the values; the form only checks them with the contract's schema.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/label.tsx';
import {
  EVENT_CHOICES,
  FORMAT_OPTIONS,
  type WebhookFormOutput,
  type WebhookFormValues,
  webhookFormSchema,
} from '../lib/webhook-form.ts';

export function WebhookForm({
  id,
  label,
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** Prefix of the fields' ids: one form per webhook can be open beside the create form. */
  id: string;
  /** The form's accessible name. */
  label: string;
  defaultValues: WebhookFormValues;
  submitLabel: string;
  /** Resolves true when the values were saved (the form then starts again from `defaultValues`). */
  onSubmit: (values: WebhookFormOutput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t, i18n } = useLingui();
  const { register, control, handleSubmit, reset, formState } = useForm<
    WebhookFormValues,
    unknown,
    WebhookFormOutput
  >({ resolver: zodResolver(webhookFormSchema), defaultValues });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(defaultValues);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <FormField
          id={`${id}-url`}
          label={t`Payload URL`}
          type="url"
          inputMode="url"
          placeholder="https://example.com/hooks/prompt-lib"
          autoComplete="off"
          registration={register('url')}
          error={errors.url}
        />
        <FormField
          as="select"
          id={`${id}-format`}
          label={t`Format`}
          options={FORMAT_OPTIONS}
          registration={register('format')}
          error={errors.format}
        />
      </div>
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.events ? `${id}-events-error` : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-slate-800">
              <Trans>Events</Trans>
            </legend>
            <div className="flex flex-wrap gap-2">
              {EVENT_CHOICES.map(({ event, label: text }) => {
                const checkboxId = `${id}-event-${event}`;
                const chosen = field.value.includes(event);
                return (
                  <label
                    key={event}
                    htmlFor={checkboxId}
                    className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-200 bg-surface px-3 py-1.5 text-sm text-slate-700 hover:border-indigo-300 has-[[data-state=checked]]:border-indigo-400 has-[[data-state=checked]]:bg-indigo-50"
                  >
                    <Checkbox
                      id={checkboxId}
                      checked={chosen}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true ? [...field.value, event] : field.value.filter((e) => e !== event),
                        )
                      }
                    />
                    {i18n._(text)}
                  </label>
                );
              })}
            </div>
            <FieldError id={`${id}-events-error`} message={errors.events?.message} />
          </fieldset>
        )}
      />
      <FormField
        as="switch"
        id={`${id}-private`}
        label={t`Include private prompts`}
        hint={t`Also send events on private prompts. Off: only public and internal prompts.`}
        registration={register('includePrivate')}
        error={errors.includePrivate}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
