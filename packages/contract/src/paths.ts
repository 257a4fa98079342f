// Addresses the web app and the server's pages share, in a module of their own without zod, so that a
// page linking to them does not load the schemas (e2e performance.spec.ts budgets its script).

/** Where a user's public profile is, in the web app and as a server-rendered page. */
export const profilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
