// The texts of the public profile /u/{username} (issue 29), as the server-rendered page has them
// (apps/server modules/seo/profile-page.ts).
// Getters: each reading translates into the active language (issue 31).
import { plural, t } from '@lingui/core/macro';

export const PUBLIC_PROFILE_TEXT = {
  get notFound() {
    return t`User not found`;
  },
  get notFoundNote() {
    return t`This profile may have been removed, or the link may be mistyped.`;
  },
  get backToHome() {
    return t`Back to Home`;
  },
  joined: (date: string) => t`Joined ${date}`,
  prompts: (count: number) => plural(count, { one: '# prompt', other: '# prompts' }),
  get rating() {
    return t`Rating`;
  },
  get empty() {
    return t`No prompts are available at the moment.`;
  },
} as const;
