// The "More" (⋯) menu on a prompt, a comment and a collection (issue 29), with "Report". Only signed-in
// users may report, so only they get it; its dropdown and dialog load when they first need them, out
// of the prompt page's first script (e2e performance.spec.ts).
import type { ReportTargetType } from '@prompt-lib/contract';
import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';
import { REPORTS_TEXT as T } from './texts.ts';

const MoreMenuDropdown = lazy(() =>
  import('./more-menu-dropdown.tsx').then((module) => ({ default: module.MoreMenuDropdown })),
);

export function MoreMenu({
  target,
  label = T.more,
  size = 'md',
  variant = 'ghost',
}: {
  target: { type: ReportTargetType; id: number };
  /** The button's accessible name, e.g. "More actions for alice's comment". */
  label?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const { user } = useSession();
  if (!user) return null;
  const fallback = (
    <Button variant={variant} size={size} aria-label={label} disabled>
      <MoreHorizontal aria-hidden="true" />
    </Button>
  );
  return (
    <Suspense fallback={fallback}>
      <MoreMenuDropdown target={target} label={label} size={size} variant={variant} />
    </Suspense>
  );
}
