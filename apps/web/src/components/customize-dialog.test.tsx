import type { Prompt } from '@prompt-lib/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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

function setup(content: string) {
  const user = userEvent.setup();
  const fetchMock = fakeApi({
    'POST /api/prompt-usage/record': () => ({
      status: 201,
      body: { promptId: 1, actionType: 'COPY', usesCount: 13 },
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CopyButton prompt={makePrompt({ content })} />
    </QueryClientProvider>,
  );
  return { user, fetchMock };
}

// Toasts are asserted through sonner's calls: its store outlives a test's render.
let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  success = vi.spyOn(toast, 'success');
  failure = vi.spyOn(toast, 'error');
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
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('still says the copy worked when recording it fails', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/prompt-usage/record': () => ({ status: 500, body: { message: 'down' } }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CopyButton prompt={makePrompt({ content: 'Plain content to copy.' })} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Recording the copy failed:', expect.anything()),
    );
  });
});
