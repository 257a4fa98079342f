import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicSettings, sentBody } from '../../../test/public-settings.ts';
import { renderApp, testUser } from '../../../test/render-app.tsx';

describe('single sign-on return', () => {
  const exchanging = (answer: { status: number; body?: unknown }) => {
    let signedIn = false;
    return {
      'POST /auth/oidc/exchange': (init: RequestInit | undefined) => {
        expect(sentBody(init)).toEqual({ code: 'c-1' });
        if (answer.status === 200) signedIn = true;
        return answer;
      },
      'GET /auth/me': () => (signedIn ? { status: 200, body: testUser } : { status: 401 }),
      'GET /api/collections': () => ({ status: 200, body: [] }),
    };
  };

  it('trades the code for a token and goes back to where the user started', async () => {
    const { router } = renderApp('/sso?code=c-1&returnTo=%2Fcollections', {
      handlers: exchanging({ status: 200, body: { token: 'sso-tok', user: testUser } }),
    });
    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/collections'));
    expect(window.localStorage.getItem('authToken')).toBe('sso-tok');
  });

  it('goes to /main rather than to another site', async () => {
    const { router } = renderApp('/sso?code=c-1&returnTo=https%3A%2F%2Fevil.example', {
      handlers: exchanging({ status: 200, body: { token: 'sso-tok', user: testUser } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/main'));
  });

  it('returns a refused code to the sign-in screen with its message', async () => {
    const { router } = renderApp('/sso?code=c-1', {
      handlers: {
        ...publicSettings(),
        ...exchanging({
          status: 400,
          body: { message: 'This sign-in link is invalid or has expired. Please sign in again.' },
        }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link is invalid or has expired. Please sign in again.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });
});
