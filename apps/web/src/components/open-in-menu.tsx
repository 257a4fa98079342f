// "Open in…" (issue 30): the instance's assistants (GET /api/settings/public) in a menu. Choosing one
// opens it in a new tab with the text in its address, or, for an assistant that takes none or a text
// over the instance's limit, copies the text first and says so ("Copied. Paste it in Claude"). Each
// open records an OPEN with the target's id, which counts like a copy.
import { Trans, useLingui } from '@lingui/react/macro';
import { type OpenTarget, openTargetLink } from '@prompt-lib/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { type ComponentProps, lazy, Suspense, useCallback, useState } from 'react';
import { recordPromptUse } from '../api/usage.ts';
import { writeClipboard } from '../lib/copy.ts';
import { usePublicSettings } from '../lib/public-settings.ts';
import { toast } from '../lib/toast.ts';
import { Button, type ButtonProps } from './ui/button.tsx';

/** The targets, and `open(target, text)`, which must run in the click that chose the target (a
 * browser opens a tab only for a user's gesture). */
export function useOpenIn(promptId: number | undefined) {
  const { t } = useLingui();
  const { settings } = usePublicSettings();
  const queryClient = useQueryClient();
  const open = useCallback(
    (target: OpenTarget, text: string) => {
      const link = openTargetLink(target, text, settings.openUrlTextMax);
      if (link.copyFirst) {
        // Started before the tab opens, while this page still has the focus the clipboard needs.
        const targetName = target.name;
        writeClipboard(text).then(
          () => toast.success(t`Copied. Paste it in ${targetName}`),
          (error: unknown) => {
            console.warn('Copying to the clipboard failed:', error);
            toast.error(t`Failed to copy prompt content`);
          },
        );
      }
      window.open(link.url, '_blank', 'noopener,noreferrer');
      if (promptId !== undefined) recordPromptUse(queryClient, promptId, 'OPEN', target.id);
    },
    [settings.openUrlTextMax, promptId, queryClient, t],
  );
  return { targets: settings.openTargets, open };
}

const OpenInDropdown = lazy(() => import('./open-in-dropdown.tsx'));
const loadDropdown = () => void import('./open-in-dropdown.tsx');

export type OpenInMenuProps = {
  targets: readonly OpenTarget[];
  onChoose: (target: OpenTarget) => void;
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'disabled' | 'className'>;

/**
 * A button that lists the targets; `onChoose` gets the one picked. Nothing shows without targets. The
 * menu's code (Radix's) loads when the button is first pointed at, focused or pressed, and opens
 * then: it is not part of a prompt page's first load.
 */
export function OpenInMenu(props: OpenInMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (props.targets.length === 0) return null;
  const trigger = (extra: ComponentProps<'button'> = {}) => (
    <Button
      variant={props.variant ?? 'secondary'}
      size={props.size}
      disabled={props.disabled}
      className={props.className}
      {...extra}
    >
      <ExternalLink aria-hidden="true" />
      {props.label ?? <Trans>Open in…</Trans>}
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </Button>
  );
  if (!wanted) {
    return trigger({
      'aria-haspopup': 'menu',
      onPointerEnter: loadDropdown,
      onFocus: loadDropdown,
      onClick: () => setWanted(true),
    });
  }
  return (
    <Suspense fallback={trigger({ 'aria-haspopup': 'menu' })}>
      <OpenInDropdown {...props} trigger={trigger()} />
    </Suspense>
  );
}
