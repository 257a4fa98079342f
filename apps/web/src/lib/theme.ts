// The colour theme: the visitor's choice (system, light or dark) remembered in localStorage "theme", and
// the "dark" class on <html> that index.css reads. theme-init.js (inlined into index.html) sets the
// class before the first paint with the same rule; this module changes it afterwards: on a new choice, when the system setting
// changes while the choice is "system", and when another tab makes a choice.
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

const systemPrefersDark = () => window.matchMedia?.(DARK_QUERY).matches ?? false;

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolvesToDark(choice: ThemeChoice, systemDark: boolean): boolean {
  return choice === 'dark' || (choice === 'system' && systemDark);
}

function applyTheme() {
  document.documentElement.classList.toggle('dark', resolvesToDark(readThemeChoice(), systemPrefersDark()));
}

export function setThemeChoice(choice: ThemeChoice) {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage blocked: the page still changes, until the next load.
  }
  document.documentElement.classList.toggle('dark', resolvesToDark(choice, systemPrefersDark()));
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia?.(DARK_QUERY);
  const refresh = () => {
    applyTheme();
    onChange();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) refresh();
  };
  listeners.add(onChange);
  media?.addEventListener('change', refresh);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    media?.removeEventListener('change', refresh);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice and the setter; mounting it keeps <html> in step with the system setting. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  return [choice, setThemeChoice];
}
