// A suggestion against the prompt as it is now, with the history's diff (prompt-history/
// prompt-text-diff.tsx): words only in the current text struck out, suggested ones highlighted;
// title and content always, preview text, categories and tags when the suggestion changes them.
import { useLingui } from '@lingui/react';
import type { Prompt, Suggestion } from '@prompt-lib/contract';
import { PromptTextDiff } from '../../../components/prompt-history/prompt-text-diff.tsx';
import { SUGGESTIONS_TEXT as T } from '../texts.ts';

export function SuggestionDiff({ prompt, suggestion }: { prompt: Prompt; suggestion: Suggestion }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>{T.keyLabel}</span>
        <del className="rounded-sm bg-red-100 px-1 text-red-900">{T.keyCurrent}</del>
        <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 underline">{T.keySuggested}</ins>
      </p>
      <PromptTextDiff before={prompt} after={suggestion} heading="h4" />
    </div>
  );
}
