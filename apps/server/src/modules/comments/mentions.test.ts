// mentionedUsernames: what the notifications work will read of a comment's body.
import { describe, expect, it } from 'vitest';
import { mentionedUsernames } from './mentions.ts';

describe('mentionedUsernames', () => {
  it('finds @names once each, in order, as written', () => {
    expect(mentionedUsernames('@jane_doe thanks! cc @Bob.Smith and @jane_DOE again')).toEqual([
      'jane_doe',
      'Bob.Smith',
    ]);
  });

  it('ends a name at punctuation and ignores e-mail addresses and a lone @', () => {
    expect(mentionedUsernames('Ask @ann. Or @ben-, (@cy) mail me@example.com or write @ alone')).toEqual([
      'ann',
      'ben',
      'cy',
    ]);
  });

  it('returns nothing for a body without mentions and stops at the limit', () => {
    expect(mentionedUsernames('plain text')).toEqual([]);
    expect(mentionedUsernames('@a1 @a2 @a3', 2)).toEqual(['a1', 'a2']);
  });
});
