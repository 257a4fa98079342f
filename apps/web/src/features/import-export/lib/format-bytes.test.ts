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
  ])('%d bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
