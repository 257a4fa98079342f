import { describe, expect, it } from 'vitest';
import { BUILT_IN_OPEN_TARGETS, type OpenTarget, openTargetLink } from './open-targets.ts';

const target = (id: string) => BUILT_IN_OPEN_TARGETS.find((t) => t.id === id) as OpenTarget;

describe('openTargetLink', () => {
  it('puts the text, encoded, where the assistant takes it', () => {
    expect(openTargetLink(target('chatgpt'), 'Plan a trip & pack: 3 days?', 6000)).toEqual({
      url: 'https://chatgpt.com/?q=Plan%20a%20trip%20%26%20pack%3A%203%20days%3F',
      copyFirst: false,
    });
    expect(openTargetLink(target('claude'), 'Zeile 1\nÄrger #2', 6000).url).toBe(
      'https://claude.ai/new?q=Zeile%201%0A%C3%84rger%20%232',
    );
  });

  it('copies first for an assistant that takes no text in its address', () => {
    expect(openTargetLink(target('gemini'), 'Hello', 6000)).toEqual({
      url: 'https://gemini.google.com/app',
      copyFirst: true,
    });
  });

  it('copies text over the limit and opens the assistant without the parameter that would hold it', () => {
    const long = 'x'.repeat(6001);
    expect(openTargetLink(target('perplexity'), long, 6000)).toEqual({
      url: 'https://www.perplexity.ai/search',
      copyFirst: true,
    });
    expect(openTargetLink(target('perplexity'), long.slice(1), 6000).copyFirst).toBe(false);
    const own = { id: 'own', name: 'Own', urlTemplate: 'https://chat.example.com/c?model=m1&q={text}' };
    expect(openTargetLink(own, long, 6000).url).toBe('https://chat.example.com/c?model=m1');
  });
});
