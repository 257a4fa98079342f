// Every route of spec §2 and DESIGN §3. Each screen is a lazy route module (default export) under
// ./routes, so the landing page's JavaScript stays small and screens load on first visit. A screen
// beyond the visitors' ones waits for the texts of the `more` catalog too (lib/i18n.ts), fetched
// alongside its code.
import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import type { RoutePrefetch } from '../lib/first-render.ts';
import { loadMoreTexts } from '../lib/i18n.ts';
import { ErrorScreen } from './error-screen.tsx';
import { RedirectSignedIn, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/root-layout.tsx';

/** A screen, and optionally the data it shows first (asked for before the app's first render). */
type RouteModule = { default: ComponentType; prefetch?: RoutePrefetch };
const screen = (load: () => Promise<RouteModule>, { visitors = false } = {}) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), visitors ? undefined : loadMoreTexts()]);
    return { Component: module.default, handle: { prefetch: module.prefetch } };
  },
});
/** The screens visitors open first, whose texts are all in the `core` catalog. */
const visitorScreen = (load: () => Promise<RouteModule>) => screen(load, { visitors: true });

const promptList = screen(() => import('./routes/prompt-list.tsx'));
const promptEditor = screen(() => import('./routes/prompt-editor.tsx'));

function LegacyEditRedirect() {
  const { id } = useParams();
  return <Navigate to={`/myprompts/edit/${id}`} replace />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        // A second boundary inside the layout keeps the header visible when a screen fails.
        errorElement: <ErrorScreen />,
        children: [
          {
            element: <RedirectSignedIn to="/main" />,
            children: [{ index: true, ...visitorScreen(() => import('./routes/landing.tsx')) }],
          },
          {
            element: <RedirectSignedIn to="/" />,
            children: [
              { path: 'login', ...screen(() => import('./routes/login.tsx')) },
              { path: 'register', ...screen(() => import('./routes/register.tsx')) },
              { path: 'forgot-password', ...screen(() => import('./routes/forgot-password.tsx')) },
            ],
          },
          // Links from e-mails and the single sign-on return work whether or not someone is signed in.
          { path: 'reset-password', ...screen(() => import('./routes/reset-password.tsx')) },
          { path: 'verify-email', ...screen(() => import('./routes/verify-email.tsx')) },
          { path: 'sso', ...screen(() => import('./routes/sso.tsx')) },
          { path: 'main', ...visitorScreen(() => import('./routes/explorer.tsx')) },
          { path: 'explorer/prompt/:id', ...visitorScreen(() => import('./routes/explorer-prompt.tsx')) },
          { path: 'u/:username', ...screen(() => import('./routes/user-profile.tsx')) },
          { path: 'legal/privacy', ...screen(() => import('./routes/legal-privacy.tsx')) },
          { path: 'legal/terms', ...screen(() => import('./routes/legal-terms.tsx')) },
          { path: 'legal/cookies', ...screen(() => import('./routes/legal-cookies.tsx')) },
          { path: 'collections/:id', ...visitorScreen(() => import('./routes/collection.tsx')) },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', ...screen(() => import('./routes/dashboard.tsx')) },
              { path: 'myprompts', ...screen(() => import('./routes/my-prompts.tsx')) },
              { path: 'myprompts/create', ...promptEditor },
              { path: 'myprompts/edit/:id', ...promptEditor },
              ...['trending', 'featured', 'new'].map((type) => ({
                path: `myprompts/${type}`,
                ...promptList,
              })),
              { path: 'myprompts/:id', ...screen(() => import('./routes/my-prompt-detail.tsx')) },
              { path: 'promptslist', ...promptList },
              ...['trending', 'featured', 'new', 'saved', 'my-prompts', 'shared'].map((type) => ({
                path: `promptslist/${type}`,
                ...promptList,
              })),
              { path: 'categories', ...screen(() => import('./routes/categories.tsx')) },
              { path: 'tags', ...screen(() => import('./routes/tags.tsx')) },
              { path: 'profile/settings', ...screen(() => import('./routes/profile-settings.tsx')) },
              { path: 'collections', ...screen(() => import('./routes/collections.tsx')) },
              { path: 'collections/get/:id', ...screen(() => import('./routes/collection-get.tsx')) },
              { path: 'groups', ...screen(() => import('./routes/groups.tsx')) },
              { path: 'groups/:id', ...screen(() => import('./routes/group.tsx')) },
              { path: 'suggestions', ...screen(() => import('./routes/suggestions.tsx')) },
              { path: 'notifications', ...screen(() => import('./routes/notifications.tsx')) },
              { path: 'import-export', ...screen(() => import('./routes/import-export.tsx')) },
              { path: 'admin/settings', ...screen(() => import('./routes/admin-settings.tsx')) },
              { path: 'admin/users', ...screen(() => import('./routes/admin-users.tsx')) },
              { path: 'admin/audit', ...screen(() => import('./routes/admin-audit.tsx')) },
              { path: 'admin/webhooks', ...screen(() => import('./routes/admin-webhooks.tsx')) },
              { path: 'admin/reports', ...screen(() => import('./routes/admin-reports.tsx')) },
            ],
          },
          { path: 'prompts', element: <Navigate to="/promptslist" replace /> },
          { path: 'prompts/edit/:id', element: <LegacyEditRedirect /> },
          { path: '*', ...visitorScreen(() => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
