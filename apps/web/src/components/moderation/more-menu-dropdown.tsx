// The "More" (⋯) menu's dropdown, loaded for signed-in users only (more-menu.tsx): "Report", which opens
// the report dialog, itself loaded the first time it is chosen.
import type { ReportTargetType } from '@prompt-lib/contract';
import { Flag, MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { REPORTS_TEXT as T } from './texts.ts';

const ReportDialog = lazy(() =>
  import('./report-dialog.tsx').then((module) => ({ default: module.ReportDialog })),
);

export function MoreMenuDropdown({
  target,
  label,
  size,
  variant,
}: {
  target: { type: ReportTargetType; id: number };
  label: string;
  size: ButtonProps['size'];
  variant: ButtonProps['variant'];
}) {
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant={variant} size={size} aria-label={label}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setReporting(true)}>
            <Flag aria-hidden="true" />
            {T.report}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      )}
    </>
  );
}
