// A suggestion against the prompt as it is now, with the history's word diff (prompt-history/
// word-diff.tsx): words only in the current text struck out, suggested ones highlighted; title and
// content always, preview text, categories and tags when the suggestion changes them.
import type { Prompt, Suggestion } from '@prompt-lib/contract';
import type { ReactNode } from 'react';
import { ListDiff, WordDiff } from '../../../components/prompt-history/word-diff.tsx';
import { SUGGESTIONS_TEXT as T } from '../texts.ts';

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export function SuggestionDiff({ prompt, suggestion }: { prompt: Prompt; suggestion: Suggestion }) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span>{T.keyLabel}</span>
        <del className="rounded-sm bg-red-100 px-1 text-red-900">{T.keyCurrent}</del>
        <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-900 underline">{T.keySuggested}</ins>
      </p>
      <Field label="Title">
        <p className="font-medium break-words text-slate-900">
          <WordDiff before={prompt.title} after={suggestion.title} />
        </p>
      </Field>
      <Field label="Content">
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
        >
          <WordDiff before={prompt.content} after={suggestion.content} />
        </pre>
      </Field>
      {(prompt.previewText ?? '') !== (suggestion.previewText ?? '') && (
        <Field label="Preview text">
          <p className="text-sm text-slate-700">
            <WordDiff before={prompt.previewText ?? ''} after={suggestion.previewText ?? ''} />
          </p>
        </Field>
      )}
      {!sameSet(prompt.categories, suggestion.categories) && (
        <Field label="Categories">
          <ListDiff before={prompt.categories} after={suggestion.categories} />
        </Field>
      )}
      {!sameSet(prompt.tags, suggestion.tags) && (
        <Field label="Tags">
          <ListDiff before={prompt.tags} after={suggestion.tags} />
        </Field>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="flex min-w-0 flex-col gap-1.5">
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</h4>
      {children}
    </section>
  );
}
