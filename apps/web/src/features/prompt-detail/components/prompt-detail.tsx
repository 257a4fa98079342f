// The loaded public prompt (with "Hidden by a moderator" above it for its owner and admins, issue 29):
// title, rating, uses, author (a link to their public profile) and date,
// badges, the copy and save actions, History, the caller's star rating, then the Overview, the
// "Prompt Results" gallery and the "Prompt Content".
import { Trans, useLingui } from '@lingui/react/macro';
import { type PromptDetail as PromptDetailData, profilePath } from '@prompt-lib/contract';
import { ArrowLeft, CalendarDays, Copy, Star, UserRound } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { useCopyPrompt } from '../../../components/customize-dialog.tsx';
import { PlaceholderText } from '../../../components/customize-dialog-text.tsx';
import { ImageGallery } from '../../../components/image-gallery/image-gallery.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { OpenInMenu } from '../../../components/open-in-menu.tsx';
import { PromptBadges } from '../../../components/prompt-card-badges.tsx';
import { PromptHistory } from '../../../components/prompt-history/prompt-history.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDisplayDate, formatNumber, formatRating, formatRatingCount } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { RatingControl } from './rating-control.tsx';
import { SaveToggle } from './save-toggle.tsx';

// Only a hidden prompt's owner and admins are answered it, so the notice loads for them alone, out of
// every other reader's script (e2e performance.spec.ts).
const ModerationNotice = lazy(() =>
  import('../../../components/moderation/moderation-notice.tsx').then((module) => ({
    default: module.ModerationNotice,
  })),
);

/** `actions`: more buttons beside Copy and Save, composed by the route (Add to collection). */
export function PromptDetail({ prompt, actions }: { prompt: PromptDetailData; actions?: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const { copy, openWith, openTargets, copying, dialog } = useCopyPrompt(prompt, undefined, user?.username);
  const textSpan = prompt.imageUrls.length > 0 ? 'lg:col-span-3' : 'lg:col-span-5';
  const updated = prompt.updatedAt ? formatDisplayDate(prompt.updatedAt) : null;
  const created = formatDisplayDate(prompt.createdAt);
  const dated = updated ? t`Updated: ${updated}` : t`Created: ${created}`;
  const uses = formatNumber(prompt.usesCount);
  const author = prompt.createdByName;

  return (
    <PageContainer className="flex max-w-6xl flex-col gap-6">
      <Link
        to="/main"
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        <Trans>Back to Explorer</Trans>
      </Link>

      {prompt.moderation && (
        <Suspense fallback={null}>
          <ModerationNotice moderation={prompt.moderation} target={{ type: 'prompt', id: prompt.id }} />
        </Suspense>
      )}

      <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8">
        <div className="flex flex-col gap-3">
          <PromptBadges prompt={prompt} />
          <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {prompt.title}
          </h1>
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 [&_svg]:size-4 [&_svg]:text-slate-400">
            <Fact icon={<Star className="fill-amber-400 !text-amber-400" />} label={t`Rating`}>
              <span className="font-semibold text-slate-900">{formatRating(prompt.rating)}</span>{' '}
              <span>({formatRatingCount(prompt.ratingCount)})</span>
            </Fact>
            <Fact icon={<Copy />}>
              <Trans>Uses: {uses}</Trans>
            </Fact>
            {prompt.createdByName && (
              <Fact icon={<UserRound />}>
                <Link
                  to={profilePath(prompt.createdByName)}
                  className="rounded-sm hover:text-indigo-700 hover:underline"
                >
                  <Trans>Created By: {author}</Trans>
                </Link>
              </Fact>
            )}
            <Fact icon={<CalendarDays />}>{dated}</Fact>
          </dl>
        </div>
        {(prompt.tags.length > 0 || prompt.categories.length > 0) && (
          <ul aria-label={t`Categories and tags`} className="flex flex-wrap gap-2">
            {prompt.categories.map((category) => (
              <li key={`category-${category}`}>
                <Badge variant="brand">{category}</Badge>
              </li>
            ))}
            {prompt.tags.map((tag) => (
              <li key={`tag-${tag}`}>
                <Badge variant="neutral">#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3 [&>*]:flex-1 sm:[&>*]:flex-none">
          <Button size="lg" onClick={copy} loading={copying}>
            {!copying && <Copy aria-hidden="true" />}
            {copying ? <Trans>Copying...</Trans> : <Trans>Copy to Clipboard</Trans>}
          </Button>
          <OpenInMenu targets={openTargets} size="lg" onChoose={openWith} />
          <SaveToggle promptId={prompt.id} />
          {actions}
          <PromptHistory prompt={prompt} size="lg" />
        </div>
        <div className="border-t border-slate-100 pt-4">
          <RatingControl prompt={prompt} />
        </div>
      </header>

      {/* On wide screens the gallery sits beside the text; the reading order stays Overview, Results, Content. */}
      <div className="grid gap-6 lg:grid-cols-5 lg:items-start">
        {prompt.previewText && (
          <Section title={t`Overview`} className={textSpan}>
            <p dir="auto" className="leading-relaxed whitespace-pre-line text-slate-700">
              {prompt.previewText}
            </p>
          </Section>
        )}
        {prompt.imageUrls.length > 0 && (
          <Section
            title={t`Prompt Results`}
            className="lg:sticky lg:top-24 lg:col-span-2 lg:col-start-4 lg:row-span-2 lg:row-start-1"
          >
            <ImageGallery images={prompt.imageUrls} title={prompt.title} />
          </Section>
        )}
        <Section title={t`Prompt Content`} className={textSpan}>
          <pre
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
            tabIndex={0}
            dir="auto"
            className="always-dark max-h-96 overflow-y-auto rounded-xl bg-slate-950 p-5 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100"
          >
            <PlaceholderText content={prompt.content} tone="dark" />
          </pre>
        </Section>
      </div>
      {dialog}
    </PageContainer>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label?: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="flex items-center">
        <span aria-hidden="true">{icon}</span>
        {label && <span className="sr-only">{label}</span>}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8',
        className,
      )}
    >
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
