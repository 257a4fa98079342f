// A button that opens a native popover of radios: the theme and language menus. The browser does
// the menu work (arrow keys move, Esc and a click outside close it), so visitors' first bundle
// carries no menu library for them (landing budget, DESIGN §6). The panel opens under the button,
// or above it when the page has no room below (the footer's menu), aligned on the button's
// reading-order end and kept inside the screen.
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn.ts';

export type Choice<T extends string> = { value: T; label: string; Icon?: LucideIcon; lang?: string };

const GAP = 6;

export function ChoicePopover<T extends string>({
  label,
  buttonLabel = label,
  value,
  choices,
  onChange,
  children,
  buttonClassName,
  panelClassName,
}: {
  /** Names the group of radios, and the button unless `buttonLabel` does. */
  label: string;
  /** The button's name when its face shows words of its own (which the name must contain). */
  buttonLabel?: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  /** The button's face. */
  children: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
}) {
  const popoverId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = popover.current;
    const place = (event: Event) => {
      const rect = button.current?.getBoundingClientRect();
      if (!panel || !rect || (event as ToggleEvent).newState !== 'open') return;
      const viewport = document.documentElement;
      const roomBelow = viewport.clientHeight - rect.bottom;
      const below = roomBelow >= Math.min(panel.scrollHeight, 320) + GAP || roomBelow >= rect.top;
      panel.style.top = below ? `${rect.bottom + GAP}px` : '';
      panel.style.bottom = below ? '' : `${viewport.clientHeight - rect.top + GAP}px`;
      // Its start edge where the button ends in reading order, kept on screen (a phone's header puts
      // the button near the edge the panel would grow past).
      const rtl = getComputedStyle(button.current as Element).direction === 'rtl';
      const width = Number.parseFloat(getComputedStyle(panel).width) || 0;
      const start = rtl ? rect.left : rect.right - width;
      panel.style.left = `${Math.max(GAP, Math.min(start, viewport.clientWidth - width - GAP))}px`;
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
        aria-label={buttonLabel}
        title={buttonLabel}
        className={buttonClassName}
      >
        {children}
      </button>
      <div
        ref={popover}
        id={popoverId}
        popover="auto"
        className={cn(
          'fixed inset-auto m-0 max-h-80 w-44 overflow-y-auto rounded-xl border border-slate-200 bg-surface p-1.5 text-slate-700 shadow-lg',
          panelClassName,
        )}
      >
        <fieldset className="flex flex-col">
          <legend className="sr-only">{label}</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              lang={choice.lang}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm select-none hover:bg-indigo-50 hover:text-indigo-700',
                'has-focus-visible:bg-indigo-50 has-focus-visible:text-indigo-700 has-checked:font-medium has-checked:text-indigo-700',
              )}
            >
              <input
                type="radio"
                name={popoverId}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                // A click picks and closes; arrow keys only pick (their clicks have no detail).
                onClick={(event) => event.detail > 0 && popover.current?.hidePopover()}
                className="sr-only"
              />
              {choice.Icon && <choice.Icon aria-hidden="true" className="size-4" />}
              {choice.label}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
