// The explorer's search box: applied on submit, or 300 ms after the last keystroke (spec §2, §9).
// The text follows the URL when the mode changes elsewhere (a chip, "Clear Search", Back). It is the
// target of the "/" shortcut; Esc clears it, or leaves it when already empty.
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_DEBOUNCE_MS, SEARCH_QUERY_MAX } from '@prompt-lib/contract';
import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useSearchShortcutTarget } from '../../../lib/search-shortcut.ts';

type SearchBoxProps = {
  /** The search applied now ('' when the explorer is not searching). */
  active: string;
  /** Applies a search; '' means back to all prompts. `replace` is set for debounced updates. */
  onSearch: (query: string, options: { replace: boolean }) => void;
};

export function SearchBox({ active, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(active);
  const [shown, setShown] = useState(active);
  // The searches this box asked for that have not reached `active` yet, oldest first.
  const [asked, setAsked] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  useSearchShortcutTarget(input);
  // Adopt a search set from outside, unless it is just the trimmed form of what is being typed. One
  // this box asked for arrives late, often after more keystrokes: the text typed since stays.
  if (active !== shown) {
    setShown(active);
    const own = asked.indexOf(active);
    if (own >= 0) setAsked(asked.slice(own + 1));
    else {
      setAsked([]);
      if (active !== text.trim()) setText(active);
    }
  }

  const search = useCallback(
    (query: string, options: { replace: boolean }) => {
      setAsked((pending) => [...pending, query]);
      onSearch(query, options);
    },
    [onSearch],
  );

  useEffect(() => {
    const query = text.trim();
    if (query === active) return;
    const timer = window.setTimeout(() => search(query, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, active, search]);

  return (
    <search className="w-full">
      <form
        className="flex w-full gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const query = text.trim();
          if (query !== active) search(query, { replace: false });
        }}
      >
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-slate-400"
            aria-hidden="true"
          />
          <input
            ref={input}
            type="search"
            aria-label={t`Search prompts`}
            placeholder={t`Search prompts…`}
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              event.preventDefault();
              if (text) setText('');
              else event.currentTarget.blur();
            }}
            className="h-12 w-full rounded-xl border border-slate-300 bg-surface ps-11 pe-10 text-base text-slate-900 shadow-sm transition placeholder:text-slate-400 focus-visible:border-indigo-500 focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-indigo-500/15 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label={t`Clear search text`}
              onClick={() => setText('')}
              className="absolute end-2 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700"
            >
              <X className="size-4" />
            </button>
          )}
        </div>
        <Button type="submit" size="lg" className="h-12 rounded-xl max-sm:px-4">
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">
            <Trans>Search</Trans>
          </span>
        </Button>
      </form>
    </search>
  );
}
