import { describe, expect, it } from 'vitest';
import { inAppPath, loginPath } from './return-path.ts';

describe('return paths', () => {
  it('keeps in-app paths and drops other sites', () => {
    expect(inAppPath('/main?category=2#top')).toBe('/main?category=2#top');
    expect(inAppPath('//evil.example/x')).toBeNull();
    expect(inAppPath('/\\evil.example')).toBeNull();
    expect(inAppPath('https://evil.example')).toBeNull();
    expect(inAppPath(undefined)).toBeNull();
  });

  it('builds the sign-in link that comes back', () => {
    expect(loginPath('/explorer/prompt/4?x=1')).toBe('/login?returnTo=%2Fexplorer%2Fprompt%2F4%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath(null)).toBe('/login');
  });
});
