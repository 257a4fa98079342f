// Toasts (sonner). Every toast lasts TOAST_DURATION_MS (spec §8: error toasts last 2 s); call
// `toast.success(...)` / `toast.error(...)` from 'sonner' anywhere.
import { TOAST_DURATION_MS } from '@prompt-lib/contract';
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
