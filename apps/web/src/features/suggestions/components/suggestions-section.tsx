// The Suggestions section of a prompt's detail (issue 29), for those who may edit it: its open
// suggested edits, newest first, each shown against the current text with Accept and Decline. Shown
// only while there are some, so a prompt nobody suggested anything for looks as it always did.
import { useLingui } from '@lingui/react';
import type { Prompt } from '@prompt-lib/contract';
import { FilePenLine } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { canEditPrompt } from '../../../lib/prompt-links.ts';
import { useOpenSuggestions } from '../api/list-suggestions.ts';
import { SUGGESTIONS_TEXT as T } from '../texts.ts';

// The diff brings the diff library: loaded when there is a suggestion to show, not with the page.
const SuggestionItem = lazy(() =>
  import('./suggestion-item.tsx').then((module) => ({ default: module.SuggestionItem })),
);

export function SuggestionsSection({ prompt }: { prompt: Prompt }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const editor = canEditPrompt(prompt);
  const query = useOpenSuggestions(prompt.id, editor);
  if (!editor || !query.data || query.data.totalCount === 0) return null;
  return (
    <section
      aria-labelledby="suggestions-title"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <FilePenLine className="size-5 text-slate-400" aria-hidden="true" />
        <h2 id="suggestions-title" className="text-lg font-semibold text-slate-900">
          {T.title}
        </h2>
        <span className="text-sm text-slate-500">({T.count(query.data.totalCount)})</span>
      </div>
      <Suspense fallback={<Spinner label={T.loading} className="mx-auto my-6 text-indigo-700" />}>
        <ul aria-label={T.title} className="flex flex-col gap-4">
          {query.data.list.map((suggestion) => (
            <SuggestionItem key={suggestion.id} prompt={prompt} suggestion={suggestion} />
          ))}
        </ul>
      </Suspense>
    </section>
  );
}
