// One suggestion in the inbox: its prompt (a link to the detail, where an editor reviews it), who
// suggested it or where it stands, the message, a declined one's reason, and Withdraw for one's own
// open suggestion.
import { useLingui } from '@lingui/react';
import type { Suggestion, SuggestionBox } from '@prompt-lib/contract';
import { Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { whenLabel } from '../../../components/prompt-history/version-labels.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { useWithdrawSuggestion } from '../api/withdraw-suggestion.ts';
import { STATUS_LABELS, SUGGESTIONS_TEXT as T } from '../texts.ts';

const STATUS_BADGES: Record<Suggestion['status'], BadgeVariant> = {
  open: 'brand',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};

export function InboxItem({ box, suggestion }: { box: SuggestionBox; suggestion: Suggestion }) {
  const { i18n } = useLingui();
  const withdraw = useWithdrawSuggestion();
  const when = whenLabel(suggestion.createdAt);
  const detail = `/explorer/prompt/${suggestion.promptId}`;
  const onWithdraw = () =>
    withdraw.mutate(suggestion.id, {
      onSuccess: () => toast.success(T.withdrawn),
      onError: (error) => toast.error(errorText(error, T.withdrawFailed)),
    });
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-surface p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold break-words text-slate-900">
          <span className="sr-only">{T.on} </span>
          <Link to={detail} dir="auto" className="rounded-sm hover:text-indigo-700 hover:underline">
            {suggestion.promptTitle}
          </Link>
        </h2>
        <Badge variant={STATUS_BADGES[suggestion.status]}>{i18n._(STATUS_LABELS[suggestion.status])}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {box === 'received' && (
          <span className="font-semibold text-slate-900">{suggestion.author.username} </span>
        )}
        <time dateTime={suggestion.createdAt} title={when.full}>
          {when.relative}
        </time>
      </p>
      <p dir="auto" className="text-sm break-words whitespace-pre-line text-slate-800">
        {suggestion.message}
      </p>
      {suggestion.status === 'declined' && suggestion.declineReason && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-medium">{T.reason}</span> <span dir="auto">{suggestion.declineReason}</span>
        </p>
      )}
      {box === 'received' && suggestion.status === 'open' && (
        <Link to={detail} className={cn(buttonClass('primary', 'sm'), 'w-fit')}>
          {T.review}
        </Link>
      )}
      {box === 'sent' && suggestion.status === 'open' && (
        <Button
          variant="secondary"
          size="sm"
          className="w-fit"
          loading={withdraw.isPending}
          onClick={onWithdraw}
        >
          {!withdraw.isPending && <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />}
          {T.withdraw}
        </Button>
      )}
    </li>
  );
}
