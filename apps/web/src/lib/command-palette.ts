// Opening the command palette (issue 30): Ctrl+K (⌘K on macOS) and the header's search button both
// ask here, and the keyboard shortcuts component, which loads and shows the palette, listens.
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

export function setCommandPaletteOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const toggleCommandPalette = () => setCommandPaletteOpen(!open);

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

export const useCommandPaletteOpen = () => useSyncExternalStore(subscribe, () => open);

/** Apple keyboards say ⌘ where others say Ctrl. */
export const isApplePlatform = () =>
  /Mac|iPhone|iPad/.test(
    (navigator as Navigator & { userAgentData?: { platform: string } }).userAgentData?.platform ??
      navigator.platform ??
      navigator.userAgent,
  );

export const paletteKeys = () => (isApplePlatform() ? '⌘K' : 'Ctrl+K');
