// What the options page makes of a typed server address.
import { describe, expect, it } from 'vitest';
import { normaliseServerUrl } from './settings.ts';

describe('normaliseServerUrl', () => {
  it('adds https and drops trailing slashes, keeping a path and a port', () => {
    expect(normaliseServerUrl(' prompts.example.com/ ')).toBe('https://prompts.example.com');
    expect(normaliseServerUrl('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normaliseServerUrl('https://example.com/lib//')).toBe('https://example.com/lib');
  });

  it('refuses what is not an http address', () => {
    expect(normaliseServerUrl('')).toBeNull();
    expect(normaliseServerUrl('ftp://example.com')).toBeNull();
    expect(normaliseServerUrl('https://')).toBeNull();
  });
});
