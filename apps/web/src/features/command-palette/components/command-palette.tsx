// The command palette (issue 30), opened by Ctrl+K (⌘K on macOS) or the header's search button on
// every screen; lazy, so its code (cmdk included) loads on first use. A Radix dialog holding cmdk's
// Command: a combobox input over a listbox, grouped Recent, My prompts, Saved, Collections, Library,
// Commands. cmdk only moves the selection here (shouldFilter off): the server ranks its results and
// use-palette-results.ts filters the rest. On a prompt, Enter copies it (or opens the fill dialog),
// Shift+Enter opens its page and Alt+Enter lists the "Open in…" targets.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpenTarget } from '@prompt-lib/contract';
import { Command } from 'cmdk';
import {
  BookmarkCheck,
  FileText,
  FolderOpen,
  History,
  LibraryBig,
  Search,
  SquareTerminal,
} from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { setThemeChoice } from '../../../lib/theme.ts';
import { type PaletteResults, usePaletteResults } from '../hooks/use-palette-results.ts';
import { type PaletteCommand, paletteCommands } from '../lib/palette-commands.ts';
import { OpenInPage } from './open-in-page.tsx';
import { PaletteItem, paletteGroup, paletteNote } from './palette-item.tsx';
import { PromptCopier } from './prompt-copier.tsx';

type PromptRef = { id: number; title: string };
type Row =
  | { kind: 'prompt'; prompt: PromptRef }
  | { kind: 'collection'; id: number }
  | { kind: 'command'; command: PaletteCommand };
/** A command with its label in the reader's language: what the palette shows and matches. */
type ShownCommand = { command: PaletteCommand; label: string };

const promptPage = (id: number) => `/explorer/prompt/${id}`;

