// Profile settings (spec §2, §5, §8): a card with the avatar and the user's counts, and the form for
// username, e-mail (locked for admins), profile picture and the bio of the public profile (issue 29). Saving and refreshing are separate busy
// states; the success toast names what changed.

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIO_MAX, MSG, type ProfileFormInput, profileFormSchema, type User } from '@prompt-lib/contract';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { ImageUploader } from '../../../components/image-uploader/image-uploader.tsx';
import { LanguageMenu } from '../../../components/language-menu.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { api, errorText } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { PROFILE_TEXT } from '../texts.ts';
import { changedFields, updatedMessage } from './profile-changes.ts';

const formValues = (user: User): ProfileFormInput => ({
  username: user.username,
  email: user.email,
  avatarUrl: user.avatarUrl,
  bio: user.bio ?? '',
});

/** `children` are further settings sections, shown below the profile (the route composes them). */
export function ProfileScreen({ user, children }: { user: User; children?: ReactNode }) {
  const { t } = useLingui();
  const { isAdmin, refreshUser } = useSession();
  const [refreshing, setRefreshing] = useState(false);
  const { register, control, handleSubmit, reset, watch, formState } = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: formValues(user),
  });
  const { errors, isSubmitting } = formState;
  const avatarUrl = watch('avatarUrl') ?? null;

  const onSubmit = handleSubmit(async (values) => {
    // The bio only when it changed: left out, the server keeps it (and the spec's bodies stay as they were).
    const bio = (values.bio ?? '') !== (user.bio ?? '') ? { bio: values.bio ?? '' } : {};
    const common = { username: values.username, avatarUrl: values.avatarUrl ?? null, ...bio };
    const body = isAdmin ? common : { ...common, email: values.email };
    try {
      await api.put<User>('/auth/me', body);
      const fresh = await refreshUser();
      const after = { ...values, avatarUrl: values.avatarUrl ?? null, bio: fresh.bio };
      toast.success(updatedMessage(changedFields(user, after)));
      reset(formValues(fresh));
    } catch (error) {
      toast.error(errorText(error, t`Failed to update profile`));
    }
  });

  const onRefresh = async () => {
    setRefreshing(true);
    try {
      reset(formValues(await refreshUser()));
      toast.success(t`User data refreshed successfully`);
    } catch {
      toast.error(t`Failed to refresh user data`);
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PageContainer className="max-w-5xl">
      <PageHeader
        title={t`Profile Settings`}
        actions={
          <Button variant="secondary" onClick={onRefresh} loading={refreshing}>
            {!refreshing && <RefreshCw aria-hidden />}
            <Trans>Refresh Data</Trans>
          </Button>
        }
      />
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <Card className="self-start">
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center">
            <Avatar name={user.username} src={user.avatarUrl} size="lg" />
            <div>
              <p className="text-lg font-semibold text-slate-900">{user.username}</p>
              <p className="text-sm break-all text-slate-500">{user.email}</p>
            </div>
            <dl className="grid w-full grid-cols-2 gap-2 border-t border-slate-100 pt-4 text-sm">
              <div>
                <dt className="text-slate-500">
                  <Trans>Prompts used</Trans>
                </dt>
                <dd className="text-xl font-bold text-slate-900">{user.promptsUsed ?? 0}</dd>
              </div>
              <div>
                <dt className="text-slate-500">
                  <Trans>Prompts saved</Trans>
                </dt>
                <dd className="text-xl font-bold text-slate-900">{user.promptsSaved ?? 0}</dd>
              </div>
            </dl>
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Trans>Status</Trans>
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
                <Trans context="account status">Active</Trans>
              </span>
            </p>
            <LanguageMenu place="settings" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Your details</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
              <FormField
                id="profile-username"
                label={t`Username`}
                autoComplete="username"
                registration={register('username')}
                error={errors.username}
              />
              <FormField
                id="profile-email"
                label={t`Email`}
                type="email"
                autoComplete="email"
                disabled={isAdmin}
                hint={isAdmin ? MSG.adminEmailLocked : undefined}
                registration={register('email')}
                error={errors.email}
              />
              <FormField
                id="profile-bio"
                label={t`Bio`}
                as="textarea"
                dir="auto"
                rows={4}
                maxLength={BIO_MAX}
                hint={PROFILE_TEXT.bioHint}
                registration={register('bio')}
                error={errors.bio}
              />
              <div className="flex flex-col gap-2">
                <span className="text-sm font-medium text-slate-800">
                  <Trans>Profile Picture</Trans>
                </span>
                <div className="flex items-center gap-4">
                  <Avatar name={user.username} src={avatarUrl} size="lg" />
                  {avatarUrl && (
                    <Controller
                      control={control}
                      name="avatarUrl"
                      render={({ field }) => (
                        <Button type="button" variant="ghost" size="sm" onClick={() => field.onChange(null)}>
                          <Trans>Remove picture</Trans>
                        </Button>
                      )}
                    />
                  )}
                </div>
                <Controller
                  control={control}
                  name="avatarUrl"
                  render={({ field }) => (
                    <ImageUploader
                      variant="avatar"
                      maxFiles={1}
                      value={field.value ? [field.value] : []}
                      onChange={(urls) => field.onChange(urls[0] ?? null)}
                      onUploaded={() => toast.success(t`Image uploaded successfully`)}
                      onUploadFailed={(message) => {
                        // The uploader's own message (components/image-uploader/upload-image.ts), translated alike.
                        const noImageName = t`No valid image name returned from server`;
                        if (message === noImageName) toast.error(noImageName);
                        else toast.error(t`Failed to upload image`, { description: message });
                      }}
                    />
                  )}
                />
              </div>
              <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-5">
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => reset(formValues(user))}
                  disabled={isSubmitting}
                >
                  <Trans>Reset</Trans>
                </Button>
                <Button type="submit" disabled={isSubmitting}>
                  {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      {children && <div className="mt-6 flex flex-col gap-6">{children}</div>}
    </PageContainer>
  );
}
