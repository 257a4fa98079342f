// What the owner of hidden content (and an admin) sees on it (issue 29): "Hidden by a moderator", the
// moderator's note, and for an admin "Unhide". Nobody else is answered hidden content at all.
import type { Moderation, ReportTargetType } from '@prompt-lib/contract';
import { EyeOff } from 'lucide-react';
import { useUnhide } from '../../api/reports.ts';
import { errorText } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useSession } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';
import { REPORTS_TEXT as T } from './texts.ts';

export function ModerationNotice({
  moderation,
  target,
  className,
}: {
  moderation: Moderation | undefined;
  target: { type: ReportTargetType; id: number };
  className?: string;
}) {
  const { isAdmin } = useSession();
  const unhide = useUnhide();
  if (!moderation) return null;
  // Awaited rather than mutate's callbacks: the notice leaves with the refreshed answer before those run.
  const show = () =>
    unhide.mutateAsync(target).then(
      () => toast.success(T.unhidden),
      (error: unknown) => toast.error(errorText(error, T.unhideFailed)),
    );
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900',
        className,
      )}
    >
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-semibold">{T.hiddenNotice}</p>
        {moderation.note && <p className="break-words">{T.note(moderation.note)}</p>}
        <p className="text-amber-800">{isAdmin ? T.hiddenTextAdmin : T.hiddenText}</p>
      </div>
      {isAdmin && (
        <Button variant="secondary" size="sm" onClick={show} loading={unhide.isPending}>
          {T.unhide}
        </Button>
      )}
    </div>
  );
}
