// The settings form's "Open in…" card (issue 30): which built-in assistants the menu shows, the
// instance's own ones (a name and a URL template), and the longest text put in an address.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUILT_IN_OPEN_TARGETS, CUSTOM_TARGETS_MAX, TEXT_SLOT } from '@prompt-lib/contract';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SettingsFormValues } from '../lib/settings-form.ts';

const builtInHint = (i18n: I18n, urlTemplate: string) =>
  urlTemplate.includes(TEXT_SLOT)
    ? i18n._(msg`Opens with the text filled in.`)
    : i18n._(msg`Copies the text, then opens.`);

const textSlot = TEXT_SLOT;
const exampleUrl = `https://chat.example.com/?q=${TEXT_SLOT}`;

export function OpenInSettings({
  control,
  register,
  errors,
}: {
  control: Control<SettingsFormValues>;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const { t, i18n } = useLingui();
  const custom = useFieldArray({ control, name: 'openIn.custom' });
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-slate-900">
          <Trans>Assistants in the menu</Trans>
        </legend>
        <div className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
          {BUILT_IN_OPEN_TARGETS.map((target) => (
            <FormField
              key={target.id}
              as="switch"
              id={`settings-open-${target.id}`}
              label={target.name}
              hint={builtInHint(i18n, target.urlTemplate)}
              value={target.id}
              registration={register('openIn.builtIn')}
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          <Trans>Your own assistants</Trans>
        </legend>
        <p className="text-xs text-slate-500">
          <Trans>
            Such as your Open WebUI or LibreChat. Put {textSlot} where the text goes, e.g. {exampleUrl}.
            Without it, the text is copied and the page opened.
          </Trans>
        </p>
        {custom.fields.map((field, index) => {
          const rowErrors = errors.openIn?.custom?.[index];
          const assistantName = field.name;
          return (
            <div
              key={field.id}
              className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_auto]"
            >
              <FormField
                id={`settings-open-custom-${index}-name`}
                label={t`Name`}
                registration={register(`openIn.custom.${index}.name`)}
                error={rowErrors?.name}
              />
              <FormField
                id={`settings-open-custom-${index}-url`}
                label={t`URL template`}
                spellCheck={false}
                autoCapitalize="none"
                placeholder={exampleUrl}
                registration={register(`openIn.custom.${index}.urlTemplate`)}
                error={rowErrors?.urlTemplate}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:mt-6"
                aria-label={assistantName ? t`Remove ${assistantName}` : t`Remove this assistant`}
                onClick={() => custom.remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {custom.fields.length < CUSTOM_TARGETS_MAX && (
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => custom.append({ id: '', name: '', urlTemplate: '' })}
          >
            <Plus aria-hidden />
            <Trans>Add an assistant</Trans>
          </Button>
        )}
      </fieldset>
      <FormField
        id="settings-open-max"
        type="number"
        inputMode="numeric"
        min={100}
        max={50000}
        label={t`Longest text put in an address`}
        hint={t`In characters. A longer prompt is copied, and the assistant opened without it.`}
        registration={register('openIn.urlTextMax', { valueAsNumber: true })}
        error={errors.openIn?.urlTextMax}
      />
    </>
  );
}
