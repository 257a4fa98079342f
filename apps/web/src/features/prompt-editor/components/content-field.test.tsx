// The editor's Content field: placeholders highlighted as they are typed, and "Insert prompt…"
// writing a reference at the cursor (issue 30).
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { makePrompt } from '../../../test/prompt-fixture.ts';
import { fakeApi } from '../../../test/render-app.tsx';
import { ContentField } from './content-field.tsx';

function Editor({ initial }: { initial: string }) {
  const { register, setValue } = useForm({ defaultValues: { content: initial } });
  return (
    <ContentField
      aria-label="Content"
      registration={register('content')}
      defaultValue={initial}
      onReplace={(content) => setValue('content', content)}
      excludeId={1}
    />
  );
}

function setup(initial: string) {
  const fetchMock = fakeApi({
    'GET /api/prompts/search': () => ({
      status: 200,
      body: {
        list: [makePrompt({ id: 1, title: 'This prompt' }), makePrompt({ id: 42, title: 'House tone' })],
        totalCount: 2,
      },
    }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Editor initial={initial} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user: userEvent.setup(), fetchMock };
}

const marks = () =>
  [...screen.getByTestId('content-highlights').querySelectorAll('mark')].map((mark) => mark.textContent);

describe('content field', () => {
  it('highlights placeholders and includes as they are typed, not code indexes or links', async () => {
    const { user } = setup('');
    const content = screen.getByRole('textbox', { name: 'Content' });
    await user.type(content, 'Hi [[name] and [[tone#long] see items[[0] and [[docs](u) [[[[prompt: 4]]');
    expect(content).toHaveValue('Hi [name] and [tone#long] see items[0] and [docs](u) [[prompt: 4]]');
    expect(marks()).toEqual(['[name]', '[tone#long]', '[[prompt: 4]]']);
  });

  it('inserts a prompt found by search at the cursor, leaving the edited prompt out', async () => {
    const { user, fetchMock } = setup('Before after');
    const content = screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    content.setSelectionRange(7, 7);
    await user.click(screen.getByRole('button', { name: 'Insert prompt…' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert prompt' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search prompts' }), 'tone');
    const found = await within(dialog).findByRole('list', { name: 'Prompts found' });
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/prompts/search?'),
      expect.anything(),
    );
    expect(
      within(found)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['House tone[[prompt: 42]]']);
    await user.click(within(found).getByRole('button', { name: /House tone/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(content).toHaveValue('Before [[prompt: 42]]after');
    expect(marks()).toEqual(['[[prompt: 42]]']);
  });
});
