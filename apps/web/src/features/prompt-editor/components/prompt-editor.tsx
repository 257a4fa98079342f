// Create / edit form of a prompt (spec §2, §4, §5, §8): images, title, content, preview text,
// categories and tags, who sees it (issue 28), admin-only flags in edit mode (sent after the update),
// delete with confirmation for the owner and admins, and a return to the page the user came from.
// Those a prompt is shared with to edit get the same form for its content, without Share and Delete.

import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  isSelfIncludeMessage,
  MAX_PROMPT_IMAGES,
  type Prompt,
  type PromptFormInput,
  promptFormSchema,
} from '@prompt-lib/contract';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useCategories } from '../../../api/categories.ts';
import {
  type PromptFlags,
  useDeletePrompt,
  useSavePrompt,
  useSetFlags,
} from '../../../api/prompt-mutations.ts';
import { useTags } from '../../../api/tags.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { ImageUploader } from '../../../components/image-uploader/image-uploader.tsx';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { type SharingValue, sharingInput } from '../../../components/share-dialog/api/set-sharing.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { FieldError, Label } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { languageChoices } from '../../../lib/language-names.ts';
import { canManagePrompt } from '../../../lib/prompt-links.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { TaxonomyChoices } from './choice-group.tsx';
import { ContentField } from './content-field.tsx';
import { SharingRow } from './sharing-row.tsx';

const EMPTY: PromptFormInput = {
  title: '',
  content: '',
  previewText: '',
  categories: [],
  tags: [],
  imageUrls: [],
};
const FLAG_LABELS: [keyof PromptFlags, MessageDescriptor][] = [
  ['featured', msg({ message: 'Featured', context: 'prompt flag' })],
  ['trending', msg({ message: 'Trending', context: 'prompt flag' })],
  ['new', msg({ message: 'New', context: 'prompt flag' })],
];

const toInput = (prompt: Prompt): PromptFormInput => ({
  title: prompt.title,
  content: prompt.content,
  previewText: prompt.previewText ?? '',
  categories: prompt.categories,
  tags: prompt.tags,
  imageUrls: prompt.imageUrls,
  language: prompt.language,
});

function useLoadFailureToasts(categoriesFailed: boolean, tagsFailed: boolean) {
  const { t } = useLingui();
  useEffect(() => {
    if (categoriesFailed)
      toast.error(t`Failed to load categories`, { description: t`Error fetching categories data` });
  }, [categoriesFailed, t]);
  useEffect(() => {
    if (tagsFailed) toast.error(t`Failed to load tags`, { description: t`Error fetching tags data` });
  }, [tagsFailed, t]);
}

