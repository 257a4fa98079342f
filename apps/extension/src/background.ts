// The background script (Chromium's service worker, Firefox's event page): the context menu entry
// "Save selection to Prompt Lib", which makes a private draft of the selected text and opens it in
// the app's editor, where its owner gives it a real title, categories and tags.
//
// The create call needs what every prompt has (a title, a category, a tag; contract promptCreateSchema),
// so the draft gets a title from the selection's first words and the library's first category and
// tag; it is created a draft, and private, so that nobody else sees it even once it is published.
// The selected text is read from the page (activeTab, which the menu click grants) so its line breaks
// survive; the menu's own `selectionText` is the fallback (it loses them in Chromium).
import { PROMPT_TITLE_MAX, PROMPT_TITLE_MIN } from '@prompt-lib/contract';
import { createPrompt, fetchCategories, fetchTags } from './lib/api.ts';
import { readConnection } from './lib/settings.ts';

const MENU_ID = 'save-selection';
const TITLE_WORDS = 8;
const TITLE_LENGTH = 60;

chrome.contextMenus.removeAll(() => {
  chrome.contextMenus.create({ id: MENU_ID, title: 'Save selection to Prompt Lib', contexts: ['selection'] });
});

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId !== MENU_ID) return;
  void saveSelection(tab?.id, info.selectionText ?? '');
});

/** "Summarise the meeting notes below in five bullet points…" → "Summarise the meeting notes below in
 * five bullet…", at most TITLE_WORDS words and TITLE_LENGTH characters. */
function titleFrom(text: string): string {
  const words = text.trim().split(/\s+/).slice(0, TITLE_WORDS);
  let title = words.join(' ');
  if (title.length > TITLE_LENGTH) title = `${title.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
  else if (words.length === TITLE_WORDS && text.trim().length > title.length) title = `${title}…`;
  return title.length >= PROMPT_TITLE_MIN ? title.slice(0, PROMPT_TITLE_MAX) : 'Saved selection';
}

async function selectedText(tabId: number | undefined, fallback: string): Promise<string> {
  if (tabId === undefined) return fallback;
  try {
    const [frame] = await chrome.scripting.executeScript({
      target: { tabId },
      func: () => window.getSelection()?.toString() ?? '',
    });
    const text = frame?.result;
    return typeof text === 'string' && text.trim() ? text : fallback;
  } catch {
    return fallback; // a page extensions may not read (the browser's own pages)
  }
}

/** Tells on the toolbar button what went wrong, until the next try. */
async function flag(problem: string | null) {
  await chrome.action.setBadgeText({ text: problem ? '!' : '' });
  await chrome.action.setTitle({ title: problem ? `Prompt Lib: ${problem}` : 'Prompt Lib' });
}

async function saveSelection(tabId: number | undefined, fallback: string): Promise<void> {
  const server = await readConnection();
  if (!server) {
    await chrome.runtime.openOptionsPage();
    return;
  }
  try {
    const content = (await selectedText(tabId, fallback)).trim();
    const [categories, tags] = await Promise.all([fetchCategories(server), fetchTags(server)]);
    const category = categories[0]?.name;
    const tag = tags[0]?.name;
    if (!category || !tag) throw new Error('The library has no categories or tags yet');
    const created = await createPrompt(server, {
      title: titleFrom(content),
      content,
      categories: [category],
      tags: [tag],
      visibility: 'private',
      status: 'draft',
    });
    await flag(null);
    await chrome.tabs.create({ url: `${server.serverUrl}/myprompts/edit/${created.id}` });
  } catch (error) {
    console.warn('Saving the selection failed:', error);
    await flag(error instanceof Error ? error.message : String(error));
  }
}

// The browser tests call this directly: a test cannot click the browser's own context menu.
Object.assign(globalThis, { promptLib: { saveSelection } });
