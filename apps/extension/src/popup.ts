// The popup (also on the keyboard shortcut, manifest `commands`): search the library as you type,
// pick a prompt with the arrow keys and Enter, fill its placeholders with the web app's parser and
// rules (the contract's parsePrompt / fillPlaceholders, includes and automatic values as the customize
// dialog has them), then insert the text into the field that had focus on the page or copy it.
//
// The page is the active tab of the popup's window; `?tab={id}` names another one, which is how the
// browser tests open this page in a tab of its own (a test cannot click the toolbar button).
import {
  type AutomaticValues,
  automaticValues,
  fillPlaceholders,
  fillSegments,
  type IncludedTexts,
  type Placeholder,
  type Prompt,
  parsePrompt,
  unavailableIncludes,
  unavailableIncludeText,
} from '@prompt-lib/contract';
import { recordCopy, type Server, ServerError, searchPrompts, UnreachableError } from './lib/api.ts';
import { byId, h } from './lib/dom.ts';
import { isComplete, renderField, type Values } from './lib/fields.ts';
import { loadIncludedTexts } from './lib/included.ts';
import { type InsertResult, insertIntoFocusedField } from './lib/insert.ts';
import { MSG } from './lib/messages.ts';
import { type Connection, readConnection } from './lib/settings.ts';

const SEARCH_DELAY_MS = 200;

const searchInput = byId<HTMLInputElement>('search');
const results = byId('results');
const searchStatus = byId('search-status');
const fillForm = byId<HTMLFormElement>('fill-form');
const fieldsBox = byId('fields');
const preview = byId('preview');
const unavailableBox = byId('unavailable');
const insertButton = byId<HTMLButtonElement>('insert');
const copyButton = byId<HTMLButtonElement>('copy');
const fillStatus = byId('fill-status');

type Filling = {
  prompt: Prompt;
  placeholders: Placeholder[];
  values: Values;
  automatic: AutomaticValues;
  included: IncludedTexts;
};

let found: Prompt[] = [];
let activeIndex = -1;
let filling: Filling | null = null;
let pending: AbortController | null = null;

function showView(id: 'setup' | 'search-view' | 'fill-view') {
  for (const view of ['setup', 'search-view', 'fill-view']) byId(view).hidden = view !== id;
}

function setStatus(element: HTMLElement, text: string, tone: 'error' | 'success' | '' = '') {
  element.textContent = text;
  element.className = `status ${tone}`;
}

/** What a failed call means to the person using the popup. */
function problemText(error: unknown, server: Server): string {
  if (error instanceof ServerError && error.status === 401) return MSG.tokenRefused;
  if (error instanceof UnreachableError) return MSG.unreachable(server.serverUrl);
  return error instanceof Error ? error.message : String(error);
}

// ---- search ----

function renderResults(server: Connection) {
  results.replaceChildren(
    ...found.map((prompt, index) => {
      const snippet = (prompt.previewText || prompt.content).replace(/\s+/g, ' ').slice(0, 120);
      const item = h(
        'div',
        { id: `result-${prompt.id}`, role: 'option', 'aria-selected': String(index === activeIndex) },
        h('span', { class: 'result-title' }, prompt.title),
        h('span', { class: 'result-snippet' }, snippet),
      );
      item.addEventListener('mousedown', (event) => event.preventDefault());
      item.addEventListener('click', () => void choose(server, prompt));
      return item;
    }),
  );
  const active = found[activeIndex];
  if (active) {
    searchInput.setAttribute('aria-activedescendant', `result-${active.id}`);
    document.getElementById(`result-${active.id}`)?.scrollIntoView({ block: 'nearest' });
  } else searchInput.removeAttribute('aria-activedescendant');
}

async function search(server: Connection, query: string) {
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  try {
    const page = await searchPrompts(server, query, controller.signal);
    if (controller.signal.aborted) return;
    found = page.list;
    activeIndex = found.length > 0 ? 0 : -1;
    renderResults(server);
    setStatus(searchStatus, found.length === 0 ? MSG.noResults : '');
  } catch (error) {
    if (controller.signal.aborted) return;
    found = [];
    renderResults(server);
    setStatus(searchStatus, problemText(error, server), 'error');
  }
}

// ---- filling ----

