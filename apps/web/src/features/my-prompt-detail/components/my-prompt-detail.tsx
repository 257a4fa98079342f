// The signed-in detail variant at /myprompts/{id} (spec "Another prompt detail variant", DESIGN §3):
// facts, badges, tags, the content as plain text, Copy (with the customize dialog for placeholders),
// Edit for whoever may edit it (the owner, admins, editors), Share for the owner or an admin, and the
// version History.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Prompt } from '@prompt-lib/contract';
import { ArrowLeft, Copy, Pencil, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCopyPrompt } from '../../../components/customize-dialog.tsx';
import { PageContainer } from '../../../components/layout/page.tsx';
import { ModerationNotice } from '../../../components/moderation/moderation-notice.tsx';
import { OpenInMenu } from '../../../components/open-in-menu.tsx';
import { PromptBadges } from '../../../components/prompt-card-badges.tsx';
import { PromptHistory } from '../../../components/prompt-history/prompt-history.tsx';
import { ShareButton } from '../../../components/share-dialog/share-button.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { formatDisplayDate, formatNumber, formatRating, formatRatingCount } from '../../../lib/format.ts';
import { canEditPrompt, canManagePrompt } from '../../../lib/prompt-links.ts';
import { useRememberRecentPrompt } from '../../../lib/recent-prompts.ts';
import { useSession } from '../../../lib/session.tsx';

/** `actions`: more buttons after Copy and Edit, composed by the route (Add to collection). */
export function MyPromptDetail({ prompt, actions }: { prompt: Prompt; actions?: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const copyMessages = { success: t`Prompt content copied to clipboard`, failure: t`Failed to copy prompt` };
  const { copy, openWith, openTargets, copying, dialog } = useCopyPrompt(
    prompt,
    copyMessages,
    user?.username,
  );
  // The command palette's "Recent" group (issue 30).
  useRememberRecentPrompt(prompt);
  const uses = formatNumber(prompt.usesCount);
  const created = formatDisplayDate(prompt.createdAt);
  return (
    <PageContainer className="max-w-4xl">
      <Link
        to="/prompts"
        className="mb-6 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-indigo-700"
      >
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        <Trans>Back to Prompts</Trans>
      </Link>
      <ModerationNotice
        moderation={prompt.moderation}
        target={{ type: 'prompt', id: prompt.id }}
        className="mb-4"
      />
      <Card>
        <CardContent className="flex flex-col gap-5 pt-6">
          <div className="flex flex-col gap-3">
            <PromptBadges prompt={prompt} />
            <h1 dir="auto" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {prompt.title}
            </h1>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1 font-medium text-slate-800">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                {formatRating(prompt.rating)}
                <span className="font-normal text-slate-600">({formatRatingCount(prompt.ratingCount)})</span>
              </span>
              <span>
                <Trans>Uses: {uses}</Trans>
              </span>
              <span>
                <Trans>Created: {created}</Trans>
              </span>
            </div>
            <div className="flex flex-wrap gap-2">
              {prompt.categories.map((name) => (
                <Badge key={`c-${name}`} variant="brand">
                  {name}
                </Badge>
              ))}
              {prompt.tags.map((name) => (
                <Badge key={`t-${name}`} variant="neutral">
                  #{name}
                </Badge>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={copy} loading={copying}>
              <Copy aria-hidden />
              {copying ? <Trans>Copying...</Trans> : <Trans>Copy</Trans>}
            </Button>
            <OpenInMenu targets={openTargets} onChoose={openWith} />
            {canEditPrompt(prompt) && (
              <Link
                to={`/myprompts/edit/${prompt.id}`}
                state={{ from: `/myprompts/${prompt.id}` }}
                className={buttonClass('secondary')}
              >
                <Pencil aria-hidden />
                <Trans>Edit</Trans>
              </Link>
            )}
            {canManagePrompt(prompt, user) && <ShareButton prompt={prompt} />}
            {actions}
            <PromptHistory prompt={prompt} />
          </div>
          <p
            dir="auto"
            className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed whitespace-pre-wrap text-slate-800"
          >
            {prompt.content}
          </p>
        </CardContent>
      </Card>
      {dialog}
    </PageContainer>
  );
}
