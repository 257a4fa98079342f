// The prompts this browser opened or copied last, for the command palette's "Recent" group: kept in
// localStorage (ids and titles only, never content), newest first, at most RECENT_PROMPTS_MAX. Storage
// can be full, disabled or hand-edited: every failure reads as "nothing recent".
import type { Prompt } from '@prompt-lib/contract';
import { useEffect } from 'react';

export type RecentPrompt = Pick<Prompt, 'id' | 'title'>;

const STORAGE_KEY = 'recentPrompts';
export const RECENT_PROMPTS_MAX = 8;

const isRecent = (item: unknown): item is RecentPrompt =>
  typeof item === 'object' &&
  item !== null &&
  Number.isInteger((item as RecentPrompt).id) &&
  typeof (item as RecentPrompt).title === 'string';

export function readRecentPrompts(): RecentPrompt[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecent).slice(0, RECENT_PROMPTS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the prompt first (once), dropping the oldest past the cap. */
export function rememberRecentPrompt({ id, title }: RecentPrompt): void {
  const next = [{ id, title }, ...readRecentPrompts().filter((item) => item.id !== id)];
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next.slice(0, RECENT_PROMPTS_MAX)));
  } catch (error) {
    console.warn('Remembering a recent prompt failed:', error);
  }
}

/** Whether every word typed appears in the title, in any case and order. */
export function titleMatches(title: string, text: string): boolean {
  const lower = title.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => lower.includes(word));
}

/** Remembers a prompt screen's prompt once it has loaded (and again when its title changes). */
export function useRememberRecentPrompt(prompt: RecentPrompt | undefined): void {
  const id = prompt?.id;
  const title = prompt?.title;
  useEffect(() => {
    if (id !== undefined && title !== undefined) rememberRecentPrompt({ id, title });
  }, [id, title]);
}
