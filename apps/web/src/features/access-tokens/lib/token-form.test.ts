import { describe, expect, it } from 'vitest';
import { isExpired, tokenFormSchema, toTokenInput } from './token-form.ts';

describe('token form', () => {
  const now = new Date('2025-01-31T12:00:00.000Z');

  it('turns the expiry choice into an ISO date, and none into no expiry', () => {
    expect(toTokenInput({ name: 'CI', expiry: 'never' }, now)).toEqual({ name: 'CI' });
    expect(toTokenInput({ name: 'CI', expiry: '7d' }, now).expiresAt).toBe('2025-02-07T12:00:00.000Z');
    expect(toTokenInput({ name: 'CI', expiry: '1y' }, now).expiresAt).toBe('2026-01-31T12:00:00.000Z');
  });

  it('trims the name and refuses a blank or too long one', () => {
    expect(tokenFormSchema.parse({ name: '  CI  ', expiry: '30d' })).toEqual({ name: 'CI', expiry: '30d' });
    expect(tokenFormSchema.safeParse({ name: '   ', expiry: 'never' }).success).toBe(false);
    expect(tokenFormSchema.safeParse({ name: 'x'.repeat(81), expiry: 'never' }).success).toBe(false);
  });

  it('knows an expired token', () => {
    expect(isExpired(null, now.getTime())).toBe(false);
    expect(isExpired('2025-01-30T00:00:00.000Z', now.getTime())).toBe(true);
    expect(isExpired('2025-02-01T00:00:00.000Z', now.getTime())).toBe(false);
  });
});
