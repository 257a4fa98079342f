// The prompt editor's Content field: a plain textarea whose placeholders are highlighted as they are
// typed, and an "Insert prompt…" button that writes "[[prompt: ID]]" at the cursor (issue 30).
//
// Highlighting is a backdrop, not an editor library: a div behind the textarea holds the same text
// with the same font, padding and wrapping, its characters transparent and its placeholders marked by
// the contract's splitPlaceholders; the textarea on top has a transparent background, so the marks
// show through under the very characters they belong to. The backdrop follows the textarea's scroll.
import { Trans } from '@lingui/react/macro';
import { splitPlaceholders } from '@prompt-lib/contract';
import { FileInput } from 'lucide-react';
import { type ComponentProps, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { fieldClass } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { InsertPromptDialog } from './insert-prompt-dialog.tsx';

// Shared by the textarea and its backdrop, so their text lays out the same.
const TEXT_LAYOUT = 'px-3 py-2 text-sm leading-6 break-words whitespace-pre-wrap';

type ContentFieldProps = Omit<ComponentProps<'textarea'>, 'value' | 'defaultValue' | 'ref' | 'onChange'> & {
  /** The form's registration of the field (react-hook-form's `register('content')`): the textarea
   * stays uncontrolled, as the rest of the form. */
  registration: UseFormRegisterReturn;
  defaultValue: string;
  /** Writes the whole new content into the form (after an insertion). */
  onReplace: (value: string) => void;
  /** The prompt being edited, left out of the picker. */
  excludeId?: number;
};

export function ContentField({
  registration,
  defaultValue,
  onReplace,
  excludeId,
  className,
  ...props
}: ContentFieldProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // What the backdrop shows: the textarea's text, followed as it is typed.
  const [value, setValue] = useState(defaultValue);
  const [picking, setPicking] = useState(false);

  /** Puts `text` where the cursor was (over the selection), then the cursor after it. */
  const insert = (text: string) => {
    const field = textarea.current;
    const current = field?.value ?? value;
    const start = field?.selectionStart ?? current.length;
    const end = field?.selectionEnd ?? current.length;
    const next = current.slice(0, start) + text + current.slice(end);
    onReplace(next);
    setValue(next);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + text.length, start + text.length);
    });
  };

  return (
    <>
      <div className="relative rounded-lg bg-surface">
        <div
          ref={backdrop}
          dir="auto"
          aria-hidden="true"
          data-testid="content-highlights"
          className={cn(
            TEXT_LAYOUT,
            'pointer-events-none absolute inset-0 overflow-hidden border border-transparent text-transparent [scrollbar-gutter:stable]',
          )}
        >
          {splitPlaceholders(value).map((segment, index) =>
            segment.placeholder === undefined && segment.include === undefined ? (
              segment.text
            ) : (
              <mark
                // biome-ignore lint/suspicious/noArrayIndexKey: segments of one text; position is the identity.
                key={index}
                className={cn(
                  'rounded text-transparent',
                  segment.include === undefined ? 'bg-amber-100' : 'bg-indigo-100',
                )}
              >
                {segment.text}
              </mark>
            ),
          )}
          {/* A last line break needs a character after it to take up its line, as in the textarea. */}
          {value.endsWith('\n') && ' '}
        </div>
        <textarea
          dir="auto"
          defaultValue={defaultValue}
          {...registration}
          ref={(node) => {
            textarea.current = node;
            registration.ref(node);
          }}
          onChange={(event) => {
            setValue(event.target.value);
            return registration.onChange(event);
          }}
          onScroll={(event) => {
            if (backdrop.current) backdrop.current.scrollTop = event.currentTarget.scrollTop;
          }}
          className={cn(
            fieldClass,
            TEXT_LAYOUT,
            'relative block min-h-24 bg-transparent [scrollbar-gutter:stable]',
            className,
          )}
          {...props}
        />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="-ms-3 w-fit"
        onClick={() => setPicking(true)}
      >
        <FileInput aria-hidden="true" />
        <Trans>Insert prompt…</Trans>
      </Button>
      <InsertPromptDialog
        open={picking}
        onOpenChange={setPicking}
        excludeId={excludeId}
        onPick={(id) => {
          setPicking(false);
          insert(`[[prompt: ${id}]]`);
        }}
      />
    </>
  );
}
