import { SUPPORT_EMAIL } from '@prompt-lib/contract';
import { screen, within } from '@testing-library/react';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The first render also loads the lazy route module.
const slow = { timeout: 5000 };

describe('legal pages', () => {
  it.each([
    [
      '/legal/privacy',
      'Privacy Policy',
      ['Data we collect', 'Your rights', 'Cookies and local storage', 'Contact'],
    ],
    [
      '/legal/terms',
      'Terms of Service',
      ['Acceptance of terms', 'Prohibited uses', 'Termination', 'Changes to these terms'],
    ],
    [
      '/legal/cookies',
      'Cookie Policy',
      ['Essential cookies', 'Targeting cookies', 'Session and persistent cookies'],
    ],
  ])(
    '%s shows its sections, today as "Last updated", and the support e-mail',
    async (path, title, headings) => {
      const scrollTo = vi.spyOn(window, 'scrollTo');
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: title }, slow)).toBeInTheDocument();
      expect(screen.getByText(`Last updated: ${format(new Date(), 'MMMM d, yyyy')}`)).toBeInTheDocument();
      const article = screen.getByRole('article');
      for (const heading of headings) {
        expect(
          within(article).getByRole('heading', { level: 2, name: new RegExp(heading) }),
        ).toBeInTheDocument();
      }
      const mail = within(article).getAllByRole('link', { name: SUPPORT_EMAIL });
      expect(mail[0]).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    },
  );

  it('says in another language that the English text prevails (issue 31)', async () => {
    await activateLanguage('de');
    try {
      renderApp('/legal/terms');
      expect(
        await screen.findByText(
          'Diese Übersetzung dient nur der Information. Maßgeblich ist die englische Fassung.',
          {},
          slow,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });

  it('has no such note in English, the text that prevails', async () => {
    renderApp('/legal/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, slow),
    ).toBeInTheDocument();
    expect(screen.queryByText(/translation is provided for convenience/)).not.toBeInTheDocument();
  });

  it('promises 30 days notice of material changes in the terms', async () => {
    renderApp('/legal/terms');
    expect(await screen.findByText(/at least 30 days notice/, {}, slow)).toBeInTheDocument();
  });
});
