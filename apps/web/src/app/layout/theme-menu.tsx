// The header's theme switch (issue 10): System, Light or Dark, remembered on this device; lib/theme.ts
// owns the storage and the class on <html>. The button shows the choice's icon.
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { ChoicePopover } from '../../components/choice-popover.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useThemeChoice } from '../../lib/theme.ts';

export function ThemeMenu({ className }: { className?: string }) {
  const { t } = useLingui();
  const [choice, setChoice] = useThemeChoice();
  const choices = [
    { value: 'system', label: t`System`, Icon: Monitor },
    { value: 'light', label: t`Light`, Icon: Sun },
    { value: 'dark', label: t`Dark`, Icon: Moon },
  ] as const;
  const Icon = choices.find((c) => c.value === choice)?.Icon ?? Monitor;
  return (
    <ChoicePopover
      label={t`Theme`}
      value={choice}
      choices={choices}
      onChange={setChoice}
      buttonClassName={cn(buttonClass('ghost', 'icon'), 'size-9 text-slate-500', className)}
      panelClassName="w-40"
    >
      <Icon aria-hidden="true" />
    </ChoicePopover>
  );
}
