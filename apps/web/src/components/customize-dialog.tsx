// The copy flow of spec §4, shared by both prompt detail screens: content without [placeholders] is
// copied at once; otherwise a dialog asks for each placeholder, previews the result live, and copies
// the filled-in text. After a successful copy a COPY usage record is sent (its failure only logged)
// and the prompt's uses count on screen follows the server's answer. Values used are remembered in
// the browser per placeholder name (lib/remembered-values.ts); a share link carries them in the URL
// fragment (lib/placeholders.ts). A field's first value: shared > typed earlier > remembered > default.
// Included prompts ("[[prompt: 42]]") are loaded first (api/included-prompts.ts) and their fields join
// the form; automatic values ("[@today]", "[@now]", "[@me]") are filled without asking, so content
// whose only brackets are those is copied at once, filled. "Open in…" (issue 30, open-in-menu.tsx)
// opens the same text in an assistant: at once when there is nothing to fill, else through the
// dialog, whose main button then opens instead of copying.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AutomaticValues, IncludedTexts, OpenTarget, Placeholder, Prompt } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { recordPromptUse } from '../api/usage.ts';
import { writeClipboard } from '../lib/copy.ts';
import { i18n as activeI18n } from '../lib/i18n.ts';
import { readerLocale } from '../lib/locale.ts';
import { type PlaceholderValues, readFillFragment, shareLink } from '../lib/placeholders.ts';
import { clearRemembered, readRemembered, rememberValues } from '../lib/remembered-values.ts';
import { toast } from '../lib/toast.ts';
import { useOpenIn } from './open-in-menu.tsx';

/** A text, or a message descriptor (`msg`) translated when the toast shows. */
type CopyText = string | MessageDescriptor;
export type CopyMessages = { success: CopyText; failure: CopyText };

/** The public detail's texts (spec §8), translated when read; the other detail variant passes its own. */
export const PUBLIC_COPY_MESSAGES = {
  get success() {
    return activeI18n._(msg`Prompt copied to clipboard!`);
  },
  get failure() {
    return activeI18n._(msg`Failed to copy prompt content`);
  },
} satisfies CopyMessages;

type CopyablePrompt = Pick<Prompt, 'id' | 'content'>;

const NOTHING_INCLUDED: IncludedTexts = new Map();

type Flow = typeof import('./customize-flow.ts');
let flow: Flow | undefined;
/** The dialog and the filling code load when a copy first needs them, not with the prompt page. */
async function loadFlow(): Promise<Flow> {
  flow ??= await import('./customize-flow.ts');
  return flow;
}
/** The flow's code, for what only an open dialog does (it opens once the code has loaded). */
function loadedFlow(): Flow {
  if (!flow) throw new Error('The customize dialog is used before its code has loaded');
  return flow;
}

/** `copy()` starts the flow; render `dialog` once on the screen. Opening the page with a share link's
 * "#fill=" fragment opens the dialog with those values as soon as the prompt has loaded. `me` is the
 * signed-in reader's username ("[@me]"); without one, "[@me]" is asked for as "Me". */
