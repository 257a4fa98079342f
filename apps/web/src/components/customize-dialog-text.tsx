// Prompt text with its [placeholders] highlighted: the customize dialog's live preview and the detail
// screens' content.

import { splitPlaceholders } from '@prompt-lib/contract';
import { cn } from '../lib/cn.ts';

const highlight = {
  light: { blank: 'bg-amber-100 text-amber-900', filled: 'bg-indigo-100 text-indigo-900' },
  dark: { blank: 'bg-indigo-400/20 text-indigo-200', filled: 'bg-indigo-400/20 text-indigo-200' },
} as const;

/** Prompt text with its placeholders highlighted; with `values`, a filled placeholder shows its value
 * (the same text fillPlaceholders produces). */
export function PlaceholderText({
  content,
  values = {},
  tone = 'light',
}: {
  content: string;
  values?: Record<string, string>;
  tone?: keyof typeof highlight;
}) {
  return splitPlaceholders(content).map((segment, index) => {
    if (!segment.placeholder) return segment.text;
    const value = values[segment.placeholder];
    const filled = Boolean(value?.trim());
    return (
      <mark
        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text; position is the identity.
        key={index}
        className={cn('rounded px-0.5', filled ? highlight[tone].filled : highlight[tone].blank)}
      >
        {filled ? value : segment.text}
      </mark>
    );
  });
}
