// Keyboard shortcuts (issue 10) on every page: "/" focuses the explorer search (opening the explorer
// first when needed) and "?" opens the list of shortcuts; Esc in the search box clears it (SearchBox).
// Keys typed into a field, with a modifier, or inside an open dialog or menu are left alone.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { focusSearchBox } from '../../lib/search-shortcut.ts';

const ShortcutsDialog = lazy(() => import('./shortcuts-dialog.tsx'));

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

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
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

  if (helpOpen === null) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </Suspense>
  );
}
