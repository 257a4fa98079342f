import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { activateLanguage } from './i18n.ts';

describe("zod's own messages (a size or format a form names no message for)", () => {
  afterAll(() => activateLanguage('en'));

  it("follow the interface's language", async () => {
    const tooLong = () => z.string().max(2).safeParse('abc').error?.issues[0]?.message;
    await activateLanguage('de');
    expect(tooLong()).toBe('Zu groß: erwartet, dass string <=2 Zeichen hat');
    await activateLanguage('ar');
    expect(tooLong()).toMatch(/أكبر من اللازم/);
    await activateLanguage('en');
    expect(tooLong()).toBe('Too big: expected string to have <=2 characters');
  });
});
