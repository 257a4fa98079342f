// Toasts (sonner). Every toast lasts TOAST_DURATION_MS (spec §8: error toasts last 2 s); call
// `toast.success(...)` / `toast.error(...)` from lib/toast.ts anywhere, which loads this with the
// first toast. In a right-to-left language they sit at the bottom left and read right to left.
import { useLingui } from '@lingui/react/macro';
import { languageDir, TOAST_DURATION_MS } from '@prompt-lib/contract';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useLanguage } from '../../lib/i18n.ts';
import { toasterIsShown } from '../../lib/toast.ts';

export function Toaster() {
  const { t } = useLingui();
  const dir = languageDir(useLanguage());
  useEffect(toasterIsShown, []);
  return (
    <Sonner
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      dir={dir}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ classNames: { toast: 'font-sans' }, closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