function renderPreview() {
  if (!filling) return;
  const { prompt, values, automatic, included } = filling;
  // As the dialog's preview: what is inserted, except that an emptied field keeps its blank.
  const segments = fillSegments(prompt.content, values, { useDefaults: false, automatic, included });
  preview.replaceChildren(
    ...segments.map((segment) =>
      segment.placeholder === undefined
        ? segment.text
        : h('mark', { class: segment.filled ? 'filled' : 'blank' }, segment.text),
    ),
  );
  const ready = isComplete(filling.placeholders, values);
  insertButton.disabled = !ready;
  copyButton.disabled = !ready;
}

const filledText = ({ prompt, values, automatic, included }: Filling) =>
  fillPlaceholders(prompt.content, values, { useDefaults: false, automatic, included });

async function choose(server: Connection, prompt: Prompt) {
  const included = await loadIncludedTexts(server, prompt.content);
  const placeholders = parsePrompt(prompt.content, included, { signedIn: true });
  const automatic = automaticValues(new Date(), { locale: navigator.language, me: server.username });
  const values = Object.fromEntries(placeholders.map((p) => [p.name, p.defaultValue ?? '']));
  filling = { prompt, placeholders, values, automatic, included };

  byId('fill-title').textContent = prompt.title;
  fieldsBox.replaceChildren(
    ...placeholders.map((placeholder, index) =>
      renderField(placeholder, index, values[placeholder.name] ?? '', (value) => {
        values[placeholder.name] = value;
        renderPreview();
      }),
    ),
  );
  const unavailable = unavailableIncludes(prompt.content, included);
  unavailableBox.hidden = unavailable.length === 0;
  unavailableBox.textContent = MSG.unavailable(unavailable.map(unavailableIncludeText).join(', '));
  setStatus(fillStatus, '');
  showView('fill-view');
  renderPreview();
  const first = fieldsBox.querySelector<HTMLElement>('input, textarea, select');
  (first ?? insertButton).focus();
}

/** The page's tab: the one named in the address, else the active tab of this window. */
async function targetTab(): Promise<number | undefined> {
  const named = Number(new URLSearchParams(window.location.search).get('tab'));
  if (Number.isInteger(named) && named > 0) return named;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id;
}

async function insert(server: Server, current: Filling) {
  const tabId = await targetTab();
  let result: InsertResult | undefined;
  try {
    if (tabId === undefined) throw new Error('no tab');
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId },
      func: insertIntoFocusedField,
      args: [filledText(current)],
    });
    result = frame?.result as InsertResult | undefined;
  } catch (error) {
    console.warn('Inserting into the page failed:', error);
    return setStatus(fillStatus, MSG.notAllowed, 'error');
  }
  if (result === 'no-field') return setStatus(fillStatus, MSG.noField, 'error');
  if (result !== 'inserted') return setStatus(fillStatus, MSG.refused, 'error');
  await recordCopy(server, current.prompt.id).catch((error: unknown) =>
    console.warn('Recording the use failed:', error),
  );
  window.close();
}

async function copy(server: Server, current: Filling) {
  try {
    await navigator.clipboard.writeText(filledText(current));
  } catch (error) {
    console.warn('Copying to the clipboard failed:', error);
    return setStatus(fillStatus, MSG.copyFailed, 'error');
  }
  setStatus(fillStatus, MSG.copied, 'success');
  recordCopy(server, current.prompt.id).catch((error: unknown) =>
    console.warn('Recording the copy failed:', error),
  );
}

// ---- start ----

const connection = await readConnection();
byId('open-options').addEventListener('click', () => void chrome.runtime.openOptionsPage());

if (!connection) showView('setup');
else {
  const server = connection;
  showView('search-view');
  searchInput.focus();
  void search(server, '');
  let timer: ReturnType<typeof setTimeout> | undefined;
  searchInput.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(server, searchInput.value.trim()), SEARCH_DELAY_MS);
  });
  searchInput.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (found.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      activeIndex = (activeIndex + step + found.length) % found.length;
      renderResults(server);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const prompt = found[activeIndex];
      if (prompt) void choose(server, prompt);
    }
  });
  byId('back').addEventListener('click', () => {
    filling = null;
    showView('search-view');
    searchInput.focus();
  });
  fillForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (filling && isComplete(filling.placeholders, filling.values)) void insert(server, filling);
  });
  copyButton.addEventListener('click', () => {
    if (filling) void copy(server, filling);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && filling) {
      event.preventDefault();
      byId('back').click();
    }
  });
}
