import { describe, expect, it } from 'vitest';
import { initials } from './avatar.tsx';

describe('initials', () => {
  it('takes the first letters of up to two words, upper-cased', () => {
    expect(initials('jane doe')).toBe('JD');
    expect(initials('jane_doe_smith')).toBe('JD');
    expect(initials('Mary-Ann')).toBe('MA');
  });

  it('takes the first two letters of a single word, never more than two', () => {
    expect(initials('alice')).toBe('AL');
    expect(initials('x')).toBe('X');
    expect(initials('   ')).toBe('?');
  });
});
