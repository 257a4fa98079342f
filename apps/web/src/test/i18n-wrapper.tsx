// Testing Library's `wrapper` for a component rendered alone: the Lingui provider the app puts
// around everything (app/providers.tsx), with English active (setup.ts).
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n.ts';

export const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
