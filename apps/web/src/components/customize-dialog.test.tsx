import type { Prompt } from '@prompt-lib/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast.ts';
import { wrapper } from '../test/i18n-wrapper.tsx';
import { makePrompt } from '../test/prompt-fixture.ts';
import { fakeApi } from '../test/render-app.tsx';
import { useCopyPrompt } from './customize-dialog.tsx';

function CopyButton({ prompt }: { prompt: Prompt }) {
  const { copy, copying, dialog } = useCopyPrompt(prompt);
  return (
    <>
      <button type="button" onClick={copy}>
        {copying ? 'Copying...' : 'Copy to Clipboard'}
      </button>
      {dialog}
    </>
  );
}

function setup(content: string, id = 1) {
  const user = userEvent.setup();
  const fetchMock = fakeApi({
    'POST /api/prompt-usage/record': () => ({
      status: 201,
      body: { promptId: 1, actionType: 'COPY', usesCount: 13 },
    }),
  });
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <CopyButton prompt={makePrompt({ id, content })} />
    </QueryClientProvider>,
    { wrapper },
  );
  return { user, fetchMock, unmount };
}

// Toasts are asserted through sonner's calls: its store outlives a test's render.
let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  success = vi.spyOn(toast, 'success');
  failure = vi.spyOn(toast, 'error');
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('copy flow', () => {
  it('copies content without placeholders at once and records the copy', async () => {
    const { user, fetchMock } = setup('Summarise this article in five bullet points.');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('Summarise this article in five bullet points.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/prompt-usage/record?promptId=1&actionType=COPY',
        expect.objectContaining({ method: 'POST' }),
      ),
    );
  });

  it('asks for each distinct placeholder in order, with title-cased labels and a live preview', async () => {
    const { user } = setup('Write to [target_audience] about [ topic ] in a [tone-of voice] tone. [topic]!');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    const dialog = screen.getByRole('dialog', { name: 'Customize Prompt' });
    expect(dialog).toBeInTheDocument();
    const labels = (screen.getAllByRole('textbox') as HTMLInputElement[]).map(
      (input) => input.labels?.[0]?.textContent,
    );
    expect(labels).toEqual(['Target Audience', 'Topic', 'Tone Of Voice']);

    const preview = screen.getByTestId('customize-preview');
    const copyButton = screen.getByRole('button', { name: 'Copy Customized Prompt' });
    expect(copyButton).toBeDisabled();

    await user.type(screen.getByLabelText('Topic'), 'tea');
    expect(preview).toHaveTextContent('Write to [target_audience] about tea in a [tone-of voice] tone. tea!');
    await user.type(screen.getByLabelText('Target Audience'), 'students');
    await user.type(screen.getByLabelText('Tone Of Voice'), '   ');
    expect(copyButton).toBeDisabled();

    await user.clear(screen.getByLabelText('Tone Of Voice'));
    await user.type(screen.getByLabelText('Tone Of Voice'), 'playful');
    expect(copyButton).toBeEnabled();
    await user.click(copyButton);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('Write to students about tea in a playful tone. tea!');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Cancel without copying', async () => {
    const { user, fetchMock } = setup('Plan a trip to [city].');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('usage'), expect.anything());
  });

  it('says so when the clipboard refuses, and records nothing', async () => {
    const { user, fetchMock } = setup('No placeholders here at all.');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Failed to copy prompt content'));
    expect(success).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('usage'), expect.anything());
  });

  it('still says the copy worked when recording it fails', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/prompt-usage/record': () => ({ status: 500, body: { message: 'down' } }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CopyButton prompt={makePrompt({ content: 'Plain content to copy.' })} />
      </QueryClientProvider>,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Recording the copy failed:', expect.anything()),
    );
  });
});

describe('defaults, choices and remembered values', () => {
  const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    return screen.getByRole('dialog', { name: 'Customize Prompt' });
  };

  it('prefills defaults, offers a choice in a select, and asks once for a repeated name', async () => {
    const { user } = setup(
      'A [tone: formal | casual | playful] note on [topic: tea] for [who], [tone] again.',
    );
    await openDialog(user);
    const tone = screen.getByRole('combobox', { name: 'Tone' });
    expect(tone).toHaveValue('formal');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'formal',
      'casual',
      'playful',
    ]);
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('tea');
    expect(screen.getByRole('textbox', { name: 'Who' })).toHaveValue('');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);

    const preview = screen.getByTestId('customize-preview');
    expect(preview).toHaveTextContent('A formal note on tea for [who], formal again.');
    await user.selectOptions(tone, 'casual');
    await user.clear(screen.getByRole('textbox', { name: 'Topic' }));
    expect(preview).toHaveTextContent('A casual note on [topic: tea] for [who], casual again.');
    expect(screen.getByRole('button', { name: 'Copy Customized Prompt' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'cake');
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'my team');
    await user.click(screen.getByRole('button', { name: 'Copy Customized Prompt' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe('A casual note on cake for my team, casual again.');
  });

  it('remembers used values by name for the next prompt, until they are cleared', async () => {
    const first = setup('Email [company] in a [tone: formal | casual] tone.');
    await openDialog(first.user);
    expect(screen.queryByRole('button', { name: 'Clear remembered values' })).not.toBeInTheDocument();
    await first.user.type(screen.getByRole('textbox', { name: 'Company' }), 'Acme');
    await first.user.click(screen.getByRole('button', { name: 'Copy Customized Prompt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    const second = setup('Pitch [company] to [ company ] investors, [tone: casual | formal].', 2);
    await openDialog(second.user);
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
    // The first prompt kept its default tone, which is not remembered over this prompt's default.
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('casual');

    await second.user.click(screen.getByRole('button', { name: 'Clear remembered values' }));
    expect(success).toHaveBeenCalledWith('Remembered values cleared');
    expect(screen.getByRole('textbox', { name: 'Company' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear remembered values' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('rememberedPlaceholderValues')).toBeNull();
  });

  it('sends nothing remembered to the server', async () => {
    const { user, fetchMock } = setup('Email [company].');
    await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Secret Corp');
    await user.click(screen.getByRole('button', { name: 'Copy Customized Prompt' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.stringify(fetchMock.mock.calls)).not.toContain('Secret');
  });
});

describe('share links', () => {
  it('copies the public address with the filled values in its fragment', async () => {
    const { user, fetchMock } = setup('Plan a trip to [city] for [days: 3].', 7);
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'São Paulo & Rio');
    await user.click(screen.getByRole('button', { name: 'Copy share link' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Share link copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/explorer/prompt/7#fill=city=S%C3%A3o+Paulo+%26+Rio&days=3`,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining('usage'), expect.anything());
  });

  it('opens the dialog prefilled from a "#fill=" fragment, over remembered values', async () => {
    window.localStorage.setItem('rememberedPlaceholderValues', JSON.stringify({ city: 'Oslo', days: '9' }));
    window.history.replaceState(null, '', '/explorer/prompt/7#fill=city=S%C3%A3o+Paulo+%26+Rio&days=');
    setup('Plan a trip to [city] for [days: 3] days.', 7);
    const dialog = await screen.findByRole('dialog', { name: 'Customize Prompt' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('São Paulo & Rio');
    expect(screen.getByRole('textbox', { name: 'Days' })).toHaveValue('9');
  });

  it('ignores other fragments and content without placeholders', async () => {
    window.history.replaceState(null, '', '/explorer/prompt/7#fill=city=Rome');
    setup('Nothing to fill in here.', 7);
    window.history.replaceState(null, '', '/explorer/prompt/8#details');
    setup('Plan a trip to [city].', 8);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
