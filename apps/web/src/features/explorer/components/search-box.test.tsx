import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SearchBox } from './search-box.tsx';

/**
 * The explorer's part: the applied search lives in the URL, which takes its time to follow a search
 * the box asks for. `applyPending` lands the oldest search asked for, as the router does later.
 */
function renderBox() {
  const asked: string[] = [];
  let setActive: (query: string) => void = () => {};
  function Explorer() {
    const [active, set] = useState('');
    setActive = set;
    return <SearchBox active={active} onSearch={(query) => asked.push(query)} />;
  }
  render(
    <I18nProvider i18n={i18n}>
      <Explorer />
    </I18nProvider>,
  );
  return {
    asked,
    applyPending: () => act(() => setActive(asked.shift() ?? '')),
    setFromOutside: (query: string) => act(() => setActive(query)),
  };
}

describe('search box', () => {
  it('keeps the letters typed after its own debounced search, when that search lands late', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    const input = screen.getByRole('searchbox', { name: 'Search prompts' });

    await user.type(input, 'pla');
    await waitFor(() => expect(box.asked).toEqual(['pla']));
    await user.type(input, 'ceholder');
    box.applyPending();

    expect(input).toHaveValue('placeholder');
    await waitFor(() => expect(box.asked).toEqual(['placeholder']));
  });

  it('takes a search set elsewhere (a chip, Clear Search, Back)', async () => {
    const user = userEvent.setup();
    const box = renderBox();
    const input = screen.getByRole('searchbox', { name: 'Search prompts' });

    await user.type(input, 'email{Enter}');
    box.applyPending();
    expect(input).toHaveValue('email');
    box.setFromOutside('');
    expect(input).toHaveValue('');
    box.setFromOutside('cover letter');
    expect(input).toHaveValue('cover letter');
  });
});
