// The owner's Public / Private switch: a public collection can be opened by anyone with its link. Off,
// it says who else sees the collection (issue 28: everyone signed in, or those it is shared with).
import type { CollectionSummary } from '@prompt-lib/contract';
import { useId } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useUpdateCollection } from '../api/update-collection.ts';

export function PublicSwitch({ collection }: { collection: CollectionSummary }) {
  const id = useId();
  const update = useUpdateCollection(collection.id);
  const on = collection.public;
  const toggle = () =>
    update.mutate(
      { public: !on },
      {
        onSuccess: (changed) =>
          toast.success(
            on
              ? `${whoElseSees(changed)} can see this collection now`
              : 'Anyone with the link can open it now',
          ),
        onError: (error) => toast.error(errorText(error, 'Could not change who can see it')),
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
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <div className="flex flex-col">
        <span id={`${id}-label`} className="text-sm font-medium text-slate-900">
          Public
        </span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {on ? 'Anyone with the link can open it' : `${whoElseSees(collection)} can see it`}
        </span>
      </div>
    </div>
  );
}

function whoElseSees(collection: Pick<CollectionSummary, 'visibility' | 'sharedWith'>): string {
  if (collection.visibility === 'internal') return 'Everyone signed in';
  return collection.sharedWith?.length ? 'Only you and those you share it with' : 'Only you';
}
