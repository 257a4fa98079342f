import { describe, expect, it } from 'vitest';
import { fillPlaceholders, parsePlaceholders, placeholderLabel, splitPlaceholders } from './placeholders.ts';

const names = (content: string) => parsePlaceholders(content).map((placeholder) => placeholder.name);

describe('parsePlaceholders', () => {
  it('lists distinct trimmed names in order of first appearance, all required', () => {
    expect(
      parsePlaceholders('Write about [topic] for [ audience ] in [tone]; more [topic] for [audience].'),
    ).toEqual([
      { name: 'topic', required: true },
      { name: 'audience', required: true },
      { name: 'tone', required: true },
    ]);
  });

  it('reads a default after the first colon', () => {
    expect(parsePlaceholders('Meet at [time: 10:30] in [ city :  New York ].')).toEqual([
      { name: 'time', defaultValue: '10:30', required: false },
      { name: 'city', defaultValue: 'New York', required: false },
    ]);
  });

  it('reads a choice of distinct options, the first being the default', () => {
    expect(parsePlaceholders('Use a [tone: formal | casual|playful | casual] tone.')).toEqual([
      {
        name: 'tone',
        defaultValue: 'formal',
        choices: ['formal', 'casual', 'playful'],
        required: false,
      },
    ]);
  });

  it('treats a choice with fewer than two options as a default, and an empty default as none', () => {
    expect(parsePlaceholders('[a: one | one] [b: two |] [c: | ] [d:] [e:   ]')).toEqual([
      { name: 'a', defaultValue: 'one', required: false },
      { name: 'b', defaultValue: 'two', required: false },
      { name: 'c', required: true },
      { name: 'd', required: true },
      { name: 'e', required: true },
    ]);
  });

  it('takes a repeated name’s default or choices from its first declaration, keeping its position', () => {
    expect(
      parsePlaceholders('[tone] then [topic] then [tone: formal | casual] and [tone: loud] and [topic: tea]'),
    ).toEqual([
      { name: 'tone', defaultValue: 'formal', choices: ['formal', 'casual'], required: false },
      { name: 'topic', defaultValue: 'tea', required: false },
    ]);
  });

  it('keeps names case-sensitive', () => {
    expect(names('[Topic] and [topic]')).toEqual(['Topic', 'topic']);
  });

  it('ignores blank brackets and blank names', () => {
    expect(names('No placeholders here [] or [   ] or [: default] or [ : a | b ].')).toEqual([]);
  });

  it('does not take Markdown links or images for placeholders', () => {
    expect(names('See [the docs](https://example.com/a) and ![a chart](chart.png) about [topic].')).toEqual([
      'topic',
    ]);
    expect(names('[Docs: intro](https://example.com)')).toEqual([]);
  });

  it('does not take indexes in code for placeholders, but finds placeholders inside code fences', () => {
    const content = [
      'Explain this [language] code:',
      '```',
      'const first = items[0];',
      'const cell = grid[i][j] + f(x)[1];',
      '[paste your code]',
      '```',
      'and the escaped \\[literal] text.',
    ].join('\n');
    expect(names(content)).toEqual(['language', 'paste your code']);
  });

  it('finds placeholders written without a space in other scripts, which are no code (issue 31)', () => {
    expect(names('次の[商品名]について、[対象読者]向けの紹介文を書いてください。')).toEqual([
      '商品名',
      '対象読者',
    ]);
    expect(names('为[产品]写一段介绍')).toEqual(['产品']);
    expect(names('اكتب وصفًا لـ[المنتج] باللغة [اللغة]')).toEqual(['المنتج', 'اللغة']);
    expect(names('Напиши текст[тема] и $map[key] и x_1[0]')).toEqual(['тема']);
  });

  it('ignores brackets across line breaks', () => {
    expect(names('values = [\n  1,\n  2\n] for [topic]')).toEqual(['topic']);
  });

  it('counts only the innermost pair of nested brackets and leaves unclosed ones as text', () => {
    expect(names('[outer [inner] text] and [a [b [c]]]')).toEqual(['inner', 'c']);
    expect(names('An unclosed [abc and [def] and [ghi')).toEqual(['def']);
    expect(names('[[[[')).toEqual([]);
    expect(names(']]] [x]')).toEqual(['x']);
  });

  it('lists 50 placeholders in order', () => {
    const content = Array.from({ length: 50 }, (_, i) => `[field_${i + 1}]`).join(' ');
    const found = names(content);
    expect(found).toHaveLength(50);
    expect(found[0]).toBe('field_1');
    expect(found[49]).toBe('field_50');
  });

  it('stays fast on 20,000 characters of hostile brackets', () => {
    const hostile = [
      '['.repeat(20_000),
      '[a'.repeat(10_000),
      `[${':|'.repeat(9_999)}]`,
      '[x] '.repeat(5_000),
      `${'a['.repeat(10_000)}]`,
    ];
    const started = Date.now();
    for (const content of hostile) {
      parsePlaceholders(content);
      fillPlaceholders(content, { x: 'y' });
      splitPlaceholders(content);
    }
    expect(Date.now() - started).toBeLessThan(500);
    expect(names(hostile[3] ?? '')).toEqual(['x']);
  });
});

