// The prompt card of spec §2, shared by the explorer, landing, dashboards and lists: first image or
// "No Preview", title, flag and sharing badges, created date, rating, uses, preview text and the first
// tags. By default it opens /myprompts/edit/{id}; `to` or `onClick` change that. The originating
// location travels as router state ({ from }) so the opened screen can return to it.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CARD_PREVIEW_LENGTH, CARD_TAG_COUNT, imageSrcSet, type Prompt } from '@prompt-lib/contract';
import { CalendarDays, Copy, ImageOff, MessageSquare, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../lib/cn.ts';
import { formatCardDate, formatNumber, formatRating } from '../lib/format.ts';
import { CARD_IMAGE_SIZES } from '../lib/responsive-image.ts';
import { PromptBadges } from './prompt-card-badges.tsx';
import { Badge } from './ui/badge.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** Router state a card passes along: the path (with query) it was clicked on. */
export type OriginState = { from: string };

/** The preview text, else the first 150 characters of the content with an ellipsis when cut. */
export function cardPreview(prompt: Pick<Prompt, 'previewText' | 'content'>): string {
  const preview = prompt.previewText?.trim();
  if (preview) return preview;
  const content = prompt.content.trim();
  return content.length > CARD_PREVIEW_LENGTH
    ? `${content.slice(0, CARD_PREVIEW_LENGTH).trimEnd()}…`
    : content;
}

/** The tags shown on a card, and how many more there are ("+N"). */
export function cardTags(tags: readonly string[]) {
  return { shown: tags.slice(0, CARD_TAG_COUNT), more: Math.max(0, tags.length - CARD_TAG_COUNT) };
}

type PromptCardProps = {
  prompt: Prompt;
  /** Where a click goes (default /myprompts/edit/{id}); ignored when onClick is given. */
  to?: string;
  onClick?: (prompt: Prompt) => void;
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
  /** The first cards of a page, likely on screen at once: their image loads at once rather than lazily. */
  priority?: boolean;
  className?: string;
};

const surface =
  'group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm transition ' +
  'hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-500/5 ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500';

// The title's link (or button) stretches over the whole card, so the card is one click target while
// the link's accessible name is just the visible title.
const stretched = 'text-start outline-none after:absolute after:inset-0';

export function PromptCard({
  prompt,
  to,
  onClick,
  headingLevel = 3,
  priority = false,
  className,
}: PromptCardProps) {
  const { t } = useLingui();
  const location = useLocation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const state: OriginState = { from: `${location.pathname}${location.search}` };
  const tags = cardTags(prompt.tags);
  const moreTags = tags.more;
  const uses = prompt.usesCount;
  return (
    <article className={cn(surface, className)}>
      <CardImage src={prompt.imageUrls[0]} priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <PromptBadges prompt={prompt} />
        <Heading
          dir="auto"
          lang={prompt.language}
          className="line-clamp-2 text-base leading-snug font-semibold text-slate-900 group-hover:text-indigo-700"
        >
          {onClick ? (
            <button type="button" className={stretched} onClick={() => onClick(prompt)}>
              {prompt.title}
            </button>
          ) : (
            <Link to={to ?? `/myprompts/edit/${prompt.id}`} state={state} className={stretched}>
              {prompt.title}
            </Link>
          )}
        </Heading>
        <p dir="auto" lang={prompt.language} className="line-clamp-3 text-sm leading-relaxed text-slate-600">
          {cardPreview(prompt)}
        </p>
        {prompt.tags.length > 0 && (
          <ul aria-label={t`Tags`} className="flex flex-wrap gap-1.5">
            {tags.shown.map((tag) => (
              <li key={tag}>
                <Badge variant="neutral" dir="auto">
                  {tag}
                </Badge>
              </li>
            ))}
            {tags.more > 0 && (
              <li>
                <Badge
                  variant="outline"
                  title={plural(moreTags, { one: '# more tags', other: '# more tags' })}
                >
                  +{tags.more}
                </Badge>
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 pt-3 text-xs text-slate-500">
          <Meta icon={<CalendarDays />}>{formatCardDate(prompt.createdAt)}</Meta>
          <Meta icon={<Star className="fill-amber-400 text-amber-400" />} label={t`Rating`}>
            {formatRating(prompt.rating)}
          </Meta>
          <Meta icon={<Copy />} label={t`Uses`}>
            <Plural value={uses} one="# use" other="# uses" />
          </Meta>
          {prompt.commentCount > 0 && (
            <Meta icon={<MessageSquare />} label={t`Comments`}>
              {formatNumber(prompt.commentCount)}
            </Meta>
          )}
        </div>
      </div>
    </article>
  );
}

function Meta({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap [&_svg]:size-3.5" title={label}>
      <span aria-hidden="true">{icon}</span>
      {label && <span className="sr-only">{label}:</span>}
      {children}
    </span>
  );
}

function CardImage({ src, priority }: { src: string | undefined; priority: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-100 to-indigo-50 text-slate-400">
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-xs font-medium">
          <Trans>No Preview</Trans>
        </span>
      </div>
    );
  }
  return (
    <div className="aspect-video w-full overflow-hidden bg-slate-100">
      <img
        src={src}
        srcSet={imageSrcSet(src)}
        sizes={CARD_IMAGE_SIZES}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        width={640}
        height={360}
        onError={() => setBroken(true)}
        className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
      />
    </div>
  );
}

/** Stand-in for a card while its list loads. */
export function PromptCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-2">
          <Skeleton className="h-5 w-14 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
      </div>
    </div>
  );
}
