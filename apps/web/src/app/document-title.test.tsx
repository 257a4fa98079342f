import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePrompt } from '../test/prompt-fixture.ts';
import { renderApp } from '../test/render-app.tsx';

// The tab title of each public screen matches the server's page head (apps/server modules/seo).
describe('document title per route', () => {
  afterEach(() => {
    document.title = 'Prompt Lib';
  });

  it('names the prompt on its page, and goes back to "Prompt Lib" on a screen with no title of its own', async () => {
    const { router } = renderApp('/explorer/prompt/4', {
      handlers: {
        'GET /api/prompts/4': () => ({
          status: 200,
          body: { ...makePrompt({ id: 4, title: 'Cold e-mail opener' }), myRating: null },
        }),
      },
    });
    await waitFor(() => expect(document.title).toBe('Cold e-mail opener – Prompt Lib'), { timeout: 5000 });
    await router.navigate('/legal/terms');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe('Prompt Lib'));
  });

  it('says so for a missing prompt', async () => {
    renderApp('/explorer/prompt/99');
    await waitFor(() => expect(document.title).toBe('Prompt not found – Prompt Lib'), { timeout: 5000 });
  });

  it('names the explorer view', async () => {
    renderApp('/main?trending=true');
    await waitFor(() => expect(document.title).toBe('Trending Prompts – Prompt Lib'), { timeout: 5000 });
  });

  it('gives the landing page the site title', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('The library for reusable AI prompts – Prompt Lib'), {
      timeout: 5000,
    });
  });
});
