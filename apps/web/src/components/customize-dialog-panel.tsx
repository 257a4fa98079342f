// The customize dialog itself (spec §4): one field per distinct placeholder, a live preview that keeps
// the blank of an emptied field, and the copy, share-link and forget actions. The state lives in
// useCopyPrompt (customize-dialog.tsx).
import { fillPlaceholders, type Placeholder } from '@prompt-lib/contract';
import { Link2, RotateCcw } from 'lucide-react';
import type { PlaceholderValues } from '../lib/placeholders.ts';
import { PlaceholderField } from './customize-dialog-field.tsx';
import { PlaceholderText } from './customize-dialog-text.tsx';
import { Button } from './ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog.tsx';

type CustomizeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  placeholders: readonly Placeholder[];
  values: PlaceholderValues;
  onValueChange: (name: string, value: string) => void;
  copying: boolean;
  onCopy: (text: string) => void;
  onCopyShareLink: () => void;
  /** Absent when nothing is remembered. */
  onClearRemembered?: () => void;
};

export function CustomizeDialog({
  open,
  onOpenChange,
  content,
  placeholders,
  values,
  onValueChange,
  copying,
  onCopy,
  onCopyShareLink,
  onClearRemembered,
}: CustomizeDialogProps) {
  const complete = placeholders.every(({ name }) => values[name]?.trim());

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Customize Prompt</DialogTitle>
          <DialogDescription>
            Fill in each placeholder to tailor this prompt, then copy the result.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (complete && !copying) onCopy(fillPlaceholders(content, values, { useDefaults: false }));
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {placeholders.map((placeholder, index) => (
              <PlaceholderField
                key={placeholder.name}
                id={`placeholder-${index}`}
                placeholder={placeholder}
                value={values[placeholder.name] ?? ''}
                onChange={(value) => onValueChange(placeholder.name, value)}
              />
            ))}
          </div>
          {onClearRemembered && (
            <Button variant="ghost" size="sm" className="-my-2 -ml-3 w-fit" onClick={onClearRemembered}>
              <RotateCcw aria-hidden="true" />
              Clear remembered values
            </Button>
          )}
          <section aria-labelledby="customize-preview" className="grid gap-1.5">
            <h3 id="customize-preview" className="text-sm font-medium text-slate-700">
              Preview
            </h3>
            <pre
              data-testid="customize-preview"
              className="max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
            >
              <PlaceholderText content={content} values={values} />
            </pre>
          </section>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button variant="secondary" onClick={onCopyShareLink}>
              <Link2 aria-hidden="true" />
              Copy share link
            </Button>
            <Button type="submit" disabled={!complete} loading={copying}>
              Copy Customized Prompt
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