export default function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const me = session.user?.username;
  const signedIn = session.status === 'signedIn';
  const [text, setText] = useState('');
  const [openIn, setOpenIn] = useState<PromptRef | null>(null);
  // Each Enter on a prompt mounts a new copier (the number keys it), which outlives the palette.
  const [copying, setCopying] = useState<{ promptId: number; run: number; target?: OpenTarget } | null>(null);
  const results = usePaletteResults(text, signedIn, open);
  // Translated first, then matched: the text typed is compared with the labels as shown.
  const commands = useMemo(() => {
    const all = paletteCommands(signedIn ? (session.isAdmin ? 'admin' : 'user') : 'visitor').map(
      (command): ShownCommand => ({ command, label: i18n._(command.label) }),
    );
    const typed = text.trim().toLocaleLowerCase(i18n.locale);
    return typed ? all.filter(({ label }) => label.toLocaleLowerCase(i18n.locale).includes(typed)) : all;
  }, [signedIn, session.isAdmin, text, i18n]);
  const sections = useMemo(() => sectionsOf(i18n, results, commands), [i18n, results, commands]);
  const rows = useMemo(
    () => new Map(sections.flatMap((section) => section.items.map((item) => [item.value, item.row]))),
    [sections],
  );
  const [selected, setSelected] = useState('');
  // Until the arrow keys move it, the selection follows the first result as results arrive.
  const moved = useRef(false);
  const first = rows.keys().next().value ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text also resets the selection.
  useEffect(() => {
    if (!moved.current && !openIn) setSelected(first);
  }, [first, text, openIn]);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setText('');
      setOpenIn(null);
    }
  };
  /** Copies the prompt, or opens it in `target`, through the fill dialog when it has fields. */
  const copy = (prompt: PromptRef, target?: OpenTarget) => {
    setCopying((current) => ({ promptId: prompt.id, run: (current?.run ?? 0) + 1, target }));
    changeOpen(false);
  };
  const choose = (row: Row) => {
    if (row.kind === 'prompt') return copy(row.prompt);
    changeOpen(false);
    if (row.kind === 'collection') navigate(`/collections/${row.id}`);
    else if (row.command.kind === 'go') navigate(row.command.to);
    else setThemeChoice(row.command.theme);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (['ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key))
      moved.current = true;
    if (openIn) {
      if (event.key === 'Escape' || (event.key === 'Backspace' && text === '')) {
        event.preventDefault();
        setOpenIn(null);
      }
      return;
    }
    if (event.key !== 'Enter' || !(event.shiftKey || event.altKey)) return;
    const row = rows.get(selected);
    if (row?.kind !== 'prompt') return;
    event.preventDefault();
    if (event.shiftKey) {
      changeOpen(false);
      navigate(promptPage(row.prompt.id));
    } else {
      moved.current = false;
      setText('');
      setOpenIn(row.prompt);
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={changeOpen}>
        <DialogContent
          // Important (!): these replace the dialog's own padding, width and centring.
          className="top-[12dvh]! max-h-[76dvh]! max-w-xl! translate-y-0! gap-0! overflow-hidden p-0!"
          // Esc on the "Open in…" page steps back rather than closing.
          onEscapeKeyDown={(event) => openIn && event.preventDefault()}
        >
          <DialogTitle className="sr-only">
            <Trans>Search prompts and commands</Trans>
          </DialogTitle>
          <Command
            label={t`Search prompts and commands`}
            shouldFilter={false}
            vimBindings={false}
            loop
            value={selected}
            onValueChange={setSelected}
            onKeyDown={onKeyDown}
            className="flex min-h-0 flex-col"
          >
            <div className="flex items-center gap-2 border-b border-slate-200 ps-4 pe-12">
              <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <Command.Input
                dir="auto"
                value={text}
                onValueChange={(next) => {
                  moved.current = false;
                  setText(next);
                }}
                placeholder={openIn ? t`Choose where to open it…` : t`Search prompts and commands…`}
                className="h-13 w-full min-w-0 bg-transparent text-base text-slate-900 outline-none! placeholder:text-slate-400 sm:text-sm"
              />
              {results.searching && !openIn && <Spinner size="sm" label={t`Searching`} />}
            </div>
            <Command.List className="max-h-[min(26rem,55dvh)] overflow-y-auto overscroll-contain py-1">
              {openIn ? (
                <OpenInPage
                  promptId={openIn.id}
                  title={openIn.title}
                  me={me}
                  onFill={(target) => copy(openIn, target)}
                  onFirstTarget={setSelected}
                  onDone={() => changeOpen(false)}
                />
              ) : (
                <Results sections={sections} text={text} searching={results.searching} onChoose={choose} />
              )}
            </Command.List>
          </Command>
          <DialogDescription className="border-t border-slate-200 px-4 py-2 text-xs text-slate-500">
            {openIn ? (
              <Trans comment="keyboard hints: Enter and Esc are key names">Enter open · Esc back</Trans>
            ) : (
              <Trans comment="keyboard hints: Enter, Shift and Alt are key names">
                Enter copy · Shift+Enter open · Alt+Enter open in…
              </Trans>
            )}
          </DialogDescription>
        </DialogContent>
      </Dialog>
      {copying && (
        <PromptCopier key={copying.run} promptId={copying.promptId} target={copying.target} me={me} />
      )}
    </>
  );
}

type Section = {
  heading: string;
  Icon: typeof FileText;
  items: { value: string; label: string; row: Row }[];
};

const HEADINGS = {
  recent: msg`Recent`,
  mine: msg`My prompts`,
  saved: msg({ message: 'Saved', context: 'saved prompts' }),
  collections: msg`Collections`,
  library: msg`Library`,
  commands: msg`Commands`,
};

/** The groups shown, in order, with each row's cmdk value (unique across groups). */
function sectionsOf(i18n: I18n, results: PaletteResults, commands: ShownCommand[]): Section[] {
  const prompts = (heading: string, Icon: typeof FileText, list: PromptRef[]): Section => ({
    heading,
    Icon,
    items: list.map((prompt) => ({
      value: `prompt-${prompt.id}`,
      label: prompt.title,
      row: { kind: 'prompt', prompt },
    })),
  });
  const sections: Section[] = [
    prompts(i18n._(HEADINGS.recent), History, results.recent),
    prompts(i18n._(HEADINGS.mine), FileText, results.mine),
    prompts(i18n._(HEADINGS.saved), BookmarkCheck, results.saved),
    {
      heading: i18n._(HEADINGS.collections),
      Icon: FolderOpen,
      items: results.collections.map(({ id, name }) => ({
        value: `collection-${id}`,
        label: name,
        row: { kind: 'collection', id },
      })),
    },
    prompts(i18n._(HEADINGS.library), LibraryBig, results.library),
    {
      heading: i18n._(HEADINGS.commands),
      Icon: SquareTerminal,
      items: commands.map(({ command, label }) => ({
        value: `command-${command.id}`,
        label,
        row: { kind: 'command', command },
      })),
    },
  ];
  return sections.filter((section) => section.items.length > 0);
}

function Results({
  sections,
  text,
  searching,
  onChoose,
}: {
  sections: Section[];
  text: string;
  searching: boolean;
  onChoose: (row: Row) => void;
}) {
  const typed = text.trim();
  return (
    <>
      {!searching && (
        <Command.Empty className={paletteNote}>
          <Trans>No results found for "{typed}"</Trans>
        </Command.Empty>
      )}
      {sections.map(({ heading, Icon, items }) => (
        <Command.Group key={heading} heading={heading} className={paletteGroup}>
          {items.map(({ value, label, row }) => (
            <PaletteItem key={value} value={value} icon={<Icon />} onSelect={() => onChoose(row)}>
              {label}
            </PaletteItem>
          ))}
        </Command.Group>
      ))}
    </>
  );
}
