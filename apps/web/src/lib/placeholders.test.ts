import { parsePlaceholders } from '@prompt-lib/contract';
import { describe, expect, it } from 'vitest';
import { readFillFragment, shareLink } from './placeholders.ts';
import { prefillValues } from './prefill-values.ts';

describe('prefillValues', () => {
  const placeholders = parsePlaceholders('[topic] [tone: formal | casual] [length: short] [who]');

  it('takes the first source that fits, then the default, then empty', () => {
    expect(
      prefillValues(placeholders, [
        { topic: 'tea', tone: 'shouty' },
        { topic: 'coffee', tone: 'casual', length: ' ' },
      ]),
    ).toEqual({ topic: 'tea', tone: 'casual', length: 'short', who: '' });
  });

  it('gives defaults alone without sources', () => {
    expect(prefillValues(placeholders, [])).toEqual({ topic: '', tone: 'formal', length: 'short', who: '' });
  });
});

describe('share links', () => {
  it('carries non-blank values in the fragment and reads them back unchanged', () => {
    const values = { topic: 'tea & cake = #1', 'target audience': 'new 100% fans', tone: 'casual', who: ' ' };
    const link = shareLink('https://prompts.example', 7, values);
    expect(link).toBe(
      'https://prompts.example/explorer/prompt/7#fill=topic=tea+%26+cake+%3D+%231&target+audience=new+100%25+fans&tone=casual',
    );
    const { hash } = new URL(link);
    expect(readFillFragment(hash)).toEqual({
      topic: 'tea & cake = #1',
      'target audience': 'new 100% fans',
      tone: 'casual',
    });
  });

  it('reads a fragment a browser re-encoded, and nothing from other fragments', () => {
    expect(readFillFragment('#fill=topic=green%20tea&tone=%C3%A9l%C3%A9gant')).toEqual({
      topic: 'green tea',
      tone: 'élégant',
    });
    expect(readFillFragment('#fill=')).toEqual({});
    expect(readFillFragment('#section-2')).toBeNull();
    expect(readFillFragment('')).toBeNull();
  });
});

describe('prefillValues with typed placeholders', () => {
  it('takes a shared or remembered value only when it fits the type', () => {
    const typed = parsePlaceholders('[n#number: 5] [d#date] [l#multi: en | fr]');
    expect(
      prefillValues(typed, [
        { n: 'five', d: '2026-02-30', l: 'en, es' },
        { n: '7', d: '2026-02-28', l: 'fr, en' },
      ]),
    ).toEqual({
      n: '7',
      d: '2026-02-28',
      l: 'fr, en',
    });
  });
});
