// Keyboard shortcuts (issue 10) on every page: "/" focuses the explorer search (opening the explorer
// first when needed) and "?" opens the list of shortcuts; Esc in the search box clears it (SearchBox).
// Keys typed into a field, with a modifier, or inside an open dialog or menu are left alone, except
// Ctrl+K (⌘K on macOS), which opens or closes the command palette (issue 30) wherever the focus is.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  isApplePlatform,
  setCommandPaletteOpen,
  toggleCommandPalette,
  useCommandPaletteOpen,
} from '../../lib/command-palette.ts';
import { focusSearchBox } from '../../lib/search-shortcut.ts';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx'));
// Loaded on the first Ctrl+K or press of the header's search button: no page's first bundle grows.
const CommandPalette = lazy(() => import('../../features/command-palette/components/command-palette.tsx'));

/** Ctrl+K, or ⌘K on Apple keyboards (where Ctrl+K is a text-editing key). */
function isPaletteKey(event: KeyboardEvent): boolean {
  const modifier = isApplePlatform() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return modifier && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.matches('input, textarea, select') ||
    target.closest('[role="dialog"], [role="menu"], [role="listbox"], [popover]') !== null
  );
}

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  // null until first asked for: the dialog's code loads then.
  const [helpOpen, setHelpOpen] = useState<boolean | null>(null);
  const paletteOpen = useCommandPaletteOpen();
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  if (paletteOpen && !paletteLoaded) setPaletteLoaded(true);
  // Leaving the layout (a test's unmount) closes it, so the next layout starts closed.
  useEffect(() => () => setCommandPaletteOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event) && !event.isComposing) {
        event.preventDefault();
        toggleCommandPalette();
        return;
      }
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing)
        return;
      if (isTyping(event.target)) return;
      if (event.key === '/') {
        event.preventDefault();
        if (!focusSearchBox()) navigate('/main');
      } else if (event.key === '?') {
        event.preventDefault();
        setHelpOpen(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return (
    <>
      <Suspense fallback={null}>
        {helpOpen !== null && <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />}
      </Suspense>
      <Suspense fallback={null}>
        {paletteLoaded && <CommandPalette open={paletteOpen} onOpenChange={setCommandPaletteOpen} />}
      </Suspense>
    </>
  );
}
