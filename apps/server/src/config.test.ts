import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('takes PUBLIC_URL as the public origin, optionally with a path', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://prompts.example.com' }).publicUrl).toBe(
      'https://prompts.example.com',
    );
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000/library' }).publicUrl).toBe(
      'http://localhost:3000/library',
    );
  });

  it.each([
    ['https://prompts.example.com/', 'must not end with a slash'],
    ['prompts.example.com', 'must be an http(s) URL'],
    ['ftp://prompts.example.com', 'must be an http(s) URL'],
    ['https://prompts.example.com?x=1', 'must not have a query'],
  ])('refuses PUBLIC_URL=%s', (value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(message);
  });
});
