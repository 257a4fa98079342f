// Prompt text with its [placeholders] highlighted: the customize dialog's live preview (FilledText,
// from the contract's fillSegments) and the detail screens' content (PlaceholderText).

import { type FilledSegment, splitPlaceholders } from '@prompt-lib/contract';
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

/** The filled text as the dialog will copy it, values and blanks highlighted, an unavailable include
 * in its own colour. */
export function FilledText({ segments }: { segments: readonly FilledSegment[] }) {
  return segments.map((segment, index) => {
    if (segment.unavailable !== undefined)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text; position is the identity.
        <mark key={index} className="rounded bg-slate-200 px-0.5 text-slate-600">
          {segment.text}
        </mark>
      );
    if (segment.placeholder === undefined) return segment.text;
    return (
      <mark
        // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text; position is the identity.
        key={index}
        className={cn('rounded px-0.5', segment.filled ? highlight.light.filled : highlight.light.blank)}
      >
        {segment.text}
      </mark>
    );
  });
}
