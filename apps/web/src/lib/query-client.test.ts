import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

describe('query retries', () => {
  it('retries a server or network failure three times', () => {
    const error = new ApiError(503, 'Service Unavailable');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 429])
      expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
