// Name and expiry of a new access token. Sending it hands the created token (with its secret) up, and
// clears the form for the next one. At the per-user limit the button is disabled with the reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type CreatedAccessToken, SERVER_MSG } from '@prompt-lib/contract';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClass } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { ContractText } from '../../../lib/contract-text.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateAccessToken } from '../api/create-access-token.ts';
import {
  EXPIRY_CHOICES,
  emptyTokenForm,
  type TokenFormValues,
  tokenFormSchema,
  toTokenInput,
} from '../lib/token-form.ts';

export function CreateTokenForm({
  atLimit,
  onCreated,
}: {
  atLimit: boolean;
  onCreated: (token: CreatedAccessToken) => void;
}) {
  const { t, i18n } = useLingui();
  const create = useCreateAccessToken();
  const { register, handleSubmit, reset, formState } = useForm<TokenFormValues>({
    resolver: zodResolver(tokenFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyTokenForm,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toTokenInput(values));
      // The secret lives only in the caller's state from here: not in the mutation cache.
      create.reset();
      reset(emptyTokenForm);
      // No success toast: the secret's box says it, and a toast would sit over its Copy button.
      onCreated(created);
    } catch (error) {
      toast.error(t`Failed to create the access token`, {
        description: errorText(error, t`Please try again.`),
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t`Create an access token`}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_11rem_auto] sm:items-start">
        <FormField
          id="token-name"
          label={t`Token name`}
          placeholder={t`e.g. Claude Desktop`}
          autoComplete="off"
          registration={register('name')}
          error={errors.name}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="token-expiry">
            <Trans>Expires</Trans>
          </Label>
          <select id="token-expiry" className={cn(fieldClass, 'h-10')} {...register('expiry')}>
            {EXPIRY_CHOICES.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {i18n._(choice.label)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className="sm:mt-6.5" loading={isSubmitting} disabled={atLimit}>
          {!isSubmitting && <Plus aria-hidden />}
          <Trans>Create token</Trans>
        </Button>
      </div>
      {atLimit && (
        <p className="text-sm text-amber-700">
          <ContractText text={SERVER_MSG.tooManyTokens} />
        </p>
      )}
    </form>
  );
}
