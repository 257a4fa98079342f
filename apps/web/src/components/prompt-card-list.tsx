// The infinite list of prompt cards (spec §2): pages loaded by "Load More" or by a sentinel that
// becomes 10 % visible, a skeleton of 8 cards while the first page loads, and the empty and error
// states. The explorer and a public profile (issue 29) each hand it their list's infinite query.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EXPLORER_SKELETON_COUNT, type PromptPage } from '@prompt-lib/contract';
import { type InfiniteData, type UseInfiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AlertTriangle, SearchX } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { formatNumber } from '../lib/format.ts';
import { useSentinel } from '../lib/use-sentinel.ts';
import { PromptCard, PromptCardSkeleton } from './prompt-card.tsx';
import { Button } from './ui/button.tsx';

const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** The infinite query of a paged prompt list: pages numbered from 0. */
export type PromptPagesOptions<Key extends readonly unknown[]> = UseInfiniteQueryOptions<
  PromptPage,
  Error,
  InfiniteData<PromptPage>,
  Key,
  number
>;

/** `empty`: what an empty list says, and an optional way out (the explorer's "Clear Search"). */
export function PromptCardList<Key extends readonly unknown[]>({
  options,
  empty,
}: {
  options: PromptPagesOptions<Key>;
  empty: { text: string; action?: ReactNode };
}) {
  const { t } = useLingui();
  const query = useInfiniteQuery(options);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  // cancelRefetch false: a sentinel firing while the button's request runs must not restart it.
  useSentinel(sentinel, () => void query.fetchNextPage({ cancelRefetch: false }), canLoadMore);

  if (query.isPending) {
    return (
      <div className={grid} aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading prompts</Trans>
        </span>
        {Array.from({ length: EXPLORER_SKELETON_COUNT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
          <PromptCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <StateMessage
        icon={<AlertTriangle />}
        title={t`Error loading prompts`}
        text={t`Something went wrong. Please try again.`}
        action={
          <Button onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      />
    );
  }

  const prompts = query.data.pages.flatMap((page) => page.list);
  const last = query.data.pages.at(-1);
  const total = last?.totalCount ?? prompts.length;
  const shown = formatNumber(prompts.length);
  if (prompts.length === 0) {
    return (
      <StateMessage icon={<SearchX />} title={t`No prompts found`} text={empty.text} action={empty.action} />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-500" aria-live="polite">
        {last?.totalCountExact === false ? (
          // A search past 1,000 matches may count only that many: "at least".
          <Plural
            value={total}
            one={`Showing ${shown} of #+ prompt`}
            other={`Showing ${shown} of #+ prompts`}
          />
        ) : (
          <Plural
            value={total}
            one={`Showing ${shown} of # prompt`}
            other={`Showing ${shown} of # prompts`}
          />
        )}
      </p>
      <ul aria-label={t`Prompts`} className={grid}>
        {prompts.map((prompt, index) => (
          <li key={prompt.id}>
            <PromptCard
              prompt={prompt}
              to={`/explorer/prompt/${prompt.id}`}
              headingLevel={2}
              priority={index < 3}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="mt-4 flex flex-col items-center gap-2">
        {query.isFetchNextPageError && (
          <p role="alert" className="text-sm text-red-700">
            <Trans>Error loading prompts. Something went wrong. Please try again.</Trans>
          </p>
        )}
        {query.hasNextPage && (
          <Button
            variant="secondary"
            size="lg"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchNextPageError ? <Trans>Try Again</Trans> : <Trans>Load More</Trans>}
          </Button>
        )}
      </div>
    </div>
  );
}

function StateMessage({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 [&_svg]:size-6">
        {icon}
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
