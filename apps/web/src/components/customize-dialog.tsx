// The copy flow of spec §4, shared by both prompt detail screens: content without [placeholders] is
// copied at once; otherwise a dialog asks for each placeholder, previews the result live, and copies
// the filled-in text. After a successful copy a COPY usage record is sent (its failure only logged)
// and the prompt's uses count on screen follows the server's answer.
import type { Prompt } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { promptKeys } from '../api/prompts.ts';
import { recordUsage } from '../api/usage.ts';
import { writeClipboard } from '../lib/copy.ts';
import { extractPlaceholders, fillPlaceholders, placeholderLabel } from '../lib/placeholders.ts';
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
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

export type CopyMessages = { success: string; failure: string };

/** The public detail's texts (spec §8); the other detail variant passes its own. */
export const PUBLIC_COPY_MESSAGES: CopyMessages = {
  success: 'Prompt copied to clipboard!',
  failure: 'Failed to copy prompt content',
};

type CopyablePrompt = Pick<Prompt, 'id' | 'content'>;

/** `copy()` starts the flow; render `dialog` once on the screen. */
export function useCopyPrompt(prompt: CopyablePrompt | undefined, messages = PUBLIC_COPY_MESSAGES) {
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const [open, setOpen] = useState(false);
  const placeholders = useMemo(() => extractPlaceholders(prompt?.content ?? ''), [prompt?.content]);

  const copyText = useCallback(
    async (text: string) => {
      if (!prompt) return false;
      setCopying(true);
      try {
        await writeClipboard(text);
      } catch (error) {
        console.warn('Copying to the clipboard failed:', error);
        toast.error(messages.failure);
        return false;
      } finally {
        setCopying(false);
      }
      toast.success(messages.success);
      recordUsage(prompt.id, 'COPY')
        .then(({ usesCount }) =>
          queryClient.setQueryData(promptKeys.detail(prompt.id), (cached: Prompt | undefined) =>
            cached ? { ...cached, usesCount } : cached,
          ),
        )
        .catch((error: unknown) => console.warn('Recording the copy failed:', error));
      return true;
    },
    [prompt, messages, queryClient],
  );

  const copy = useCallback(() => {
    if (!prompt) return;
    if (placeholders.length > 0) setOpen(true);
    else void copyText(prompt.content);
  }, [prompt, placeholders, copyText]);

  const dialog = prompt ? (
    <CustomizeDialog
      open={open}
      onOpenChange={setOpen}
      content={prompt.content}
      placeholders={placeholders}
      copying={copying}
      onCopy={async (text) => {
        if (await copyText(text)) setOpen(false);
      }}
    />
  ) : null;

  return { copy, copying, dialog };
}

type CustomizeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: string;
  placeholders: readonly string[];
  copying: boolean;
  onCopy: (text: string) => void;
};

export function CustomizeDialog({
  open,
  onOpenChange,
  content,
  placeholders,
  copying,
  onCopy,
}: CustomizeDialogProps) {
  // Values survive closing the dialog, so a visitor who cancels by mistake loses nothing.
  const [values, setValues] = useState<Record<string, string>>({});
  const preview = fillPlaceholders(content, values);
  const complete = placeholders.every((name) => values[name]?.trim());

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
            if (complete && !copying) onCopy(preview);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {placeholders.map((name, index) => (
              <div key={name} className="grid gap-1.5">
                <Label htmlFor={`placeholder-${index}`}>{placeholderLabel(name)}</Label>
                <Input
                  id={`placeholder-${index}`}
                  value={values[name] ?? ''}
                  placeholder={`Enter ${placeholderLabel(name).toLowerCase()}`}
                  onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                />
              </div>
            ))}
          </div>
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
            <Button type="submit" disabled={!complete} loading={copying}>
              Copy Customized Prompt
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
