// The customize dialog with the placeholders of issue 30: typed fields, optional ones, automatic
// values, included prompts (one form with the includer's fields) and the syntax help.
import type { Prompt } from '@prompt-lib/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../lib/toast.ts';
import { wrapper } from '../test/i18n-wrapper.tsx';
import { makePrompt } from '../test/prompt-fixture.ts';
import { fakeApi } from '../test/render-app.tsx';
import { useCopyPrompt } from './customize-dialog.tsx';

function CopyButton({ prompt, me }: { prompt: Prompt; me?: string }) {
  const { copy, dialog } = useCopyPrompt(prompt, undefined, me);
  return (
    <>
      <button type="button" onClick={copy}>
        Copy to Clipboard
      </button>
      {dialog}
    </>
  );
}

const today = new Intl.DateTimeFormat('en', { dateStyle: 'full' }).format(new Date());

function setup(
  content: string,
  { me, included = {} }: { me?: string; included?: Record<number, string> } = {},
) {
  const user = userEvent.setup();
  const routes = Object.fromEntries(
    Object.entries(included).map(([id, text]) => [
      `GET /api/prompts/${id}`,
      () => ({ status: 200, body: makePrompt({ id: Number(id), content: text }) }),
    ]),
  );
  const fetchMock = fakeApi({
    ...routes,
    'POST /api/prompt-usage/record': () => ({
      status: 201,
      body: { promptId: 1, actionType: 'COPY', usesCount: 13 },
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CopyButton prompt={makePrompt({ id: 1, content })} me={me} />
    </QueryClientProvider>,
    { wrapper },
  );
  return { user, fetchMock };
}

let success: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('isSecureContext', true);
  success = vi.spyOn(toast, 'success');
});

describe('typed, optional and automatic placeholders', () => {
  it('shows a text area, a number, a date and checkboxes, and refuses what does not fit', async () => {
    const { user } = setup(
      'Brief: [brief#long]. Pages: [pages#number: 5]. Due [due#date]. In [langs#multi: en | fr | de]. [note?] End.',
    );
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    // The dialog's code loads with the first copy that needs it.
    const copyButton = await screen.findByRole('button', { name: 'Copy Customized Prompt' });
    const brief = screen.getByLabelText('Brief');
    expect(brief.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('spinbutton', { name: 'Pages' })).toHaveValue(5);
    expect(screen.getByLabelText('Due')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('group', { name: 'Langs' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toHaveValue('');

    await user.type(brief, 'Line one{Enter}Line two');
    await user.type(screen.getByLabelText('Due'), '2026-12-01');
    expect(copyButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'de' }));
    await user.click(screen.getByRole('checkbox', { name: 'en' }));
    // The optional note may stay empty: it disappears with its space.
    expect(copyButton).toBeEnabled();
    expect(screen.getByTestId('customize-preview')).toHaveTextContent(
      'Brief: Line one Line two. Pages: 5. Due 2026-12-01. In en, de. End.',
    );

    await user.clear(screen.getByRole('spinbutton', { name: 'Pages' }));
    expect(copyButton).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Pages' }), '12');
    await user.click(copyButton);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(await navigator.clipboard.readText()).toBe(
      'Brief: Line one\nLine two. Pages: 12. Due 2026-12-01. In en, de. End.',
    );
  });

  it('fills [@today] and [@me] without asking a signed-in reader, and copies at once when nothing is asked', async () => {
    const { user } = setup('Status of [@today] by [@me].', { me: 'ada' });
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prompt copied to clipboard!'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`Status of ${today} by ada.`);
  });

  it('asks a visitor for "Me", shows today in the preview, and explains the syntax', async () => {
    const { user } = setup('Status of [@today] by [@me] on [topic].');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(
      (screen.getAllByRole('textbox') as HTMLInputElement[]).map((input) => input.labels?.[0]?.textContent),
    ).toEqual(['Me', 'Topic']);
    expect(screen.getByTestId('customize-preview')).toHaveTextContent(
      `Status of ${today} by [@me] on [topic].`,
    );
    await user.type(screen.getByRole('textbox', { name: 'Me' }), 'Guest');
    expect(screen.getByTestId('customize-preview')).toHaveTextContent(
      `Status of ${today} by Guest on [topic].`,
    );

    await user.click(screen.getByText('Placeholder syntax'));
    expect(screen.getByText('[deadline#date]')).toBeVisible();
    expect(screen.getByText('includes prompt 42')).toBeVisible();
  });
});

describe('included prompts', () => {
  it('joins an included prompt’s fields into one form, a shared name being one field', async () => {
    const { user, fetchMock } = setup('Write to [audience] about [topic]. [[prompt: 7]]', {
      included: { 7: 'Keep it [tone: warm | dry] for [audience].' },
    });
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await screen.findByRole('dialog', { name: 'Customize Prompt' });
    expect(fetchMock).toHaveBeenCalledWith('/api/prompts/7?version=production', expect.anything());
    expect(
      screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Audience', 'Topic']);
    expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveValue('warm');
    await user.type(screen.getByRole('textbox', { name: 'Audience' }), 'cooks');
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'salt');
    await user.click(screen.getByRole('button', { name: 'Copy Customized Prompt' }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(await navigator.clipboard.readText()).toBe('Write to cooks about salt. Keep it warm for cooks.');
  });

  it('says when an included prompt is not available, and shows it as such', async () => {
    const { user } = setup('Intro [[prompt: 8]] outro.');
    await user.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    await screen.findByRole('dialog', { name: 'Customize Prompt' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'An included prompt is not available to you: it shows as [unavailable prompt 8].',
    );
    expect(screen.getByTestId('customize-preview')).toHaveTextContent('Intro [unavailable prompt 8] outro.');
  });
});
