// TanStack Query defaults of spec §8: failed queries retry 3 times, the delay doubling from 1 s up to
// 30 s; a 4xx answer is final (retrying a 404 or 401 cannot help).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const MAX_RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
