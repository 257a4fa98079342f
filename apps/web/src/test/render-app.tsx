// Renders the whole app (providers + every route) at a path, with fetch answered by a fake API.
import type { User } from '@prompt-lib/contract';
import { AUTH_TOKEN_KEY } from '@prompt-lib/contract';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

export const testUser: User = {
  id: 1,
  username: 'jane_doe',
  email: 'jane@example.com',
  avatarUrl: null,
  bio: null,
  role: 'user',
  promptsUsed: 0,
  promptsSaved: 0,
  createdAt: '2024-03-05T10:00:00.000Z',
  language: null,
};

type Answer = { status: number; body?: unknown };
/** Answers one call; `url` has the query string, which the key leaves out. */
export type Handler = (init: RequestInit | undefined, url: string) => Answer | Promise<Answer>;

/** Stubs fetch: `"POST /auth/login"` → handler; unknown calls answer 404. Returns the mock. */
export function fakeApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const { status, body } = (await handlers[key]?.(init, url)) ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return fetchMock;
}

/** Renders the app at `path`; with `user`, a token is stored and GET /auth/me answers that user. */
export function renderApp(
  path: string,
  { user, handlers = {} }: { user?: User; handlers?: Record<string, Handler> } = {},
) {
  if (user) window.localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  const fetchMock = fakeApi({
    'GET /auth/me': () =>
      user ? { status: 200, body: user } : { status: 401, body: { message: 'Please sign in' } },
    // The header's bell asks for the latest notifications on every signed-in screen.
    'GET /api/notifications': () => ({ status: 200, body: { list: [], totalCount: 0, unreadCount: 0 } }),
    ...handlers,
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, fetchMock };
}

/**
 * Renders the app at `path` signed in as `testUser`, whose account keeps what PUT /auth/me is sent, as
 * the server does (GET /auth/me answers it afterwards); `sent` holds each body sent.
 */
export function renderSignedIn(path: string) {
  const sent: unknown[] = [];
  let saved: User = testUser;
  const view = renderApp(path, {
    user: testUser,
    handlers: {
      'GET /auth/me': () => ({ status: 200, body: saved }),
      'PUT /auth/me': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        saved = { ...saved, ...body };
        return { status: 200, body: saved };
      },
    },
  });
  return { ...view, sent };
}
