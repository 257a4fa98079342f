// The language menu in each of its places (issue 31): the header's, the footer's and profile
// settings' each switch the interface, and a signed-in person's choice is kept on the account.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { renderApp, renderSignedIn } from '../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

/** Picks the language, by its own name, in the panel of the menu whose button has this name. */
async function chooseLanguage(menu: string, language: string) {
  const button = await screen.findByRole('button', { name: menu }, slow);
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error(`The ${menu} menu has no panel`);
  // jsdom hides a popover and cannot open one: the radio is clicked in the closed panel, without a
  // pointer's detail (as an arrow key picks), so that the menu does not try to close it.
  fireEvent.click(within(panel).getByRole('radio', { name: language, hidden: true }));
}

describe('the language menu', () => {
  afterEach(() => activateLanguage('en'));

  it('in the header switches every text to the language chosen, and keeps it on the account', async () => {
    const { sent } = renderSignedIn('/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Profile Settings' }, slow)).toBeInTheDocument();
    await chooseLanguage('Language', 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Profileinstellungen' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    await waitFor(() => expect(sent).toEqual([{ language: 'de' }]));
  });

  it("in the footer switches a visitor's page to the language chosen, and asks nothing of the server", async () => {
    const { fetchMock } = renderApp('/legal/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, slow),
    ).toBeInTheDocument();
    await chooseLanguage('Language: English', 'Deutsch');
    expect(await screen.findByRole('heading', { level: 2, name: 'Produkt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sprache: Deutsch' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toEqual([]);
  });

  it('in the footer keeps a signed-in choice on the account', async () => {
    const { sent } = renderSignedIn('/legal/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, slow),
    ).toBeInTheDocument();
    await chooseLanguage('Language: English', 'Deutsch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ language: 'de' }]));
  });

  it('in profile settings switches the interface and keeps the choice on the account', async () => {
    const { sent } = renderSignedIn('/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Profile Settings' }, slow)).toBeInTheDocument();
    await chooseLanguage('Language: English', 'Deutsch');
    expect(await screen.findByRole('heading', { name: 'Profileinstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ language: 'de' }]));
  });
});
