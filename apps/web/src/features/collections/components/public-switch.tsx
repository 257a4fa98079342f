// The owner's Public / Private switch: a public collection can be opened by anyone with its link. Off,
// it says who else sees the collection (issue 28: everyone signed in, or those it is shared with).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CollectionSummary } from '@prompt-lib/contract';
import { useId } from 'react';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateCollection } from '../api/update-collection.ts';

export function PublicSwitch({ collection }: { collection: CollectionSummary }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const update = useUpdateCollection(collection.id);
  const on = collection.public;
  const toggle = () =>
    update.mutate(
      { public: !on },
      {
        onSuccess: (changed) =>
          toast.success(on ? seesNow(i18n, changed) : t`Anyone with the link can open it now`),
        onError: (error) => toast.error(errorText(error, t`Could not change who can see it`)),
      },
    );
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={update.isPending}
        onClick={toggle}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:opacity-60',
          on ? 'bg-indigo-600' : 'bg-slate-300',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </button>
      <div className="flex flex-col">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          <Trans context="collection visibility">Public</Trans>
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {on ? t`Anyone with the link can open it` : seesIt(i18n, collection)}
        </span>
      </div>
    </div>
  );
}

type Seen = Pick<CollectionSummary, 'visibility' | 'sharedWith'>;
type Audience = 'everyone' | 'shared' | 'you';

const audience = (collection: Seen): Audience =>
  collection.visibility === 'internal' ? 'everyone' : collection.sharedWith?.length ? 'shared' : 'you';

// Whole sentences per audience, so each language words them its own way.
const SEES_IT = {
  everyone: msg`Everyone signed in can see it`,
  shared: msg`Only you and those you share it with can see it`,
  you: msg`Only you can see it`,
};
const SEES_NOW = {
  everyone: msg`Everyone signed in can see this collection now`,
  shared: msg`Only you and those you share it with can see this collection now`,
  you: msg`Only you can see this collection now`,
};

const seesIt = (i18n: I18n, collection: Seen) => i18n._(SEES_IT[audience(collection)]);
const seesNow = (i18n: I18n, collection: Seen) => i18n._(SEES_NOW[audience(collection)]);
