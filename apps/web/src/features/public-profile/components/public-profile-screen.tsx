// The public profile /u/{username} (issue 29): avatar, username, bio (plain text, as typed), when the
// account joined, how many of its prompts the caller may see and their ratings, then those prompts as
// the explorer's cards with "Load More". An unknown or disabled account reads "User not found".
import { useLingui } from '@lingui/react';
import { ArrowLeft, CalendarDays, FileText, Star, UserRoundX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/layout/page.tsx';
import { PromptCardList } from '../../../components/prompt-card-list.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDisplayDate, formatRating, formatRatingCount } from '../../../lib/format.ts';
import { useProfile } from '../api/get-profile.ts';
import { userPromptsQueryOptions } from '../api/get-user-prompts.ts';
import { PUBLIC_PROFILE_TEXT as T } from '../texts.ts';

export function PublicProfileScreen({ username }: { username: string }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const query = useProfile(username);
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(missing ? T.notFound : (query.data?.username ?? null));

  if (missing) return <ProfileNotFound />;
  // Any other failure goes to the route's error screen.
  if (query.isError) throw query.error;
  if (query.isPending) return <PageSpinner />;
  const profile = query.data;

  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:p-8">
        <Avatar name={profile.username} src={profile.avatarUrl} size="lg" />
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {profile.username}
          </h1>
          {profile.bio && (
            <p
              dir="auto"
              className="max-w-2xl leading-relaxed break-words whitespace-pre-line text-slate-700"
            >
              {profile.bio}
            </p>
          )}
          <dl className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 [&_svg]:size-4 [&_svg]:text-slate-400">
            <Fact icon={<CalendarDays />}>{T.joined(formatDisplayDate(profile.joinedAt))}</Fact>
            <Fact icon={<FileText />}>{T.prompts(profile.promptCount)}</Fact>
            <Fact icon={<Star className="fill-amber-400 !text-amber-400" />} label={T.rating}>
              {profile.ratingAverage !== null && (
                <>
                  <span className="font-semibold text-slate-900">
                    {formatRating(profile.ratingAverage)}
                  </span>{' '}
                </>
              )}
              <span>
                {profile.ratingAverage !== null
                  ? `(${formatRatingCount(profile.ratingCount)})`
                  : formatRatingCount(0)}
              </span>
            </Fact>
          </dl>
        </div>
      </header>
      <PromptCardList options={userPromptsQueryOptions(profile.username)} empty={{ text: T.empty }} />
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

function ProfileNotFound() {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  return (
    <PageContainer className="flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <UserRoundX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{T.notFound}</h1>
      <p className="max-w-md text-slate-600">{T.notFoundNote}</p>
      <Button asChild>
        <Link to="/main">
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {T.backToHome}
        </Link>
      </Button>
    </PageContainer>
  );
}