describe('placeholderLabel', () => {
  it('splits on whitespace, underscore and hyphen and capitalises each word', () => {
    expect(placeholderLabel('target_audience')).toBe('Target Audience');
    expect(placeholderLabel('word-count')).toBe('Word Count');
    expect(placeholderLabel('product  name')).toBe('Product Name');
    expect(placeholderLabel('API key')).toBe('API Key');
  });
});

describe('fillPlaceholders', () => {
  it('replaces every occurrence of a filled placeholder and keeps empty ones bracketed', () => {
    const content = 'Write a [tone] post about [topic] for [ topic ] fans.';
    expect(fillPlaceholders(content, { topic: 'tea', tone: ' ' })).toBe(
      'Write a [tone] post about tea for tea fans.',
    );
  });

  it('falls back to the default of a placeholder without a value, at every occurrence', () => {
    const content = 'A [tone: formal | casual] note, [tone], about [topic: tea] for [who].';
    expect(fillPlaceholders(content, {})).toBe('A formal note, formal, about tea for [who].');
    expect(fillPlaceholders(content, { tone: 'casual', who: 'me' })).toBe(
      'A casual note, casual, about tea for me.',
    );
  });

  it('can leave defaults out and drop what has no value', () => {
    const content = 'A [tone: formal] note for [who].';
    expect(fillPlaceholders(content, {}, { useDefaults: false })).toBe(content);
    expect(fillPlaceholders(content, {}, { keepEmpty: false })).toBe('A formal note for .');
    expect(fillPlaceholders(content, {}, { useDefaults: false, keepEmpty: false })).toBe('A  note for .');
  });

  it('inserts values as they are, never reading them as placeholders, and leaves non-placeholders alone', () => {
    const content = 'Use [x] on items[0] and [a link](url).';
    expect(fillPlaceholders(content, { x: '[y] $& $1', y: 'no' })).toBe(
      'Use [y] $& $1 on items[0] and [a link](url).',
    );
  });
});

describe('splitPlaceholders', () => {
  it('cuts content into text and placeholders, keeping every character', () => {
    const content = 'Hi [ name ], see [] and [topic: a | b], items[0], [l](u).';
    const segments = splitPlaceholders(content);
    expect(segments).toEqual([
      { text: 'Hi ' },
      { text: '[ name ]', placeholder: 'name' },
      { text: ', see [] and ' },
      { text: '[topic: a | b]', placeholder: 'topic' },
      { text: ', items[0], [l](u).' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(content);
    expect(splitPlaceholders('')).toEqual([]);
  });
});
