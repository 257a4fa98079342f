// Calls `onVisible` when the observed element becomes at least 10 % visible (spec §9: the explorer's
// infinite-scroll trigger). Browsers without IntersectionObserver keep the "Load More" button.
import { EXPLORER_SENTINEL_THRESHOLD } from '@prompt-lib/contract';
import { type RefObject, useEffect, useRef } from 'react';

export function useSentinel(target: RefObject<Element | null>, onVisible: () => void, enabled: boolean) {
  const latest = useRef(onVisible);
  latest.current = onVisible;

  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { threshold: EXPLORER_SENTINEL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
}
