// "Suggest an edit" (issue 29): for a signed-in reader who may not edit the prompt, a button and a
// dialog with the editor's fields filled with the prompt as it is and a message (suggest-edit-form.tsx,
// loaded when the dialog first opens); the owner then sees it as a diff against the current text.
import { useLingui } from '@lingui/react';
import type { Prompt } from '@prompt-lib/contract';
import { FilePenLine } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { canEditPrompt } from '../../../lib/prompt-links.ts';
import { useSession } from '../../../lib/session.tsx';
import { SUGGEST_TEXT } from './suggest-texts.ts';

// The form brings the form library: loaded when the dialog first opens, not with the prompt page.
const SuggestEditForm = lazy(() =>
  import('./suggest-edit-form.tsx').then((module) => ({ default: module.SuggestEditForm })),
);

/** The button and its dialog; nothing for a visitor or for someone who may edit the prompt. */
export function SuggestEditButton({ prompt, size = 'lg' }: { prompt: Prompt; size?: ButtonProps['size'] }) {
  useLingui(); // Re-renders on a language change: texts below are read during render.
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || canEditPrompt(prompt)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size={size}>
          <FilePenLine aria-hidden="true" />
          {SUGGEST_TEXT.button}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{SUGGEST_TEXT.title}</DialogTitle>
          <DialogDescription>{SUGGEST_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="mx-auto my-8 text-indigo-700" />}>
          <SuggestEditForm prompt={prompt} onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
