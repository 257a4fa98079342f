// Values a visitor used in the customize dialog, remembered in this browser per placeholder name (not
// per prompt), so "[company]" comes prefilled on the next prompt that asks for it. They stay in
// localStorage and are never sent to the server. Storage can be full, disabled or hand-edited:
// every failure degrades to "nothing remembered" rather than breaking the copy flow.
import type { Placeholder } from '@prompt-lib/contract';
import type { PlaceholderValues } from './placeholders.ts';

const STORAGE_KEY = 'rememberedPlaceholderValues';
/** Enough for any library; the oldest names are dropped beyond it so storage cannot grow forever. */
const MAX_NAMES = 200;

export function readRemembered(): PlaceholderValues {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

function write(values: PlaceholderValues) {
  try {
    if (Object.keys(values).length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(values));
  } catch (error) {
    console.warn('Remembering placeholder values failed:', error);
  }
}

/** Remembers the values just used. A value equal to the placeholder's default is forgotten instead:
 * the default already gives it here, and it should not override another prompt's default. Blank
 * values change nothing. Returns what is now remembered. */
export function rememberValues(
  placeholders: readonly Placeholder[],
  values: Readonly<PlaceholderValues>,
): PlaceholderValues {
  const remembered = readRemembered();
  for (const { name, defaultValue } of placeholders) {
    const value = values[name];
    if (!value?.trim()) continue;
    // Deleting first moves a re-used name to the end, so the oldest are the ones dropped.
    delete remembered[name];
    if (value !== defaultValue) remembered[name] = value;
  }
  const names = Object.keys(remembered);
  for (const name of names.slice(0, Math.max(0, names.length - MAX_NAMES))) delete remembered[name];
  write(remembered);
  return remembered;
}

export function clearRemembered() {
  write({});
}
