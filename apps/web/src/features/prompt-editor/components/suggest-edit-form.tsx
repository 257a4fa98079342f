// The form of "Suggest an edit" (issue 29): the editor's fields (the app's FormField, the editor's
// ChoiceGroup) filled with the prompt as it is, and the message, checked by the contract's
// suggestionInputSchema, the server's own rule. Loaded with the dialog (suggest-edit-dialog.tsx).

import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import {
  type Prompt,
  SUGGESTION_MESSAGE_MAX,
  type SuggestionFormInput,
  suggestionInputSchema,
} from '@prompt-lib/contract';
import { useForm } from 'react-hook-form';
import { useCategories } from '../../../api/categories.ts';
import { useTags } from '../../../api/tags.ts';
import { FormField } from '../../../components/form-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFooter } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSuggestEdit } from '../api/suggest-edit.ts';
import { TaxonomyChoices } from './choice-group.tsx';
import { SUGGEST_TEXT } from './suggest-texts.ts';

const fromPrompt = (prompt: Prompt): SuggestionFormInput => ({
  title: prompt.title,
  content: prompt.content,
  previewText: prompt.previewText ?? '',
  categories: prompt.categories,
  tags: prompt.tags,
  message: '',
});

export function SuggestEditForm({ prompt, onDone }: { prompt: Prompt; onDone: () => void }) {
  const { t } = useLingui();
  const categories = useCategories();
  const tags = useTags();
  const suggest = useSuggestEdit(prompt.id);
  const { register, control, handleSubmit, formState } = useForm<SuggestionFormInput>({
    resolver: zodResolver(suggestionInputSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: fromPrompt(prompt),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await suggest.mutateAsync({
        ...values,
        previewText: values.previewText?.trim() ? values.previewText : null,
      });
      toast.success(SUGGEST_TEXT.sent);
      onDone();
    } catch (error) {
      toast.error(errorText(error, SUGGEST_TEXT.sendFailed));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField
        id="suggest-title"
        label={t`Title`}
        dir="auto"
        registration={register('title')}
        error={errors.title}
      />
      <FormField
        id="suggest-content"
        label={t`Content`}
        as="textarea"
        dir="auto"
        rows={8}
        registration={register('content')}
        error={errors.content}
      />
      <FormField
        id="suggest-previewText"
        label={t`Preview Text`}
        as="textarea"
        dir="auto"
        rows={2}
        registration={register('previewText')}
        error={errors.previewText}
      />
      <TaxonomyChoices control={control} idPrefix="suggest" categories={categories} tags={tags} />
      <FormField
        id="suggest-message"
        label={SUGGEST_TEXT.messageLabel}
        as="textarea"
        dir="auto"
        rows={3}
        maxLength={SUGGESTION_MESSAGE_MAX}
        placeholder={SUGGEST_TEXT.messagePlaceholder}
        registration={register('message')}
        error={errors.message}
      />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {SUGGEST_TEXT.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? SUGGEST_TEXT.sending : SUGGEST_TEXT.send}
        </Button>
      </DialogFooter>
    </form>
  );
}
