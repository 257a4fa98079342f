// One open suggestion in a prompt's Suggestions section: who suggested it and when, their message, the
// diff against the current text, Accept and Decline. Accepting a suggestion the prompt has moved past
// is refused (409): a confirmation then accepts it anyway (force=true).
import { useLingui } from '@lingui/react';
import type { Prompt, Suggestion } from '@prompt-lib/contract';
import { Check, TriangleAlert, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { whenLabel } from '../../../components/prompt-history/version-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { formatNumeral } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { isStale, useAcceptSuggestion } from '../api/accept-suggestion.ts';
import { useDeclineSuggestion } from '../api/decline-suggestion.ts';
import { SUGGESTIONS_TEXT as T } from '../texts.ts';
import { DeclineDialog } from './decline-dialog.tsx';
import { SuggestionDiff } from './suggestion-diff.tsx';

export function SuggestionItem({ prompt, suggestion }: { prompt: Prompt; suggestion: Suggestion }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const accept = useAcceptSuggestion();
  const decline = useDeclineSuggestion();
  const [confirmStale, setConfirmStale] = useState(false);
  const [declining, setDeclining] = useState(false);
  const when = whenLabel(suggestion.createdAt);

  const onAccept = async (force: boolean) => {
    try {
      await accept.mutateAsync({ id: suggestion.id, force });
      setConfirmStale(false);
      toast.success(T.accepted);
    } catch (error) {
      if (!force && isStale(error)) setConfirmStale(true);
      else toast.error(errorText(error, T.acceptFailed));
    }
  };
  const onDecline = (reason: string) =>
    decline.mutateAsync({ id: suggestion.id, reason }).then(
      () => {
        setDeclining(false);
        toast.success(T.declined);
      },
      (error: unknown) => {
        toast.error(errorText(error, T.declineFailed));
        throw error;
      },
    );

  return (
    <li className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-col gap-1">
        <h3 className="text-sm text-slate-600">
          <span className="font-semibold text-slate-900">{suggestion.author.username}</span>{' '}
          <time dateTime={suggestion.createdAt} title={when.full}>
            {when.relative}
          </time>
        </h3>
        <p dir="auto" className="text-sm break-words whitespace-pre-line text-slate-800">
          {suggestion.message}
        </p>
      </div>
      {suggestion.baseVersion !== prompt.version && (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {T.changedSince(formatNumeral(suggestion.baseVersion), formatNumeral(prompt.version))}
        </p>
      )}
      <SuggestionDiff prompt={prompt} suggestion={suggestion} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" loading={accept.isPending} onClick={() => void onAccept(false)}>
          {!accept.isPending && <Check aria-hidden="true" />}
          {T.accept}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDeclining(true)}>
          <X aria-hidden="true" />
          {T.decline}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmStale}
        onOpenChange={setConfirmStale}
        title={T.staleTitle}
        description={T.staleText}
        confirmLabel={T.acceptAnyway}
        busy={accept.isPending}
        onConfirm={() => void onAccept(true)}
      />
      <DeclineDialog open={declining} onOpenChange={setDeclining} onDecline={onDecline} />
    </li>
  );
}
