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

  it('leaves the metrics off unless METRICS_TOKEN or METRICS_PORT is set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'a-metrics-token-of-enough-length';
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
  });

  it.each([
    [{ METRICS_TOKEN: 'too-short' }, 'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS_TOKEN: 'with spaces inside it' }, 'METRICS_TOKEN may hold only printable ASCII characters'],
    [{ METRICS_TOKEN: 'plib_0123456789abcdef' }, 'METRICS_TOKEN must not begin with plib_'],
    [{ METRICS_PORT: 'nine' }, 'METRICS_PORT:'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT:'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT: must differ from PORT'],
  ])('refuses %o at start-up', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
