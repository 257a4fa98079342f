import { describe, expect, it } from 'vitest';
import {
  extractPlaceholders,
  fillPlaceholders,
  placeholderLabel,
  splitPlaceholders,
} from './placeholders.ts';

describe('extractPlaceholders', () => {
  it('lists distinct trimmed names in order of first appearance', () => {
    expect(
      extractPlaceholders('Write about [topic] for [ audience ] in [tone]; more [topic] for [audience].'),
    ).toEqual(['topic', 'audience', 'tone']);
  });

  it('finds nothing in plain text or empty brackets', () => {
    expect(extractPlaceholders('No placeholders here [] or [   ].')).toEqual([]);
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
  it('replaces filled placeholders and keeps empty ones bracketed', () => {
    const content = 'Write a [tone] post about [topic] for [ topic ] fans.';
    expect(fillPlaceholders(content, { topic: 'tea', tone: ' ' })).toBe(
      'Write a [tone] post about tea for tea fans.',
    );
  });
});

describe('splitPlaceholders', () => {
  it('cuts content into text and placeholders, keeping every character', () => {
    const content = 'Hi [ name ], see [] and [topic].';
    const segments = splitPlaceholders(content);
    expect(segments).toEqual([
      { text: 'Hi ' },
      { text: '[ name ]', placeholder: 'name' },
      { text: ', see [] and ' },
      { text: '[topic]', placeholder: 'topic' },
      { text: '.' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(content);
    expect(splitPlaceholders('')).toEqual([]);
  });
});
