import { ACCOUNT_MSG, DEFAULT_OPEN_IN, type PublicSettings, type Settings } from '@prompt-lib/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS } from '../../../lib/public-settings.ts';
import { type Handler, renderApp, testUser } from '../../../test/render-app.tsx';

const admin = { ...testUser, role: 'admin' as const };

const saved: Settings = {
  access: 'public',
  registration: 'open',
  allowedDomains: [],
  passwordSignIn: true,
  defaultVisibility: 'public',
  openIn: DEFAULT_OPEN_IN,
};

const publicSettings = (overrides: Partial<PublicSettings> = {}): PublicSettings => ({
  ...DEFAULT_PUBLIC_SETTINGS,
  ...overrides,
});

function renderSettings(handlers: Record<string, Handler> = {}, pub = publicSettings()) {
  const user = userEvent.setup();
  const view = renderApp('/admin/settings', {
    user: admin,
    handlers: {
      'GET /api/settings': () => ({ status: 200, body: saved }),
      'GET /api/settings/public': () => ({ status: 200, body: pub }),
      ...handlers,
    },
  });
  return { user, ...view };
}

// The first test also loads the lazy route module, which takes seconds on a busy machine.
describe('settings screen', { timeout: 20_000 }, () => {
  it('shows the saved settings, and saves the whole object with the domains as a list', async () => {
    let sent: unknown;
    const { user } = renderSettings({
      'PUT /api/settings': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: sent };
      },
    });
    const form = await screen.findByRole('form', { name: 'Settings' }, { timeout: 5000 });
    const access = within(form).getByRole('group', { name: 'Who can browse the library' });
    const newPrompts = within(form).getByRole('group', { name: 'Who sees a new prompt' });
    expect(within(access).getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(within(newPrompts).getByRole('radio', { name: /^Public/ })).toBeChecked();
    expect(within(form).getByRole('radio', { name: /^Open/ })).toBeChecked();
    expect(within(form).getByRole('switch', { name: 'Password sign-in' })).toBeChecked();
    expect(within(form).queryByLabelText('Allowed domains')).not.toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: /Signed-in users only/ }));
    await user.click(within(newPrompts).getByRole('radio', { name: /^Everyone signed in/ }));
    await user.click(within(form).getByRole('radio', { name: /Only some e-mail domains/ }));
    await user.type(within(form).getByLabelText('Allowed domains'), 'Example.com, @team.example.org{enter}');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent).toEqual({
      access: 'signed-in',
      registration: 'domains',
      allowedDomains: ['example.com', 'team.example.org'],
      passwordSignIn: true,
      defaultVisibility: 'internal',
      openIn: DEFAULT_OPEN_IN,
    });
    expect(within(form).getByLabelText('Allowed domains')).toHaveValue('example.com\nteam.example.org');
  });

  it('chooses the "Open in…" assistants, adds the company’s own, and checks its address', async () => {
    let sent: Settings | undefined;
    const { user, fetchMock } = renderSettings({
      'PUT /api/settings': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: sent };
      },
    });
    const form = await screen.findByRole('form', { name: 'Settings' }, { timeout: 5000 });
    const menu = within(form).getByRole('group', { name: 'Assistants in the menu' });
    expect(within(menu).getByRole('switch', { name: 'ChatGPT' })).toBeChecked();
    expect(within(menu).getByRole('switch', { name: 'Gemini' })).toHaveAccessibleDescription(
      'Copies the text, then opens.',
    );
    await user.click(within(menu).getByRole('switch', { name: 'Grok' }));
    await user.click(within(form).getByRole('button', { name: 'Add an assistant' }));
    await user.type(within(form).getByLabelText('Name'), 'Our Chat');
    await user.type(within(form).getByLabelText('URL template'), 'ftp://chat.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(/a URL template must be an http or https address/),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(within(form).getByLabelText('URL template'));
    await user.type(within(form).getByLabelText('URL template'), 'https://chat.example.com/?q={{text}');
    await user.clear(within(form).getByLabelText('Longest text put in an address'));
    await user.type(within(form).getByLabelText('Longest text put in an address'), '3000');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent?.openIn).toEqual({
      builtIn: DEFAULT_OPEN_IN.builtIn.filter((id) => id !== 'grok'),
      custom: [{ id: 'our-chat', name: 'Our Chat', urlTemplate: 'https://chat.example.com/?q={text}' }],
      urlTextMax: 3000,
    });
  });

  it('checks the domains before sending them', async () => {
    const { user, fetchMock } = renderSettings();
    const form = await screen.findByRole('form', { name: 'Settings' }, { timeout: 5000 });
    await user.click(within(form).getByRole('radio', { name: /Only some e-mail domains/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Name at least one domain')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Allowed domains'), 'example.com not_a_domain');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('“not_a_domain” is not a domain name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Allowed domains')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('shows the server’s refusal in a toast', async () => {
    const { user } = renderSettings({
      'PUT /api/settings': () => ({
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: ACCOUNT_MSG.passwordSignInNeedsSso },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Settings' }, { timeout: 5000 });
    await user.click(within(form).getByRole('radio', { name: /By invitation/ }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to save settings')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MSG.passwordSignInNeedsSso)).toBeInTheDocument();
  });

  it('explains the choices that need e-mail or single sign-on', async () => {
    renderSettings({}, publicSettings({ email: false, sso: [] }));
    const form = await screen.findByRole('form', { name: 'Settings' }, { timeout: 5000 });
    expect(within(form).getByRole('radio', { name: /Only some e-mail domains/ })).toBeDisabled();
    expect(within(form).getByText(/set SMTP_URL and MAIL_FROM/)).toBeInTheDocument();
    const password = within(form).getByRole('switch', { name: 'Password sign-in' });
    expect(password).toBeDisabled();
    expect(password).toHaveAccessibleDescription(/No single sign-on provider is configured/);
  });

  it('lets password sign-in be turned off once a provider is configured', async () => {
    let sent: Settings | undefined;
    const { user } = renderSettings(
      {
        'PUT /api/settings': (init) => {
          sent = JSON.parse(String(init?.body));
          return { status: 200, body: sent };
        },
      },
      publicSettings({ sso: [{ id: 'acme', name: 'Acme SSO' }] }),
    );
    const password = await screen.findByRole('switch', { name: 'Password sign-in' }, { timeout: 5000 });
    expect(password).toHaveAccessibleDescription('When off, people sign in with Acme SSO only.');
    await user.click(password);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sent?.passwordSignIn).toBe(false);
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    let answer = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Admins only' } };
    const { user } = renderSettings({ 'GET /api/settings': () => answer });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load settings' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    answer = { status: 200, body: saved as never };
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('form', { name: 'Settings' })).toBeInTheDocument();
  });

  it('tells a non-admin they lack access, without loading the settings', async () => {
    const { fetchMock } = renderApp('/admin/settings', { user: testUser });
    expect(await screen.findByText('Access denied', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Only admins can change the settings.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/settings')).toBe(false);
  });
});
