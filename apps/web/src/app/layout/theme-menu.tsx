// The header's theme switch (issue 10): System, Light or Dark, remembered on this device; lib/theme.ts
// owns the storage and the class on <html>. The button shows the choice's icon and opens a native
// popover of three radios (arrow keys move, Esc and a click outside close it): the browser does the
// menu work, so visitors' first bundle carries no menu library for it (landing budget, DESIGN §6).
import { Monitor, Moon, Sun } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { THEME_CHOICES, useThemeChoice } from '../../lib/theme.ts';

const choices = {
  system: { label: 'System', Icon: Monitor },
  light: { label: 'Light', Icon: Sun },
  dark: { label: 'Dark', Icon: Moon },
} as const;

export function ThemeMenu() {
  const [choice, setChoice] = useThemeChoice();
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const { Icon } = choices[choice];

  // Opens under the button, right edges aligned (the header is sticky, so fixed coordinates hold).
  useEffect(() => {
    const panel = popover.current;
    const place = (event: Event) => {
      const rect = button.current?.getBoundingClientRect();
      if (!panel || !rect || (event as ToggleEvent).newState !== 'open') return;
      panel.style.top = `${rect.bottom + 6}px`;
      panel.style.right = `${document.documentElement.clientWidth - rect.right}px`;
    };
    panel?.addEventListener('beforetoggle', place);
    return () => panel?.removeEventListener('beforetoggle', place);
  }, []);

  return (
    <>
      <button
        ref={button}
        type="button"
        popoverTarget={popoverId}
        aria-label="Theme"
        title="Theme"
        className={cn(buttonClass('ghost', 'icon'), 'size-9 text-slate-500')}
      >
        <Icon aria-hidden="true" />
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        className="fixed inset-auto m-0 w-40 rounded-xl border border-slate-200 bg-surface p-1.5 text-slate-700 shadow-lg"
      >
        <fieldset className="flex flex-col">
          <legend className="sr-only">Theme</legend>
          {THEME_CHOICES.map((value) => {
            const { label, Icon: ItemIcon } = choices[value];
            return (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm select-none hover:bg-indigo-50 hover:text-indigo-700',
                  'has-focus-visible:bg-indigo-50 has-focus-visible:text-indigo-700 has-checked:font-medium has-checked:text-indigo-700',
                )}
              >
                <input
                  type="radio"
                  name={popoverId}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  // A click picks and closes; arrow keys only pick (their clicks have no detail).
                  onClick={(event) => event.detail > 0 && popover.current?.hidePopover()}
                  className="sr-only"
                />
                <ItemIcon aria-hidden="true" className="size-4" />
                {label}
              </label>
            );
          })}
        </fieldset>
      </div>
    </>
  );
}
