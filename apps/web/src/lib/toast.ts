// The app's toasts: `toast.success(...)`, `toast.error(...)`, `toast.info(...)` as sonner's, but
// sonner (~8 KB compressed) and its Toaster load with the first toast, not with every page: a
// visitor who never sees one never downloads them. A toast waits for the Toaster to be on screen
// (components/ui/toaster.tsx says so), so none is lost while it loads.
import { useSyncExternalStore } from 'react';

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';
/** What each kind takes: the message, and sonner's options (a description). */
type ToastArgs = Parameters<Sonner['toast']['success']>;

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();
let shown: () => void = () => {};
const toasterShown = new Promise<void>((resolve) => {
  shown = resolve;
});

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    wanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

const show =
  (kind: Kind) =>
  (...args: ToastArgs): void => {
    void loadSonner().then(async (loaded) => {
      await toasterShown;
      loaded.toast[kind](...args);
    });
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** Whether a toast has been asked for: the Toaster is drawn from then on (app/providers.tsx). */
export const useToasterWanted = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
  );

/** Called by the Toaster once on screen: the toasts asked for meanwhile go out. */
export const toasterIsShown = () => shown();
