// A landing section of six prompt cards (trending, popular now or featured) with its "View All" link;
// left out when it has nothing to show (Popular now, before anyone copied a prompt this week).
import { usePromptPage } from '../../../api/prompts.ts';
import { PromptCard, PromptCardSkeleton } from '../../../components/prompt-card.tsx';
import { type ShowcaseList, showcaseParams } from '../api/prefetch-landing.ts';
import { SectionHeading } from './section-heading.tsx';

const item = 'w-[82%] shrink-0 snap-start sm:w-auto';

type PromptShowcaseProps = {
  list: ShowcaseList;
  count: number;
  title: string;
  description: string;
  /** The page's first cards: the first one's image loads at once, as it is on a phone's first screen. */
  priority?: boolean;
};

export function PromptShowcase({ list, count, title, description, priority = false }: PromptShowcaseProps) {
  const prompts = usePromptPage(list, showcaseParams(list, count));
  // A section with nothing to show is left out rather than shown empty.
  if (prompts.isError || prompts.data?.list.length === 0) return null;
  const id = `landing-${list}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <SectionHeading
        id={id}
        title={title}
        description={description}
        viewAll={list === 'popular' ? '/main?sort=popular' : `/main?${list}=true`}
      />
      {/* A swipeable row on phones (twelve stacked cards would make a very long page), a grid above. */}
      <ul className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-px-4 px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3">
        {prompts.isPending
          ? Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own.
              <li key={i} className={item}>
                <PromptCardSkeleton />
              </li>
            ))
          : prompts.data.list.map((prompt, index) => (
              <li key={prompt.id} className={item}>
                <PromptCard
                  prompt={prompt}
                  to={`/explorer/prompt/${prompt.id}`}
                  priority={priority && index === 0}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}
