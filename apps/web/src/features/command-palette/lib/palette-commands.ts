// The palette's commands (issue 30): where they lead, and who gets them. Signed-out visitors get the
// theme and "Sign in"; signed-in users the screens of their own, admins also the admin settings.
import { THEME_CHOICES, type ThemeChoice } from '../../../lib/theme.ts';

export type PaletteCommand =
  | { id: string; label: string; kind: 'go'; to: string }
  | { id: string; label: string; kind: 'theme'; theme: ThemeChoice };

const themeLabels: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };

const themeCommands: PaletteCommand[] = THEME_CHOICES.map((theme) => ({
  id: `theme-${theme}`,
  label: `Theme: ${themeLabels[theme]}`,
  kind: 'theme',
  theme,
}));

const go = (id: string, label: string, to: string): PaletteCommand => ({ id, label, kind: 'go', to });

export function paletteCommands(who: 'visitor' | 'user' | 'admin'): PaletteCommand[] {
  if (who === 'visitor') return [go('sign-in', 'Sign in', '/login'), ...themeCommands];
  return [
    go('create', 'Create prompt', '/myprompts/create'),
    go('my-prompts', 'My prompts', '/myprompts'),
    go('collections', 'Collections', '/collections'),
    go('import-export', 'Import & Export', '/import-export'),
    go('settings', 'Settings', '/profile/settings'),
    ...(who === 'admin' ? [go('admin-settings', 'Admin settings', '/admin/settings')] : []),
    ...themeCommands,
  ];
}
