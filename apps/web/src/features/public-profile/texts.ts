// The texts of the public profile /u/{username} (issue 29), as the server-rendered page has them
// (apps/server modules/seo/profile-page.ts).

export const PUBLIC_PROFILE_TEXT = {
  notFound: 'User not found',
  notFoundNote: 'This profile may have been removed, or the link may be mistyped.',
  backToHome: 'Back to Home',
  joined: (date: string) => `Joined ${date}`,
  prompts: (count: number) => (count === 1 ? '1 prompt' : `${count} prompts`),
  rating: 'Rating',
  empty: 'No prompts are available at the moment.',
} as const;
