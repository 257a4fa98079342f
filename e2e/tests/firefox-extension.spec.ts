// The browser extension (issue 30) in Firefox: Debian's Firefox ESR, driven through WebDriver BiDi by
// puppeteer-core (Playwright drives only its own patched Firefox, which is downloaded; this is the
// Firefox people run). The unpacked Firefox build is installed as a temporary add-on, its options
// page refuses a wrong token and accepts a good one, and its popup finds a library prompt, fills it
// and copies it. Since Firefox 153, WebDriver may open an extension's pages only in a browser started
// with --remote-allow-system-access. The Chromium journeys (extension.spec.ts) cover inserting into a page and "Save
// selection": those need a tab the toolbar button or the context menu grants, which a test cannot
// click in either browser, and Chromium's copy of the build is given that permission instead.
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { GECKO_ID } from '../../apps/extension/manifest.ts';
import { buildExtension, extensionAccount, libraryPrompt } from '../extension/setup.ts';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
/** The add-on's internal id, set through a preference so that its pages have a known address. */
const UUID = '6b1f3c1e-5d0a-4c55-9a43-2f6f1e0b7a21';
const REFUSED = 'This token was refused. Create a new one under Profile settings → Access tokens.';

/** Waits until the element's text is `text`. */
const textOf = (page: Page, selector: string, text: string) =>
  page.waitForFunction(
    (selector, text) => document.querySelector(selector)?.textContent?.trim() === text,
    { timeout: 10_000 },
    selector,
    text,
  );

/** The selector of the field a label names. */
async function labelled(page: Page, label: string): Promise<string> {
  const id = await page.waitForFunction(
    (label) => [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor || null,
    { timeout: 10_000 },
    label,
  );
  return `#${await id.jsonValue()}`;
}

/** Replaces the value of the field a label names. */
async function fillLabelled(page: Page, label: string, value: string) {
  const selector = await labelled(page, label);
  await page.$eval(selector, (field) => {
    (field as HTMLInputElement).value = '';
  });
  await page.type(selector, value);
}

test('in Firefox the extension installs, checks its token, and fills and copies a library prompt', async ({
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const build = await buildExtension('firefox');
  const account = await extensionAccount(playwright, baseURL as string);
  const { word, title } = await libraryPrompt(
    playwright,
    baseURL as string,
    account,
    'Zephyrfox',
    'Write a [tone: formal | casual] reply to [recipient] about [topic#long]. — [@me]',
  );

  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    args: ['--remote-allow-system-access'],
    extraPrefsFirefox: { 'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: UUID }) },
  });
  const errors: string[] = [];
  const open = async (name: string) => {
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    // Firefox reports no load of an extension's page to WebDriver: the page is waited for by its form,
    // looked for again until it is there. A look made while the blank page is being replaced can fail
    // in the protocol itself ("right-hand side of 'in' should be an object"), which waitForSelector
    // does not retry.
    void page.goto(`moz-extension://${UUID}/${name}`).catch(() => {});
    await expect(async () => expect(await page.$('form')).not.toBeNull()).toPass({ timeout: 15_000 });
    return page;
  };
  try {
    expect(await browser.installExtension(build)).toBe(GECKO_ID);

    const options = await open('options.html');
    await fillLabelled(options, 'Server address', baseURL as string);
    await fillLabelled(options, 'Access token', 'plib_this-token-does-not-exist-anywhere');
    await options.click('#save');
    await textOf(options, '#options-status', REFUSED);
    await fillLabelled(options, 'Access token', account.token);
    await options.click('#save');
    await textOf(options, '#options-status', `Connected as ${account.username}`);

    const popup = await open('popup.html');
    await popup.waitForSelector('#search', { visible: true });
    await popup.type('#search', word.toLowerCase());
    // The result is clicked: results of the letters typed so far may still be showing, and the list
    // the result was found in may be replaced by the next letters' before the click lands on it
    // ("Node is detached from document"), so it is found and clicked again until the click holds.
    await expect(async () => {
      const option = await popup.waitForFunction(
        (title) =>
          [...document.querySelectorAll('#results [role=option]')].find((o) => o.textContent?.includes(title))
            ?.id || null,
        { timeout: 10_000 },
        title,
      );
      await popup.click(`#${await option.jsonValue()}`);
    }).toPass({ timeout: 20_000 });
    await textOf(popup, '#fill-title', title);
    expect(await popup.$eval('#copy', (button) => (button as HTMLButtonElement).disabled)).toBe(true);
    await popup.select(await labelled(popup, 'Tone'), 'casual');
    await fillLabelled(popup, 'Recipient', 'Dana');
    await fillLabelled(popup, 'Topic', 'the launch');
    await textOf(popup, '#preview', `Write a casual reply to Dana about the launch. — ${account.username}`);
    await popup.click('#copy');
    await textOf(popup, '#fill-status', 'Prompt copied to clipboard!');
    expect(errors, 'unexpected console errors').toEqual([]);
  } finally {
    await browser.close();
    rmSync(build, { recursive: true, force: true });
  }
});
