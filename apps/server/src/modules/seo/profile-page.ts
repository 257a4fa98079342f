// The server-rendered public profile /u/{username} (issue 29): what a visitor may see of an account,
// read from the same repository as GET /api/users/{username}/profile and /prompts (reader null:
// public, published prompts only). An unknown or disabled account is a 404 that names nothing.
import type { I18n } from '@lingui/core';
import {
  AVATAR_INITIALS_MAX,
  EXPLORER_PAGE_SIZE,
  type Prompt,
  type PublicProfile,
  profilePath,
} from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { findProfile, listProfilePrompts } from '../profiles/repository.ts';
import { SITE_NAME, summarize } from './head.ts';
import { escapeHtml as e } from './html.ts';
import { CARD, CONTAINER, displayDate, promptLinks, promptPath } from './markup.ts';
import { type Page, siteImage, titled } from './pages.ts';

const promptCount = (i18n: I18n, count: number) =>
  i18n._('{count, plural, one {# prompt} other {# prompts}}', { count });

/** "4.5 (12 ratings)", "No ratings yet": the rating summary, as the app words it (web format.ts). */
export const ratingSummary = (i18n: I18n, profile: Pick<PublicProfile, 'ratingAverage' | 'ratingCount'>) =>
  profile.ratingAverage === null
    ? i18n._('No ratings yet')
    : i18n._('{rating} ({count, plural, one {# rating} other {# ratings}})', {
        rating: i18n.number(profile.ratingAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        count: profile.ratingCount,
      });

/** Up to two initials, as the app's avatar draws them without a picture (web components/ui/avatar.tsx). */
function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? words.map((word) => word.charAt(0)).join('') : (words[0] ?? '');
  return letters.slice(0, AVATAR_INITIALS_MAX).toUpperCase() || '?';
}

export async function profilePage(i18n: I18n, db: Db, base: string, username: string): Promise<Page> {
  const profile = await findProfile(db, username, null);
  const first = { page: 0, size: EXPLORER_PAGE_SIZE, sort: [] };
  const prompts = profile && (await listProfilePrompts(db, profile.username, null, first));
  if (!profile || !prompts) return notFoundPage(i18n, profilePath(username));
  const path = profilePath(profile.username);
  const description = summarize(
    profile.bio ??
      i18n._('{count, plural, one {# prompt} other {# prompts}} by {username} on {site}.', {
        count: profile.promptCount,
        username: profile.username,
        site: SITE_NAME,
      }),
  );
  return {
    status: 200,
    body: profileMarkup(i18n, profile, prompts.list),
    meta: {
      title: `${profile.username} – ${SITE_NAME}`,
      description,
      path,
      type: 'website',
      image: siteImage(i18n),
      jsonLd: {
        '@type': 'ProfilePage',
        dateCreated: profile.joinedAt,
        mainEntity: {
          '@type': 'Person',
          name: profile.username,
          url: base + path,
          ...(profile.bio ? { description: profile.bio } : {}),
          ...(profile.avatarUrl ? { image: new URL(profile.avatarUrl, `${base}/`).href } : {}),
        },
        hasPart: prompts.list.map((prompt) => ({
          '@type': 'CreativeWork',
          name: prompt.title,
          url: base + promptPath(prompt.id),
        })),
      },
    },
  };
}

function profileMarkup(i18n: I18n, profile: PublicProfile, prompts: Prompt[]): string {
  // Where and as large as the app draws it, so nothing moves when the app takes over.
  const avatar = profile.avatarUrl
    ? `<img src="${e(profile.avatarUrl)}" alt="${e(profile.username)}" width="80" height="80" class="size-20 shrink-0 rounded-full object-cover" />`
    : `<span aria-hidden="true" class="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 text-2xl font-semibold text-white">${e(initials(profile.username))}</span>`;
  const bio = profile.bio
    ? `<p dir="auto" class="max-w-2xl leading-relaxed break-words whitespace-pre-line text-slate-700">${e(profile.bio)}</p>`
    : '';
  const facts = [
    i18n._('Joined {date}', { date: displayDate(i18n, profile.joinedAt, 'long') }),
    promptCount(i18n, profile.promptCount),
    ratingSummary(i18n, profile),
  ];
  return `<div class="${CONTAINER} flex flex-col gap-6"><header class="flex flex-col gap-5 sm:flex-row sm:items-center ${CARD}">${avatar}<div class="flex min-w-0 flex-col gap-3"><h1 class="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">${e(profile.username)}</h1>${bio}<ul class="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">${facts.map((fact) => `<li>${e(fact)}</li>`).join('')}</ul></div></header><section aria-label="${e(i18n._('Prompts'))}">${promptLinks(prompts, i18n._('No prompts found.'), 3)}</section></div>`;
}

function notFoundPage(i18n: I18n, path: string): Page {
  const heading = i18n._('User not found');
  return {
    status: 404,
    body: `<div class="${CONTAINER} flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center"><h1 class="text-2xl font-bold text-slate-900">${e(heading)}</h1><a href="/main" class="font-medium text-indigo-700">${e(i18n._('Back to Home'))}</a></div>`,
    meta: {
      title: titled(heading),
      description: i18n._('This profile may have been removed, or the link may be mistyped.'),
      path,
      type: 'website',
      image: siteImage(i18n),
      jsonLd: { '@type': 'WebPage', name: heading },
      noindex: true,
    },
  };
}
