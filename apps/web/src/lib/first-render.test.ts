import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isLoading } from './first-render.ts';

const router = (initialized = true) => ({
  state: { initialized, navigation: { state: 'idle' }, matches: [] },
  subscribe: () => () => {},
});

describe('isLoading (when the app may take over the server page)', () => {
  it('waits for the route and for a shown query, but not for a disabled one', async () => {
    const queryClient = new QueryClient();
    expect(isLoading({ router: router(false), queryClient })).toBe(true);
    expect(isLoading({ router: router(), queryClient })).toBe(false);

    const disabled = new QueryObserver(queryClient, {
      queryKey: ['saved'],
      queryFn: () => 1,
      enabled: false,
    });
    const stopDisabled = disabled.subscribe(() => {});
    expect(isLoading({ router: router(), queryClient })).toBe(false);

    let answer: (value: number) => void = () => {};
    const shown = new QueryObserver(queryClient, {
      queryKey: ['list'],
      queryFn: () => new Promise<number>((resolve) => (answer = resolve)),
    });
    const stopShown = shown.subscribe(() => {});
    expect(isLoading({ router: router(), queryClient })).toBe(true);
    answer(1);
    await expect.poll(() => isLoading({ router: router(), queryClient })).toBe(false);
    stopDisabled();
    stopShown();
  });
});
