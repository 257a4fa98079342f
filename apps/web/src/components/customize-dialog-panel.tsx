// The customize dialog itself (spec §4): one field per distinct placeholder, a live preview that keeps
// the blank of an emptied field, and the copy, share-link and forget actions. The state lives in
// useCopyPrompt (customize-dialog.tsx). A required field needs text, an optional one may stay empty,
// and a typed one ("[n#number]", "[d#date]", "[l#multi: …]") only takes a value that fits. The
// filled text may also open in an assistant ("Open in…", issue 30): from the menu beside Copy, or
// from the main button when the dialog was opened for one.

import { Trans } from '@lingui/react/macro';
import {
  type AutomaticValues,
  type FillOptions,
  fillPlaceholders,
  fillSegments,
  type IncludedTexts,
  type OpenTarget,
  type Placeholder,
  placeholderProblem,
  unavailableIncludeText,
} from '@prompt-lib/contract';
import { ExternalLink, Link2, RotateCcw } from 'lucide-react';
import type { PlaceholderValues } from '../lib/placeholders.ts';
import { PlaceholderField } from './customize-dialog-field.tsx';
import { PlaceholderSyntax } from './customize-dialog-syntax.tsx';
import { FilledText } from './customize-dialog-text.tsx';
import { OpenInMenu } from './open-in-menu.tsx';
import { Button } from './ui/button.tsx';
import { Callout } from './ui/callout.tsx';
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
  automatic: AutomaticValues;
  included: IncludedTexts;
  /** Included prompts the reader may not see or that are gone. */
  unavailable: readonly number[];
  values: PlaceholderValues;
  onValueChange: (name: string, value: string) => void;
  copying: boolean;
  onCopy: (text: string) => void;
  onCopyShareLink: () => void;
  /** Absent when nothing is remembered. */
  onClearRemembered?: () => void;
  /** The assistant the dialog was opened for: its main button opens the text there. */
  target?: OpenTarget;
  openTargets: readonly OpenTarget[];
  onOpenIn: (target: OpenTarget, text: string) => void;
};

export function CustomizeDialog({
  open,
  onOpenChange,
  content,
  placeholders,
  automatic,
  included,
  unavailable,
  values,
  onValueChange,
  copying,
  onCopy,
  onCopyShareLink,
  onClearRemembered,
  target,
  openTargets,
  onOpenIn,
}: CustomizeDialogProps) {
  const problems = placeholders.map((placeholder) =>
    placeholderProblem(placeholder, values[placeholder.name] ?? ''),
  );
  const complete =
    placeholders.every(({ name, optional }) => optional || values[name]?.trim()) && problems.every((p) => !p);
  // The preview shows what is copied, except that an emptied field keeps its blank.
  const fill: FillOptions = { useDefaults: false, automatic, included };
  const filled = () => fillPlaceholders(content, values, fill);
  const unavailableMarker = unavailableIncludeText(unavailable[0] ?? 0);
  const unavailableMarkers = unavailable.map(unavailableIncludeText).join(', ');
  const targetName = target?.name;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Customize Prompt</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Fill in each placeholder to tailor this prompt, then copy the result.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (!complete || copying) return;
            if (target) onOpenIn(target, filled());
            else onCopy(filled());
          }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {placeholders.map((placeholder, index) => (
              <PlaceholderField
                key={placeholder.name}
                id={`placeholder-${index}`}
                placeholder={placeholder}
                value={values[placeholder.name] ?? ''}
                problem={problems[index] ?? null}
                onChange={(value) => onValueChange(placeholder.name, value)}
              />
            ))}
          </div>
          {unavailable.length > 0 && (
            <Callout tone="info">
              {unavailable.length === 1 ? (
                <Trans>An included prompt is not available to you: it shows as {unavailableMarker}.</Trans>
              ) : (
                <Trans>
                  Some included prompts are not available to you: they show as {unavailableMarkers}.
                </Trans>
              )}
            </Callout>
          )}
          {onClearRemembered && (
            <Button variant="ghost" size="sm" className="-my-2 -ms-3 w-fit" onClick={onClearRemembered}>
              <RotateCcw aria-hidden="true" />
              <Trans>Clear remembered values</Trans>
            </Button>
          )}
          <section aria-labelledby="customize-preview" className="grid gap-1.5">
            <h3 id="customize-preview" className="text-sm font-medium text-slate-700">
              <Trans>Preview</Trans>
            </h3>
            <pre
              data-testid="customize-preview"
              dir="auto"
              className="max-h-60 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800"
            >
              <FilledText segments={fillSegments(content, values, fill)} />
            </pre>
          </section>
          <PlaceholderSyntax />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary">
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button variant="secondary" onClick={onCopyShareLink}>
              <Link2 aria-hidden="true" />
              <Trans>Copy share link</Trans>
            </Button>
            {target ? (
              <>
                <Button variant="secondary" disabled={!complete} onClick={() => onCopy(filled())}>
                  <Trans>Copy Customized Prompt</Trans>
                </Button>
                <Button type="submit" disabled={!complete}>
                  <ExternalLink aria-hidden="true" />
                  <Trans>Open in {targetName}</Trans>
                </Button>
              </>
            ) : (
              <>
                <OpenInMenu
                  targets={openTargets}
                  disabled={!complete}
                  onChoose={(chosen) => onOpenIn(chosen, filled())}
                />
                <Button type="submit" disabled={!complete} loading={copying}>
                  <Trans>Copy Customized Prompt</Trans>
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
