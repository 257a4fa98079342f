// The browser extension (issue 30) in Chromium with the unpacked build, against the real server and a
// chat page of another origin (extension/chat-server.ts): the options page tells a refused token from
// an accepted one, the popup finds a library prompt, fills it and inserts it into the page's textarea
// and its ProseMirror-style editor so that the page's own code sees the text, and "Save selection"
// makes a draft and opens it in the app.
//
// A test cannot click the toolbar button, the keyboard shortcut's browser-level handler or the
// browser's context menu, so: the popup is opened as a tab at popup.html?tab={the chat tab}, and the
// menu's handler is called in the service worker. The toolbar button would grant `activeTab` on the
// chat tab; the copy of the build loaded here is given the chat page's origin as a host permission
// instead (the only change to it). The server (localhost) is not, so every call to it goes through
// the server's CORS answer, as it does for an installed extension.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Page,
  type Worker,
} from '@playwright/test';
import { startChatPage } from '../extension/chat-server.ts';
import {
  buildExtension,
  type ExtensionAccount,
  extensionAccount,
  libraryPrompt,
} from '../extension/setup.ts';

/** The one call the tests make in the service worker; the worker has the full API. */
declare const chrome: { tabs: { query: (query: { url: string }) => Promise<{ id?: number }[]> } };

const REFUSED = 'This token was refused. Create a new one under Profile settings → Access tokens.';

type Extension = {
  context: BrowserContext;
  worker: Worker;
  id: string;
  /** Opens one of the extension's pages, held to the console rule. */
  open: (page: string) => Promise<Page>;
  errors: string[];
};

/** The unpacked Chromium build, copied with the chat page's origin as a host permission. */
async function loadableBuild(): Promise<string> {
  const dir = await buildExtension('chromium');
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, host_permissions: ['http://127.0.0.1/*'] }));
  return dir;
}

const test = base.extend<{ chat: { url: string } }, { extension: Extension; account: ExtensionAccount }>({
  extension: [
    async ({ launchOptions }, use) => {
      const build = await loadableBuild();
      const profile = mkdtempSync(path.join(tmpdir(), 'promptlib-extension-profile-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: launchOptions.executablePath,
        headless: true,
        args: [
          ...(launchOptions.args ?? []),
          `--disable-extensions-except=${build}`,
          `--load-extension=${build}`,
        ],
      });
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(worker.url()).host;
      const errors: string[] = [];
      const open = async (name: string) => {
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:'))
            errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`chrome-extension://${id}/${name}`);
        return page;
      };
      await use({ context, worker, id, open, errors });
      await context.close();
      rmSync(build, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    },
    // The build runs first, beside the other journeys on a busy machine.
    { scope: 'worker', timeout: 120_000 },
  ],
  account: [
    async ({ playwright }, use, workerInfo) => {
      await use(await extensionAccount(playwright, workerInfo.project.use.baseURL as string));
    },
    { scope: 'worker' },
  ],
  chat: async ({ extension }, use) => {
    const chat = await startChatPage();
    await use(chat);
    for (const page of extension.context.pages()) if (page.url().startsWith(chat.url)) await page.close();
    await chat.close();
  },
});

test.describe.configure({ mode: 'serial' });

test.afterEach(({ extension }) => {
  expect(extension.errors, 'unexpected console errors').toEqual([]);
});

/** Connects the extension through its options page. */
async function connect(extension: Extension, baseURL: string, token: string) {
  const options = await extension.open('options.html');
  await options.getByLabel('Server address').fill(baseURL);
  await options.getByLabel('Access token').fill(token);
  await options.getByRole('button', { name: 'Save' }).click();
  return options;
}

test('the options page refuses a wrong token and an unreachable server, and accepts a good token', async ({
  extension,
  account,
  baseURL,
}) => {
  const options = await connect(extension, baseURL as string, 'plib_this-token-does-not-exist-anywhere');
  await expect(options.getByRole('status')).toHaveText(REFUSED);

  await options.getByLabel('Server address').fill('http://127.0.0.1:9');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(
    'Could not reach http://127.0.0.1:9. Check the address.',
  );

  await options.getByLabel('Server address').fill(baseURL as string);
  await options.getByLabel('Access token').fill(account.token);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(`Connected as ${account.username}`);
  await options.close();
});

