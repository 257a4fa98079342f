import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, publicSettings, sentBody } from '../../../test/public-settings.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('forgot password', () => {
  it('asks for the link and says what happens next', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderApp('/forgot-password', {
      handlers: { ...publicSettings(), 'POST /auth/password-reset': () => ({ status: 202 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/auth/password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for jane@example.com, we have sent a link to reset its password. It works for 60 minutes.',
      ),
    ).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/auth/password-reset');
    expect(sentBody(call?.[1] as RequestInit)).toEqual({ email: 'jane@example.com' });
  });

  it('sends people to an administrator when the server has no e-mail', async () => {
    renderApp('/forgot-password', { handlers: publicSettings({ email: false }) });
    expect(
      await screen.findByText('E-mail is not set up on this server. Ask an administrator for a reset link.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});
