// A value that follows another after it has stopped changing for `delay` ms: filter boxes ask the
// server once the typing pauses (spec §9's 300 ms), not on every keystroke.
import { SEARCH_DEBOUNCE_MS } from '@prompt-lib/contract';
import { useEffect, useState } from 'react';

export function useDebouncedValue<T>(value: T, delay: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
