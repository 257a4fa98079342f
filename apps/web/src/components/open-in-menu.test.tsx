// "Open in…" (issue 30) from a prompt's copy flow: straight to the assistant when there is nothing to
// fill, through the fill dialog otherwise, copying first for an assistant that takes no text in its
// address; each open is recorded as an OPEN with its target.
import type { Prompt } from '@prompt-lib/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PUBLIC_SETTINGS } from '../lib/public-settings.ts';
import { toast } from '../lib/toast.ts';
import { wrapper } from '../test/i18n-wrapper.tsx';
import { makePrompt } from '../test/prompt-fixture.ts';
import { fakeApi } from '../test/render-app.tsx';
import { useCopyPrompt } from './customize-dialog.tsx';
import { OpenInMenu } from './open-in-menu.tsx';

function Actions({ prompt }: { prompt: Prompt }) {
  const { openWith, openTargets, dialog } = useCopyPrompt(prompt);
  return (
    <>
      <OpenInMenu targets={openTargets} onChoose={openWith} />
      {dialog}
    </>
  );
}

function setup(content: string, settings = DEFAULT_PUBLIC_SETTINGS) {
  const user = userEvent.setup();
  const fetchMock = fakeApi({
    'GET /api/settings/public': () => ({ status: 200, body: settings }),
    'POST /api/prompt-usage/record': () => ({
      status: 201,
      body: { promptId: 7, actionType: 'OPEN', target: 'chatgpt', usesCount: 3 },
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Actions prompt={makePrompt({ id: 7, content })} />
    </QueryClientProvider>,
    { wrapper },
  );
  return { user, fetchMock };
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: 'Open in…' }));
  await user.click(await screen.findByRole('menuitem', { name }));
}

let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});

describe('Open in…', () => {
  it('opens a prompt with nothing to fill in ChatGPT with its text, and records the open', async () => {
    const { user, fetchMock } = setup('Plan a 3-day trip & pack light.');
    await choose(user, 'ChatGPT');
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith(
        'https://chatgpt.com/?q=Plan%20a%203-day%20trip%20%26%20pack%20light.',
        '_blank',
        'noopener,noreferrer',
      ),
    );
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/prompt-usage/record?promptId=7&actionType=OPEN&target=chatgpt',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('asks for the placeholders first, then opens the filled text from the dialog', async () => {
    const { user } = setup('Write a [tone] e-mail about [topic].');
    await choose(user, 'Claude');
    const dialog = await screen.findByRole('dialog', { name: 'Customize Prompt' });
    const open = within(dialog).getByRole('button', { name: 'Open in Claude' });
    expect(open).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Tone/), 'warm');
    await user.type(within(dialog).getByLabelText(/Topic/), 'the launch');
    await user.click(open);
    expect(opened).toHaveBeenCalledWith(
      'https://claude.ai/new?q=Write%20a%20warm%20e-mail%20about%20the%20launch.',
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('copies first for an assistant that takes no text in its address, and says where to paste it', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user } = setup('Summarise this thread.');
    await choose(user, 'Gemini');
    expect(opened).toHaveBeenCalledWith('https://gemini.google.com/app', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Copied. Paste it in Gemini'));
    expect(await navigator.clipboard.readText()).toBe('Summarise this thread.');
  });

  it("lists the instance's own assistants, and nothing when there are none", async () => {
    const own = { id: 'our-chat', name: 'Our Chat', urlTemplate: 'https://chat.example.com/?q={text}' };
    const { user } = setup('Hello', { ...DEFAULT_PUBLIC_SETTINGS, openTargets: [own] });
    await choose(user, 'Our Chat');
    expect(opened).toHaveBeenCalledWith('https://chat.example.com/?q=Hello', '_blank', 'noopener,noreferrer');
  });
});
