// Moves focus to a section when it appears in place of the button that led to it (the check's summary,
// the final report), so keyboard and screen-reader users land on the news instead of on the page body.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
