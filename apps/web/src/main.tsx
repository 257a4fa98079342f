// Entry point of the single-page app: providers around the data router, first drawn over the
// server's own page (lib/first-render.ts).
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { renderApp } from './lib/first-render.ts';
import { activateLanguage, initialLanguage } from './lib/i18n.ts';
import { publicSettingsQueryOptions } from './lib/public-settings.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
// Asked for at once, alongside the route's code: whether the library is open decides the first screen.
void queryClient.prefetchQuery(publicSettingsQueryOptions());
const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
void renderApp(
  root,
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
  { router, queryClient, before: activateLanguage(initialLanguage()) },
);
