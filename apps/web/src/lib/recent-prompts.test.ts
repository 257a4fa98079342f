import { describe, expect, it } from 'vitest';
import {
  RECENT_PROMPTS_MAX,
  readRecentPrompts,
  rememberRecentPrompt,
  titleMatches,
} from './recent-prompts.ts';

describe('recent prompts', () => {
  it('keeps the latest first, each once, up to the cap', () => {
    for (let id = 1; id <= RECENT_PROMPTS_MAX + 2; id++) rememberRecentPrompt({ id, title: `Prompt ${id}` });
    rememberRecentPrompt({ id: 5, title: 'Prompt 5, renamed' });
    const recent = readRecentPrompts();
    expect(recent).toHaveLength(RECENT_PROMPTS_MAX);
    expect(recent[0]).toEqual({ id: 5, title: 'Prompt 5, renamed' });
    expect(recent.map((prompt) => prompt.id)).toEqual([5, 10, 9, 8, 7, 6, 4, 3]);
  });

  it('reads hand-edited or broken storage as nothing, or as the entries that make sense', () => {
    window.localStorage.setItem('recentPrompts', '{not json');
    expect(readRecentPrompts()).toEqual([]);
    window.localStorage.setItem(
      'recentPrompts',
      JSON.stringify([{ id: 'x' }, { id: 2, title: 'Two' }, null]),
    );
    expect(readRecentPrompts()).toEqual([{ id: 2, title: 'Two' }]);
  });

  it('matches every word typed anywhere in the title, in any case', () => {
    expect(titleMatches('Meeting summary for the team', 'TEAM mee')).toBe(true);
    expect(titleMatches('Meeting summary for the team', 'mee notes')).toBe(false);
  });
});
