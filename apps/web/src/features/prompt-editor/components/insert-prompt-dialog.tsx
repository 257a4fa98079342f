// "Insert prompt…": finds a prompt of the library through the search the explorer uses
// (GET /api/prompts/search, so only prompts the author may see) and hands its id back, for the editor
// to write "[[prompt: ID]]" at the cursor.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { promptPageQueryOptions } from '../../../api/prompts.ts';
import { FormField } from '../../../components/form-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const RESULTS = 8;

export function InsertPromptDialog({
  open,
  onOpenChange,
  onPick,
  excludeId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (id: number) => void;
  excludeId?: number;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim());
  const results = useQuery({
    ...promptPageQueryOptions('search', { query, size: RESULTS + 1, page: 0 }),
    enabled: open && query.length > 0,
  });
  const found = (results.data?.list ?? []).filter((prompt) => prompt.id !== excludeId).slice(0, RESULTS);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            <Trans>Insert prompt</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Its text is included where the cursor is, and its placeholders join this prompt’s.</Trans>
          </DialogDescription>
        </DialogHeader>
        <FormField
          id="insert-prompt-search"
          label={t`Search prompts`}
          type="search"
          value={text}
          autoComplete="off"
          placeholder={t`Title or words of the prompt`}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="min-h-24" aria-live="polite">
          {query && results.isFetching && !results.data && <Spinner className="mx-auto my-6" />}
          {query && results.isError && (
            <p className="text-sm text-red-700">
              <Trans>Failed to search prompts</Trans>
            </p>
          )}
          {query && results.data && found.length === 0 && (
            <p className="text-sm text-slate-600">
              <Trans>No prompts match “{query}”.</Trans>
            </p>
          )}
          {found.length > 0 && (
            <ul className="flex flex-col gap-1" aria-label={t`Prompts found`}>
              {found.map((prompt) => (
                <li key={prompt.id}>
                  <button
                    type="button"
                    onClick={() => onPick(prompt.id)}
                    className="flex w-full items-baseline justify-between gap-3 rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500"
                  >
                    <span dir="auto" className="font-medium text-slate-900">
                      {prompt.title}
                    </span>
                    <span className="shrink-0 font-mono text-xs text-slate-500">[[prompt: {prompt.id}]]</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
