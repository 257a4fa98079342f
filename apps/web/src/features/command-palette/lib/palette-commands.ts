// The palette's commands (issue 30): where they lead, and who gets them. Signed-out visitors get the
// theme and "Sign in"; signed-in users the screens of their own, admins also the admin settings.
// Labels are message descriptors, translated where the palette shows and matches them (issue 31).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { THEME_CHOICES, type ThemeChoice } from '../../../lib/theme.ts';

export type PaletteCommand =
  | { id: string; label: MessageDescriptor; kind: 'go'; to: string }
  | { id: string; label: MessageDescriptor; kind: 'theme'; theme: ThemeChoice };

// Whole labels, so each language words "Theme: …" its own way.
const themeLabels: Record<ThemeChoice, MessageDescriptor> = {
  system: msg`Theme: System`,
  light: msg`Theme: Light`,
  dark: msg`Theme: Dark`,
};

const themeCommands: PaletteCommand[] = THEME_CHOICES.map((theme) => ({
  id: `theme-${theme}`,
  label: themeLabels[theme],
  kind: 'theme',
  theme,
}));

const go = (id: string, label: MessageDescriptor, to: string): PaletteCommand => ({
  id,
  label,
  kind: 'go',
  to,
});

export function paletteCommands(who: 'visitor' | 'user' | 'admin'): PaletteCommand[] {
  if (who === 'visitor') return [go('sign-in', msg`Sign in`, '/login'), ...themeCommands];
  return [
    go('create', msg`Create prompt`, '/myprompts/create'),
    go('my-prompts', msg`My prompts`, '/myprompts'),
    go('collections', msg`Collections`, '/collections'),
    go('import-export', msg`Import & Export`, '/import-export'),
    go('settings', msg`Settings`, '/profile/settings'),
    ...(who === 'admin' ? [go('admin-settings', msg`Admin settings`, '/admin/settings')] : []),
    ...themeCommands,
  ];
}
