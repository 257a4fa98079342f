// The settings form: four cards (Access with new prompts' visibility, Registration, Password
// sign-in, "Open in…") and one Save. The whole object is sent, as PUT /api/settings expects; the
// saved answer becomes the form's new baseline.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicSettings, Settings } from '@prompt-lib/contract';
import { Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { RadioCards } from '../../../components/radio-cards.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { VISIBILITY_CHOICES } from '../../../lib/visibility.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import {
  accessChoices,
  passwordSignInHint,
  registrationChoices,
  type SettingsFormValues,
  settingsFormSchema,
  toFormValues,
  toSettings,
} from '../lib/settings-form.ts';
import { OpenInSettings } from './open-in-settings.tsx';

export function SettingsForm({ saved, publicSettings }: { saved: Settings; publicSettings: PublicSettings }) {
  const { t } = useLingui();
  const update = useUpdateSettings();
  const { register, control, handleSubmit, reset, watch, formState } = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toFormValues(saved),
  });
  const { errors } = formState;
  const registration = watch('registration');
  // Without another way in, password sign-in cannot be turned off (the server refuses it too).
  const passwordLocked = publicSettings.sso.length === 0 && saved.passwordSignIn;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await update.mutateAsync(toSettings(values));
      reset(toFormValues(result));
      toast.success(t`Settings saved`);
    } catch (error) {
      toast.error(t`Failed to save settings`, { description: errorText(error, t`Please try again.`) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Settings`} className="flex flex-col gap-6">
      <Section title={t`Access`} description={t`Who can see the library, and each new prompt in it.`}>
        <RadioCards
          legend={t`Who can browse the library`}
          name="settings-access"
          choices={accessChoices()}
          registration={register('access')}
        />
        <RadioCards
          legend={t`Who sees a new prompt`}
          name="settings-default-visibility"
          choices={VISIBILITY_CHOICES}
          registration={register('defaultVisibility')}
        />
      </Section>
      <Section
        title={t`Registration`}
        description={t`Who can create an account. Admins can always add users.`}
      >
        <RadioCards
          legend={t`Who can create an account`}
          name="settings-registration"
          choices={registrationChoices(publicSettings.email, saved.registration)}
          registration={register('registration')}
        />
        {registration === 'domains' && (
          <FormField
            as="textarea"
            id="settings-domains"
            label={t`Allowed domains`}
            hint={t`One per line, or separated by commas, e.g. example.com`}
            rows={4}
            spellCheck={false}
            autoCapitalize="none"
            registration={register('allowedDomains')}
            error={errors.allowedDomains}
          />
        )}
      </Section>
      <Section title={t`Sign-in`} description={t`How people prove who they are.`}>
        <FormField
          as="switch"
          id="settings-password-sign-in"
          label={t`Password sign-in`}
          hint={passwordSignInHint(publicSettings.sso)}
          disabled={passwordLocked}
          registration={register('passwordSignIn')}
          error={errors.passwordSignIn}
        />
      </Section>
      <Section
        title={t`Open in…`}
        description={t`The assistants a filled prompt opens in, from its page and from the fill dialog.`}
      >
        <OpenInSettings control={control} register={register} errors={errors} />
      </Section>
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending}>
          {!update.isPending && <Save aria-hidden />}
          <Trans>Save changes</Trans>
        </Button>
      </div>
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{children}</CardContent>
    </Card>
  );
}