test('the popup inserts a filled library prompt into a textarea and a ProseMirror-style editor', async ({
  extension,
  account,
  baseURL,
  chat,
  playwright,
}) => {
  (await connect(extension, baseURL as string, account.token)).close();
  const { word, title } = await libraryPrompt(
    playwright,
    baseURL as string,
    account,
    'Zephyrine',
    'Write a [tone: formal | casual] reply to [recipient] about [topic#long]. [Sign-off?] — [@me]',
  );

  const page = await extension.context.newPage();
  await page.goto(chat.url);
  const tabId = await extension.worker.evaluate(
    async (url) => (await chrome.tabs.query({ url: `${url}*` }))[0]?.id,
    chat.url,
  );

  const fill = async (into: 'textarea' | 'editor') => {
    const popup = await extension.open(`popup.html?tab=${tabId}`);
    await popup.getByRole('combobox', { name: 'Search prompts' }).fill(word.toLowerCase());
    await expect(popup.getByRole('option', { name: new RegExp(title) })).toBeVisible();
    await popup.keyboard.press('Enter');
    await expect(popup.getByRole('heading', { name: title })).toBeVisible();
    const insert = popup.getByRole('button', { name: 'Insert' });
    await expect(insert).toBeDisabled();
    await popup.getByLabel('Tone').selectOption('casual');
    await popup.getByLabel('Recipient').fill('Dana');
    await popup.getByLabel('Topic').fill(into === 'textarea' ? 'the launch' : 'the budget');
    await expect(popup.getByLabel('Sign Off (optional)')).toBeVisible();
    await expect(insert).toBeEnabled();
    await insert.click();
  };

  await page.getByLabel('Message').click();
  await fill('textarea');
  await expect(page.locator('#textarea-model')).toHaveText(
    `Write a casual reply to Dana about the launch. — ${account.username}`,
  );
  await expect(page.getByLabel('Message')).toHaveValue(
    `Write a casual reply to Dana about the launch. — ${account.username}`,
  );

  await page.locator('#editor').click();
  await fill('editor');
  await expect(page.locator('#editor-model')).toHaveText(
    `Write a casual reply to Dana about the budget. — ${account.username}`,
  );
});

test('"Save selection to Prompt Lib" creates a draft of the selected text and opens it in the app', async ({
  extension,
  account,
  baseURL,
  chat,
  playwright,
}) => {
  (await connect(extension, baseURL as string, account.token)).close();
  const page = await extension.context.newPage();
  await page.goto(chat.url);
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('article') as HTMLElement);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  });
  const tabId = await extension.worker.evaluate(
    async (url) => (await chrome.tabs.query({ url: `${url}*` }))[0]?.id,
    chat.url,
  );
  const opened = extension.context.waitForEvent('page', (p) => p.url().includes('/myprompts/edit/'));
  await extension.worker.evaluate(
    (tab) =>
      (
        globalThis as unknown as {
          promptLib: { saveSelection: (tab: number, text: string) => Promise<void> };
        }
      ).promptLib.saveSelection(tab, ''),
    tabId as number,
  );
  const editor = await opened;
  const id = Number(new URL(editor.url()).pathname.split('/').at(-1));
  expect(new URL(editor.url()).origin).toBe(new URL(baseURL as string).origin);

  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${account.token}` },
  });
  const draft = (await (await api.get(`/api/prompts/${id}`)).json()) as {
    title: string;
    content: string;
    status: string;
    visibility: string;
  };
  await api.dispose();
  expect(draft).toMatchObject({
    status: 'draft',
    visibility: 'private',
    title: 'Summarise the meeting notes below in five bullet…',
    content: 'Summarise the meeting notes below in five bullet points.\nKeep each point under twelve words.',
  });
  await editor.close();
});
