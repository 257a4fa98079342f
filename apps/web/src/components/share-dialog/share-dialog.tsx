// The Share dialog of a prompt or a collection (issue 28): its visibility as three choices with a line
// each, and the people and groups it is shared with, each who "Can view" or "Can edit". Save hands the
// whole sharing to the caller: the editor of a new prompt keeps it for the create, an existing prompt
// or collection sends it at once (share-button.tsx). The form lives inside the dialog's content, so
// each opening starts afresh from `initial`; a failed save keeps the dialog open with the choices made
// (the caller's toast says why).
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { cn } from '../../lib/cn.ts';
import { VISIBILITY_CHOICES } from '../../lib/visibility.ts';
import { RadioCards } from '../radio-cards.tsx';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { fieldClass } from '../ui/input.tsx';
import type { SharingValue } from './api/set-sharing.ts';
import { ShareKindIcon, SharePicker, shareKey } from './share-picker.tsx';

/** What is shared, as the dialog names it. */
export type ShareSubject = 'prompt' | 'collection';

type ShareDialogProps = {
  subject?: ShareSubject;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: SharingValue;
  /** The owner (the caller, for a new prompt), never offered in the picker. */
  ownerId: number | null;
  /** Admins may pick any group. */
  allGroups: boolean;
  /** Resolves when saved (the dialog closes); throws to keep it open. */
  onSave: (sharing: SharingValue) => Promise<void>;
};

/** The dialog's title, which also names its form. */
function useShareTitle(subject: ShareSubject) {
  const { t } = useLingui();
  return subject === 'prompt' ? t`Share prompt` : t`Share collection`;
}

export function ShareDialog({ subject = 'prompt', open, onOpenChange, ...form }: ShareDialogProps) {
  const title = useShareTitle(subject);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* sm: so it wins over the panel's own max-w-lg (cn does not merge Tailwind classes). */}
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {subject === 'prompt' ? (
              <Trans>Choose who sees this prompt, and who may change it.</Trans>
            ) : (
              <Trans>Choose who sees this collection, and who may add, remove and reorder its prompts.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <ShareForm {...form} subject={subject} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShareForm({
  subject,
  initial,
  ownerId,
  allGroups,
  onSave,
  onDone,
}: Omit<ShareDialogProps, 'open' | 'onOpenChange'> & { subject: ShareSubject; onDone: () => void }) {
  const { t } = useLingui();
  const title = useShareTitle(subject);
  const { register, control, handleSubmit, formState } = useForm<SharingValue>({ defaultValues: initial });
  // keyName: the entries have an `id` of their own, which the default key would hide.
  const shares = useFieldArray({ control, name: 'sharedWith', keyName: 'key' });
  const chosen = new Set(shares.fields.map(shareKey));

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      onDone();
    } catch {
      // The caller has said why (a toast); the dialog keeps the choices made.
    }
  });

  return (
    <form
      onSubmit={(event) => {
        // The dialog is portalled, but React events still bubble to the React parents: the editor's
        // own form must not submit too.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      aria-label={title}
      className="flex flex-col gap-5"
    >
      <RadioCards
        legend={t`Who sees it`}
        name="share-visibility"
        choices={VISIBILITY_CHOICES}
        registration={register('visibility')}
      />
      <div className="flex flex-col gap-3">
        <SharePicker
          chosen={chosen}
          ownerId={ownerId}
          allGroups={allGroups}
          onPick={(match) => shares.append({ ...match, canEdit: false })}
        />
        {shares.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-3 text-center text-sm text-slate-500">
            <Trans>Not shared with anyone yet.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Shared with`} className="flex flex-col divide-y divide-slate-100">
            {shares.fields.map((share, index) => {
              const name = share.name;
              return (
                <li key={share.key} className="flex items-center gap-2 py-2 [&_svg]:size-4">
                  <ShareKindIcon kind={share.kind} />
                  <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-slate-800">
                    {name}
                    <span className="sr-only"> {share.kind === 'group' ? t`(group)` : t`(person)`}</span>
                  </span>
                  <Controller
                    control={control}
                    name={`sharedWith.${index}.canEdit`}
                    render={({ field }) => (
                      // fieldClass is full width: the wrapper sets the width (cn does not merge w-*).
                      <div className="w-32 shrink-0">
                        <select
                          aria-label={t`Access of ${name}`}
                          value={field.value ? 'edit' : 'view'}
                          onChange={(event) => field.onChange(event.target.value === 'edit')}
                          onBlur={field.onBlur}
                          className={cn(fieldClass, 'h-9')}
                        >
                          <option value="view">{t`Can view`}</option>
                          <option value="edit">{t`Can edit`}</option>
                        </select>
                      </div>
                    )}
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={t`Remove ${name}`}
                    onClick={() => shares.remove(index)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        <p className="text-xs text-slate-500">
          {subject === 'prompt' ? (
            <Trans>
              People and groups you add see this prompt even when it is private; with Can edit they may also
              change it.
            </Trans>
          ) : (
            <Trans>
              People and groups you add see this collection even when it is private; with Can edit they may
              also add, remove and reorder its prompts.
            </Trans>
          )}
        </p>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={formState.isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          <Trans comment="button: save the sharing">Save</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
