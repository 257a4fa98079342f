import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [820, '820 B'],
    [14_540, '14.2 KB'],
    [3.5 * 1024 * 1024, '3.5 MB'],
    [100 * 1024 * 1024, '100 MB'],
    [2 * 1024 ** 3, '2.0 GB'],
  ])('%d bytes read %s in English', (bytes, text) => {
    expect(formatBytes(bytes, 'en')).toBe(text);
  });

  it.each([
    ['fr', 14_540, /^14,2\s?ko$/u],
    ['ru', 3.5 * 1024 * 1024, /^3,5\s?МБ$/u],
    ['de', 820, /^820\s?Byte$/u],
    ['ar', 100 * 1024 * 1024, /^100\s?م\.ب$/u],
  ] as const)('reads %s units and decimal signs in another language (issue 31)', (locale, bytes, text) => {
    expect(formatBytes(bytes, locale)).toMatch(text);
  });
});
