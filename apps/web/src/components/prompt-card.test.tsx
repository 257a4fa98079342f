import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../lib/i18n.ts';
import { wrapper } from '../test/i18n-wrapper.tsx';
import { makePrompt } from '../test/prompt-fixture.ts';
import { cardPreview, PromptCard } from './prompt-card.tsx';
import { sharingLabel } from './prompt-card-badges.tsx';

function Opened() {
  const location = useLocation();
  return <p>opened {`${location.pathname} from ${(location.state as { from?: string })?.from}`}</p>;
}

function renderCard(card: ReactNode, path = '/main?trending=true') {
  const router = createMemoryRouter(
    [
      { path: '/main', element: card },
      { path: '*', element: <Opened /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />, { wrapper });
}

describe('cardPreview', () => {
  it('uses the preview text when there is one', () => {
    expect(cardPreview({ previewText: 'Short pitch', content: 'x'.repeat(400) })).toBe('Short pitch');
  });

  it('cuts the content at 150 characters and adds an ellipsis', () => {
    const content = `${'a'.repeat(150)}REST`;
    expect(cardPreview({ previewText: null, content })).toBe(`${'a'.repeat(150)}…`);
    expect(cardPreview({ previewText: '  ', content: 'Short content' })).toBe('Short content');
  });
});

describe('PromptCard', () => {
  it('shows a small comment count when there are comments (issue 29)', () => {
    renderCard(<PromptCard prompt={makePrompt({ commentCount: 4 })} />);
    const count = within(screen.getByRole('article')).getByTitle('Comments');
    expect(count).toHaveTextContent('Comments:4');
  });

  it("writes the comment count in the reader's digits", async () => {
    await activateLanguage('fa');
    try {
      renderCard(<PromptCard prompt={makePrompt({ commentCount: 1234 })} />);
      const count = within(screen.getByRole('article')).getByTitle('نظرها');
      expect(count).toHaveTextContent('۱٬۲۳۴');
    } finally {
      await activateLanguage('en');
    }
  });

  it('shows no comment count without comments', () => {
    renderCard(<PromptCard prompt={makePrompt({ commentCount: 0 })} />);
    expect(within(screen.getByRole('article')).queryByTitle('Comments')).not.toBeInTheDocument();
  });

  it('shows the title, flags, date, rating, uses, first three tags and "+N"', () => {
    const prompt = makePrompt({
      trending: true,
      new: true,
      rating: 4,
      usesCount: 7,
      tags: ['a', 'b', 'c', 'd', 'e'],
    });
    renderCard(<PromptCard prompt={prompt} />);
    expect(screen.getByRole('link', { name: 'Write a cover letter' })).toBeInTheDocument();
    const card = screen.getByRole('article');
    expect(within(card).getByText('Trending')).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).queryByText('Featured')).not.toBeInTheDocument();
    expect(within(card).getByText('Mar 5, 2024')).toBeInTheDocument();
    expect(within(card).getByText('4.0')).toBeInTheDocument();
    expect(within(card).getByText('7 uses')).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a', 'b', 'c', '+2']);
    expect(within(card).getByText('No Preview')).toBeInTheDocument();
  });

  it('shows "Unknown date" without a date and "Invalid date" for an unreadable one', () => {
    renderCard(
      <>
        <PromptCard prompt={makePrompt({ id: 1, createdAt: '' })} />
        <PromptCard prompt={makePrompt({ id: 2, createdAt: 'not a date' })} />
      </>,
    );
    expect(screen.getByText('Unknown date')).toBeInTheDocument();
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it('shows the first image, lazily loaded with its size set', () => {
    renderCard(<PromptCard prompt={makePrompt({ imageUrls: ['/img/1', '/img/2'] })} />);
    const image = screen.getByRole('article').querySelector('img');
    expect(image).toHaveAttribute('src', '/img/1');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(screen.queryByText('No Preview')).not.toBeInTheDocument();
  });

  it('opens /myprompts/edit/{id} by default, passing where it was clicked', async () => {
    renderCard(<PromptCard prompt={makePrompt({ id: 9 })} />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByText('opened /myprompts/edit/9 from /main?trending=true')).toBeInTheDocument();
  });

  it('opens the given target instead', async () => {
    renderCard(<PromptCard prompt={makePrompt({ id: 9 })} to="/explorer/prompt/9" />);
    await userEvent.click(screen.getByRole('link'));
    expect(screen.getByText('opened /explorer/prompt/9 from /main?trending=true')).toBeInTheDocument();
  });

  it('calls the click handler and does not navigate when one is given', async () => {
    const onClick = vi.fn();
    const prompt = makePrompt();
    renderCard(<PromptCard prompt={prompt} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a cover letter' }));
    expect(onClick).toHaveBeenCalledWith(prompt);
    expect(screen.queryByText(/opened/)).not.toBeInTheDocument();
  });
});

describe('sharing badge', () => {
  const marketing = { kind: 'group' as const, id: 3, name: 'Marketing', canEdit: false };
  const mark = { kind: 'user' as const, id: 7, name: 'mark', canEdit: true };

  it('names who a prompt is shared with, to those who may edit it', () => {
    expect(sharingLabel({ visibility: 'private', sharedWith: [marketing] })).toBe('Shared with Marketing');
    expect(sharingLabel({ visibility: 'public', sharedWith: [marketing, mark] })).toBe(
      'Shared with Marketing +1',
    );
    expect(sharingLabel({ visibility: 'private', sharedWith: [] })).toBe('Private');
  });

  it('tells a reader of a private prompt it was shared with them, and says nothing of open ones', () => {
    expect(sharingLabel({ visibility: 'private' })).toBe('Shared with you');
    expect(sharingLabel({ visibility: 'public' })).toBeNull();
    expect(sharingLabel({ visibility: 'public', sharedWith: [] })).toBeNull();
    expect(sharingLabel({ visibility: 'internal' })).toBeNull();
  });

  it('shows on the card beside the flags', () => {
    renderCard(
      <>
        <PromptCard prompt={makePrompt({ id: 1, visibility: 'private', sharedWith: [], trending: true })} />
        <PromptCard prompt={makePrompt({ id: 2, visibility: 'private' })} />
        <PromptCard prompt={makePrompt({ id: 3 })} />
      </>,
    );
    const [own, shared, open] = screen.getAllByRole('article');
    expect(within(own as HTMLElement).getByText('Private')).toBeInTheDocument();
    expect(within(own as HTMLElement).getByText('Trending')).toBeInTheDocument();
    expect(within(shared as HTMLElement).getByText('Shared with you')).toBeInTheDocument();
    expect(within(open as HTMLElement).queryByText(/Private|Shared with/)).not.toBeInTheDocument();
  });
});