export function PromptEditor({ prompt }: { prompt?: Prompt }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/myprompts';
  const { user, isAdmin } = useSession();
  const canManage = !prompt || canManagePrompt(prompt, user);
  const categories = useCategories();
  const tags = useTags();
  useLoadFailureToasts(categories.isError, tags.isError);
  const save = useSavePrompt();
  const setFlags = useSetFlags();
  const remove = useDeletePrompt();
  const initialFlags: PromptFlags = {
    trending: prompt?.trending ?? false,
    featured: prompt?.featured ?? false,
    new: prompt?.new ?? true,
  };
  const [flags, setFlagState] = useState(initialFlags);
  const [confirming, setConfirming] = useState(false);
  // A new prompt's sharing, once chosen in the Share dialog; until then the server's default applies.
  const [sharing, setSharing] = useState<SharingValue | null>(null);
  const { register, control, handleSubmit, formState, setValue } = useForm<PromptFormInput>({
    resolver: zodResolver(promptFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: prompt ? toInput(prompt) : EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      ...values,
      previewText: values.previewText?.trim() ? values.previewText : null,
      // An existing prompt's sharing is saved by its Share dialog: an update never sends it, so an
      // editor's (who may not change it) is accepted.
      ...(!prompt && sharing ? sharingInput(sharing) : {}),
    };
    try {
      const saved = await save.mutateAsync({ id: prompt?.id, input });
      if (prompt && isAdmin) await setFlags.mutateAsync({ id: saved.id, before: initialFlags, after: flags });
      toast.success(prompt ? t`Prompt updated successfully` : t`Prompt created successfully`);
      navigate(prompt ? from : '/myprompts');
    } catch (error) {
      // A prompt that would include itself is the one refusal the author must read to fix.
      const selfInclude = error instanceof ApiError && isSelfIncludeMessage(error.message);
      toast.error(t`Failed to save prompt`, {
        description: selfInclude ? error.message : t`An error occurred while saving the prompt`,
      });
    }
  });

  const onDelete = async () => {
    if (!prompt) return;
    try {
      await remove.mutateAsync(prompt.id);
      toast.success(t`Prompt deleted successfully`);
      setConfirming(false);
      // The page it came from may be this prompt's own detail, which is gone now.
      navigate(from.endsWith(`/${prompt.id}`) ? '/myprompts' : from);
    } catch {
      toast.error(t`Failed to delete prompt`);
    }
  };

  const fieldProps = (name: 'title' | 'previewText') => ({
    id: `prompt-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `prompt-${name}-error` : undefined,
    ...register(name),
  });

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader title={prompt ? t`Edit Prompt` : t`Create New Prompt`} />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
            <div className="flex flex-col gap-2">
              <span className="text-sm font-medium text-slate-800">
                <Trans>Images</Trans>
              </span>
              <Controller
                control={control}
                name="imageUrls"
                render={({ field }) => (
                  <ImageUploader
                    value={field.value ?? []}
                    onChange={field.onChange}
                    maxFiles={MAX_PROMPT_IMAGES}
                  />
                )}
              />
              <FieldError id="prompt-images-error" message={errors.imageUrls?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="prompt-title">
                <Trans>Title</Trans>
              </Label>
              <Input dir="auto" placeholder={t`e.g. Blog Post Outline Generator`} {...fieldProps('title')} />
              <FieldError id="prompt-title-error" message={errors.title?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="prompt-content">
                <Trans>Content</Trans>
              </Label>
              <ContentField
                rows={9}
                placeholder={t`Write the prompt. Use [placeholders] for the parts people fill in.`}
                id="prompt-content"
                aria-invalid={errors.content ? true : undefined}
                aria-describedby={errors.content ? 'prompt-content-error' : undefined}
                registration={register('content')}
                defaultValue={prompt?.content ?? ''}
                onReplace={(content) => setValue('content', content, { shouldDirty: true })}
                excludeId={prompt?.id}
              />
              <FieldError id="prompt-content-error" message={errors.content?.message} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="prompt-previewText">
                <Trans>Preview Text</Trans>
              </Label>
              <Textarea
                rows={2}
                dir="auto"
                placeholder={t`A one-line summary shown on cards (optional)`}
                {...fieldProps('previewText')}
              />
              <FieldError id="prompt-previewText-error" message={errors.previewText?.message} />
            </div>
            <FormField
              as="select"
              id="prompt-language"
              label={t`Language`}
              hint={t`The language the prompt is written in. Left to detect, it is recognised from the text when you save.`}
              options={[{ value: '', label: t`Detect from the text` }, ...languageChoices(prompt?.language)]}
              registration={register('language', { setValueAs: (value: string) => value || undefined })}
              error={errors.language}
              className="sm:max-w-xs"
            />
            <TaxonomyChoices control={control} idPrefix="prompt" categories={categories} tags={tags} />
            <SharingRow prompt={prompt} canManage={canManage} chosen={sharing} onChoose={setSharing} />
            {prompt && isAdmin && (
              <fieldset className="flex flex-wrap gap-4">
                <legend className="mb-2 text-sm font-medium text-slate-800">
                  <Trans>Highlights</Trans>
                </legend>
                {FLAG_LABELS.map(([flag, label]) => (
                  <label
                    key={flag}
                    htmlFor={`flag-${flag}`}
                    className="flex items-center gap-2 text-sm text-slate-700"
                  >
                    <Checkbox
                      id={`flag-${flag}`}
                      checked={flags[flag]}
                      onCheckedChange={(on) =>
                        setFlagState((current) => ({ ...current, [flag]: on === true }))
                      }
                    />
                    {i18n._(label)}
                  </label>
                ))}
              </fieldset>
            )}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
              {prompt && canManage && (
                <Button
                  type="button"
                  variant="destructive"
                  onClick={() => setConfirming(true)}
                  className="sm:me-auto"
                >
                  <Trans>Delete Prompt</Trans>
                </Button>
              )}
              <Button
                type="button"
                variant="secondary"
                onClick={() => navigate(from)}
                className={prompt && canManage ? '' : 'sm:ms-auto'}
              >
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {prompt ? <Trans>Update Prompt</Trans> : <Trans>Create Prompt</Trans>}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete Prompt`}
        description={t`Are you sure you want to delete this prompt? This action cannot be undone.`}
        busy={remove.isPending}
        onConfirm={onDelete}
      />
    </PageContainer>
  );
}
