import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, sentBody } from '../../../test/public-settings.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('verify e-mail', () => {
  it('verifies once on arrival and offers to sign in', async () => {
    const { fetchMock } = renderApp('/verify-email?token=v-1', {
      handlers: { 'POST /auth/verify-email': () => ({ status: 204 }) },
    });
    expect(
      await screen.findByText('Your e-mail address is verified. You can sign in now.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const calls = callsTo(fetchMock, 'POST', '/auth/verify-email');
    expect(calls).toHaveLength(1);
    expect(sentBody(calls[0]?.[1] as RequestInit)).toEqual({ token: 'v-1' });
  });

  it('shows the refusal of a used or expired link', async () => {
    renderApp('/verify-email?token=v-old', {
      handlers: {
        'POST /auth/verify-email': () => ({
          status: 400,
          body: { message: 'This verification link is invalid or has expired' },
        }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is invalid or has expired',
    );
  });
});
