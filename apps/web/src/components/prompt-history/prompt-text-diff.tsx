// Two forms of a prompt's text side by side in one, with the word diff (word-diff.tsx): title and
// content always, the preview text, categories and tags when they differ. A version against the
// prompt as it is (version-compare.tsx), a suggestion against it (features/suggestions).
import { useLingui } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import type { ReactNode } from 'react';
import { ListDiff, WordDiff } from './word-diff.tsx';

type PromptText = Pick<Prompt, 'title' | 'content' | 'previewText' | 'categories' | 'tags'>;
type Heading = 'h3' | 'h4';

/** The same items, in any order: an order of categories or tags alone changes nothing shown. */
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export function PromptTextDiff({
  before,
  after,
  heading,
}: {
  before: PromptText;
  after: PromptText;
  /** The level of the fields' headings, under the view's own. */
  heading: Heading;
}) {
  const { t } = useLingui();
  return (
    <>
      <DiffField label={t`Title`} heading={heading}>
        <p dir="auto" className="font-medium break-words text-slate-900">
          <WordDiff before={before.title} after={after.title} />
        </p>
      </DiffField>
      <DiffField label={t`Content`} heading={heading}>
        <pre
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
          tabIndex={0}
          dir="auto"
          className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
        >
          <WordDiff before={before.content} after={after.content} />
        </pre>
      </DiffField>
      {(before.previewText ?? '') !== (after.previewText ?? '') && (
        <DiffField label={t`Preview text`} heading={heading}>
          <p dir="auto" className="text-sm text-slate-700">
            <WordDiff before={before.previewText ?? ''} after={after.previewText ?? ''} />
          </p>
        </DiffField>
      )}
      {!sameSet(before.categories, after.categories) && (
        <DiffField label={t`Categories`} heading={heading}>
          <ListDiff before={before.categories} after={after.categories} />
        </DiffField>
      )}
      {!sameSet(before.tags, after.tags) && (
        <DiffField label={t`Tags`} heading={heading}>
          <ListDiff before={before.tags} after={after.tags} />
        </DiffField>
      )}
    </>
  );
}

export function DiffField({
  label,
  heading: Heading,
  children,
}: {
  label: string;
  heading: Heading;
  children: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col gap-1.5">
      <Heading className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</Heading>
      {children}
    </section>
  );
}