export function useCopyPrompt(
  prompt: CopyablePrompt | undefined,
  messages = PUBLIC_COPY_MESSAGES,
  me?: string,
) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [copying, setCopying] = useState(false);
  const [open, setOpen] = useState(false);
  // Values survive closing the dialog, so a visitor who cancels by mistake loses nothing.
  const [values, setValues] = useState<PlaceholderValues>({});
  const [remembered, setRemembered] = useState<PlaceholderValues>({});
  const [included, setIncluded] = useState<IncludedTexts>(NOTHING_INCLUDED);
  const [automatic, setAutomatic] = useState<AutomaticValues>({ today: '', now: '' });
  // Where the dialog's main button sends the text: the clipboard, or an "Open in…" target.
  const [target, setTarget] = useState<OpenTarget | undefined>();
  const openIn = useOpenIn(prompt?.id);
  const content = prompt?.content ?? '';
  const signedIn = me !== undefined;
  // The form the content and its included prompts make, and the included prompts one may not see.
  const [placeholders, setPlaceholders] = useState<readonly Placeholder[]>([]);
  const [unavailable, setUnavailable] = useState<readonly number[]>([]);

  /** The included texts (cached after the first time) and the form they make with the content. */
  const prepare = useCallback(async () => {
    const parser = await loadFlow();
    const texts =
      parser.includesOf(content).length > 0
        ? await parser.loadIncludedTexts(queryClient, content)
        : NOTHING_INCLUDED;
    const now = parser.automaticValues(new Date(), { locale: readerLocale(), me });
    const fields = parser.parsePrompt(content, texts, { signedIn });
    const missing = parser.unavailableIncludes(content, texts);
    setIncluded(texts);
    setAutomatic(now);
    setPlaceholders(fields);
    setUnavailable(missing);
    return { texts, now, fields, unavailable: missing, fill: parser.fillPlaceholders };
  }, [content, me, signedIn, queryClient]);

  const copyText = useCallback(
    async (text: string) => {
      if (!prompt) return false;
      setCopying(true);
      try {
        await writeClipboard(text);
      } catch (error) {
        console.warn('Copying to the clipboard failed:', error);
        toast.error(typeof messages.failure === 'string' ? messages.failure : i18n._(messages.failure));
        return false;
      } finally {
        setCopying(false);
      }
      toast.success(typeof messages.success === 'string' ? messages.success : i18n._(messages.success));
      recordPromptUse(queryClient, prompt.id, 'COPY');
      return true;
    },
    [prompt, messages, queryClient, i18n],
  );

  /** Each field keeps what was typed; an empty one takes the shared, then the remembered value, then
   * the placeholder's default. */
  const openDialog = useCallback((fields: readonly Placeholder[], shared: PlaceholderValues = {}) => {
    const stored = readRemembered();
    setRemembered(stored);
    setValues((current) => loadedFlow().prefillValues(fields, [shared, current, stored]));
    setOpen(true);
  }, []);

  /** Copies (`target` absent) or opens in `target` the filled text, asking first when needed. */
  const use = useCallback(
    async (target?: OpenTarget) => {
      if (!prompt) return;
      const ready = await prepare();
      setTarget(target);
      if (ready.fields.length > 0 || ready.unavailable.length > 0) openDialog(ready.fields);
      else {
        const text = ready.fill(prompt.content, {}, { automatic: ready.now, included: ready.texts });
        if (target) openIn.open(target, text);
        else void copyText(text);
      }
    },
    [prompt, prepare, openDialog, copyText, openIn.open],
  );
  const copy = useCallback(() => use(), [use]);

  // Brackets of any kind may ask for something; the share link's values wait for the includes.
  const mayAsk = content.includes('[');
  useEffect(() => {
    const shared = mayAsk ? readFillFragment(window.location.hash) : null;
    if (!shared) return;
    void prepare().then((ready) => {
      if (ready.fields.length > 0) openDialog(ready.fields, shared);
    });
  }, [mayAsk, prepare, openDialog]);

  const copyShareLink = async () => {
    if (!prompt) return;
    try {
      await writeClipboard(shareLink(window.location.origin, prompt.id, values));
    } catch (error) {
      console.warn('Copying the share link failed:', error);
      toast.error(t`Failed to copy share link`);
      return;
    }
    setRemembered(rememberValues(placeholders, values));
    toast.success(t`Share link copied to clipboard!`);
  };

  /** Forgets every remembered value; fields showing one go back to their default. */
  const clearRememberedValues = () => {
    clearRemembered();
    setValues((current) =>
      loadedFlow().prefillValues(placeholders, [
        Object.fromEntries(Object.entries(current).filter(([name, value]) => remembered[name] !== value)),
      ]),
    );
    setRemembered({});
    toast.success(t`Remembered values cleared`);
  };

  const CustomizeDialog = flow?.CustomizeDialog;
  const dialog =
    prompt && CustomizeDialog ? (
      <CustomizeDialog
        open={open}
        onOpenChange={setOpen}
        content={prompt.content}
        placeholders={placeholders}
        automatic={automatic}
        included={included}
        unavailable={unavailable}
        values={values}
        onValueChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        copying={copying}
        onCopy={async (text) => {
          if (!(await copyText(text))) return;
          setRemembered(rememberValues(placeholders, values));
          setOpen(false);
        }}
        target={target}
        openTargets={openIn.targets}
        onOpenIn={(chosen, text) => {
          openIn.open(chosen, text);
          setRemembered(rememberValues(placeholders, values));
          setOpen(false);
        }}
        onCopyShareLink={copyShareLink}
        onClearRemembered={Object.keys(remembered).length > 0 ? clearRememberedValues : undefined}
      />
    ) : null;

  return { copy, openWith: use, openTargets: openIn.targets, copying, dialog };
}
