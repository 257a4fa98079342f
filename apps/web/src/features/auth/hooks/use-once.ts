// Runs an action once per key for a screen's life. The links it serves (an e-mail verification, a
// single sign-on code) work only once, so React's development double effects must not send them twice.
import { useEffect, useRef } from 'react';

export function useOnce(key: string, action: (key: string) => void) {
  const done = useRef<string | null>(null);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    latest.current(key);
  }, [key]);
}
