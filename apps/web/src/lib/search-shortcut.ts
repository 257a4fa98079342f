// The "/" shortcut's target: the explorer's search box registers its input here, and the shortcut
// focuses it. When no box is mounted the shortcut navigates to the explorer and leaves a request,
// which the box fulfils as it mounts.
import { type RefObject, useEffect } from 'react';

let target: HTMLInputElement | null = null;
let pending = false;

/** Focuses the registered search box; false (and the focus kept for the next box) when there is none. */
export function focusSearchBox(): boolean {
  if (target?.isConnected) {
    target.focus();
    target.select();
    return true;
  }
  pending = true;
  return false;
}

export function useSearchShortcutTarget(ref: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const input = ref.current;
    target = input;
    if (pending && input) {
      pending = false;
      input.focus();
    }
    return () => {
      if (target === input) target = null;
    };
  }, [ref]);
}
