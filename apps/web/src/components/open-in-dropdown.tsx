// The "Open in…" menu itself (open-in-menu.tsx loads it on first use): opened as it mounts, since the
// press that loaded it asked for it.
import { Trans } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import type { OpenInMenuProps } from './open-in-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './ui/dropdown-menu.tsx';

export default function OpenInDropdown({
  targets,
  onChoose,
  trigger,
}: OpenInMenuProps & { trigger: ReactElement }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel>
          <Trans>Open in</Trans>
        </DropdownMenuLabel>
        {targets.map((target) => (
          <DropdownMenuItem key={target.id} onSelect={() => onChoose(target)}>
            {target.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
