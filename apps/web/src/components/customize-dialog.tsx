// The copy flow of spec §4, shared by both prompt detail screens: content without [placeholders] is
// copied at once; otherwise a dialog asks for each placeholder, previews the result live, and copies
// the filled-in text. After a successful copy a COPY usage record is sent (its failure only logged)
// and the prompt's uses count on screen follows the server's answer. Values used are remembered in
// the browser per placeholder name (lib/remembered-values.ts); a share link carries them in the URL
// fragment (lib/placeholders.ts). A field's first value: shared > typed earlier > remembered > default.
import { type Prompt, parsePlaceholders } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { promptKeys } from '../api/prompts.ts';
import { recordUsage } from '../api/usage.ts';
import { writeClipboard } from '../lib/copy.ts';
import { type PlaceholderValues, prefillValues, readFillFragment, shareLink } from '../lib/placeholders.ts';
import { clearRemembered, readRemembered, rememberValues } from '../lib/remembered-values.ts';
import { CustomizeDialog } from './customize-dialog-panel.tsx';

export type CopyMessages = { success: string; failure: string };

/** The public detail's texts (spec §8); the other detail variant passes its own. */
export const PUBLIC_COPY_MESSAGES: CopyMessages = {
  success: 'Prompt copied to clipboard!',
  failure: 'Failed to copy prompt content',
};

type CopyablePrompt = Pick<Prompt, 'id' | 'content'>;

/** `copy()` starts the flow; render `dialog` once on the screen. Opening the page with a share link's
 * "#fill=" fragment opens the dialog with those values as soon as the prompt has loaded. */
export function useCopyPrompt(prompt: CopyablePrompt | undefined, messages = PUBLIC_COPY_MESSAGES) {
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const [open, setOpen] = useState(false);
  // Values survive closing the dialog, so a visitor who cancels by mistake loses nothing.
  const [values, setValues] = useState<PlaceholderValues>({});
  const [remembered, setRemembered] = useState<PlaceholderValues>({});
  const placeholders = useMemo(() => parsePlaceholders(prompt?.content ?? ''), [prompt?.content]);

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

  /** Each field keeps what was typed; an empty one takes the shared, then the remembered value, then
   * the placeholder's default. */
  const openDialog = useCallback(
    (shared: PlaceholderValues = {}) => {
      const stored = readRemembered();
      setRemembered(stored);
      setValues((current) => prefillValues(placeholders, [shared, current, stored]));
      setOpen(true);
    },
    [placeholders],
  );

  const copy = useCallback(() => {
    if (!prompt) return;
    if (placeholders.length > 0) openDialog();
    else void copyText(prompt.content);
  }, [prompt, placeholders, openDialog, copyText]);

  const hasPlaceholders = placeholders.length > 0;
  useEffect(() => {
    const shared = hasPlaceholders ? readFillFragment(window.location.hash) : null;
    if (shared) openDialog(shared);
  }, [hasPlaceholders, openDialog]);

  const copyShareLink = async () => {
    if (!prompt) return;
    try {
      await writeClipboard(shareLink(window.location.origin, prompt.id, values));
    } catch (error) {
      console.warn('Copying the share link failed:', error);
      toast.error('Failed to copy share link');
      return;
    }
    setRemembered(rememberValues(placeholders, values));
    toast.success('Share link copied to clipboard!');
  };

  /** Forgets every remembered value; fields showing one go back to their default. */
  const clearRememberedValues = () => {
    clearRemembered();
    setValues((current) =>
      prefillValues(placeholders, [
        Object.fromEntries(Object.entries(current).filter(([name, value]) => remembered[name] !== value)),
      ]),
    );
    setRemembered({});
    toast.success('Remembered values cleared');
  };

  const dialog = prompt ? (
    <CustomizeDialog
      open={open}
      onOpenChange={setOpen}
      content={prompt.content}
      placeholders={placeholders}
      values={values}
      onValueChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      copying={copying}
      onCopy={async (text) => {
        if (!(await copyText(text))) return;
        setRemembered(rememberValues(placeholders, values));
        setOpen(false);
      }}
      onCopyShareLink={copyShareLink}
      onClearRemembered={Object.keys(remembered).length > 0 ? clearRememberedValues : undefined}
    />
  ) : null;

  return { copy, copying, dialog };
}
