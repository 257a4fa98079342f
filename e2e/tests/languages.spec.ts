// The interface in the reader's language (issue 31): the browser's on a first visit, the menu's
// choice afterwards (remembered per browser and on the account), Arabic mirrored; and the screenshot
// set of the main screens in ar, de, ja and hi at phone and desktop width (e2e/screenshots/).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parsePo } from 'pofile-ts';
import {
  DEMO_ADMIN,
  expect,
  newAdminViaApi,
  registerViaApi,
  screenshot,
  signInViaApi,
  test,
  tokenOf,
} from '../fixtures.ts';

const catalogs = new Map<string, Map<string, string>>();
/** A text of the web app as the language's catalog has it. */
function inLanguage(language: string, english: string): string {
  let catalog = catalogs.get(language);
  if (!catalog) {
    const file = path.join(import.meta.dirname, '../../apps/web/src/locales', `${language}.po`);
    const items = parsePo(readFileSync(file, 'utf8')).items;
    catalog = new Map(items.filter((i) => !i.msgctxt).map((i) => [i.msgid, i.msgstr[0] ?? '']));
    catalogs.set(language, catalog);
  }
  const text = catalog.get(english);
  if (!text) throw new Error(`No ${language} text for "${english}"`);
  return text;
}

async function chooseLanguage(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: label }).first().click();
  await page.locator('label', { hasText: name }).first().click();
}

test.describe('a browser set to Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('sees the product in Japanese on the first visit, then Arabic mirrored once chosen, after a reload too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/main');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ja');
    await expect(
      page.getByRole('heading', { level: 1, name: inLanguage('ja', 'Explore Prompts') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: inLanguage('ja', 'Sign In / Sign Up') })).toBeVisible();

    await chooseLanguage(page, inLanguage('ja', 'Language'), 'العربية');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(
      page.getByRole('heading', { level: 1, name: inLanguage('ar', 'Explore Prompts') }),
    ).toBeVisible();
    // Mirrored: the title leads from the right, the account link ends on the left.
    const title = await page.getByRole('link', { name: 'Prompt Lib' }).first().boundingBox();
    const signIn = await page
      .getByRole('link', { name: inLanguage('ar', 'Sign In / Sign Up') })
      .boundingBox();
    expect(title && signIn && title.x > signIn.x).toBe(true);

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: inLanguage('ar', 'Explore Prompts') }),
    ).toBeVisible();
  });
});

test('a search in German finds German prompts whatever the form of the word, and a Japanese word inside unspaced text', async ({
  page,
}) => {
  await page.goto('/main');
  const searchbox = page.getByRole('searchbox', { name: 'Search prompts' });
  // The demo's German study plan says "Wiederholungen"; the search says it in the singular.
  await searchbox.fill('Wiederholung');
  await searchbox.press('Enter');
  await expect(page.getByRole('link', { name: 'Lernplan für die Prüfungsvorbereitung' })).toBeVisible();
  // A card names a prompt's language when it is not the interface's.
  const card = page.getByRole('article').filter({ hasText: 'Lernplan für die Prüfungsvorbereitung' });
  await expect(card.getByText('German', { exact: true })).toBeVisible();

  await searchbox.fill('敬語');
  await searchbox.press('Enter');
  await expect(page.getByRole('link', { name: 'ビジネスメールを丁寧に書き直す' })).toBeVisible();
});

test("a signed-in person's choice is kept on the account and follows them to another browser", async ({
  page,
  browser,
}) => {
  const account = await registerViaApi(page);
  const token = await signInViaApi(page, account);
  await page.goto('/main');
  await chooseLanguage(page, 'Language', 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: inLanguage('de', 'Create Prompt') })).toBeVisible();
  await expect
    .poll(async () => {
      const me = await page.request.get('/auth/me', { headers: { authorization: `Bearer ${token}` } });
      return (await me.json()).language;
    })
    .toBe('de');

  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await signInViaApi(other, account);
  await other.goto('/main');
  await expect(other.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    other.getByRole('heading', { level: 1, name: inLanguage('de', 'Explore Prompts') }),
  ).toBeVisible();
  await elsewhere.close();
});

test('in Arabic a date after a name written left to right reads in one piece', async ({ page }) => {
  // A resolved report: "<outcome> by <moderator> · <date>", and "Reported by <name> · <date>".
  const owner = await registerViaApi(page);
  const reporter = await registerViaApi(page);
  const [category] = ((await (await page.request.get('/api/categories')).json()) as { name: string }[]).map(
    ({ name }) => name,
  );
  const [tag] = ((await (await page.request.get('/api/tags')).json()) as { name: string }[]).map(
    ({ name }) => name,
  );
  const created = await page.request.post('/api/prompts', {
    data: {
      title: `Advert ${Date.now().toString(36)}`,
      content: 'Buy followers',
      categories: [category],
      tags: [tag],
    },
    headers: { authorization: `Bearer ${await tokenOf(page, owner)}` },
  });
  const reported = await page.request.post('/api/reports', {
    data: { targetType: 'prompt', targetId: ((await created.json()) as { id: number }).id, reason: 'spam' },
    headers: { authorization: `Bearer ${await tokenOf(page, reporter)}` },
  });
  const moderator = await newAdminViaApi(page);
  const resolved = await page.request.post(
    `/api/reports/${((await reported.json()) as { id: number }).id}/resolve`,
    {
      data: { action: 'dismiss' },
      headers: { authorization: `Bearer ${await tokenOf(page, moderator)}` },
    },
  );
  expect(resolved.status()).toBe(200);

  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await signInViaApi(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/reports');
  await page.getByRole('tab').nth(1).click();
  const item = page.getByRole('listitem').filter({ hasText: moderator.username });
  await expect(item.locator('time')).toHaveCount(2);
  // The tab's panel reads right to left like the page around it (Radix wrote dir="ltr" on it).
  await expect(item).toHaveCSS('direction', 'rtl');
  // Ordered on its own, a date's pieces lie side by side; drawn into the name's run, other words come
  // between them (its box is then wider than its pieces together).
  for (const time of await item.locator('time').all()) {
    const gap = await time.evaluate((element) => {
      const pieces = [...element.getClientRects()];
      const whole = element.getBoundingClientRect();
      return whole.width - pieces.reduce((sum, piece) => sum + piece.width, 0);
    });
    expect(gap).toBeLessThan(1);
  }
});

const SCREENSHOT_LANGUAGES = ['ar', 'de', 'ja', 'hi'];
const DEVICES = [
  { width: 390, height: 844, name: 'phone' },
  { width: 1280, height: 800, name: 'desktop' },
] as const;

/** `shoot` once per language of the set and device width. */
async function forEachLanguageAndDevice(
  page: Page,
  shoot: (language: string, device: string) => Promise<void>,
) {
  for (const language of SCREENSHOT_LANGUAGES) {
    for (const { width, height, name } of DEVICES) {
      await page.setViewportSize({ width, height });
      await shoot(language, name);
    }
  }
}

test('the screenshot set: the main screens in ar, de, ja and hi, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const account = await registerViaApi(page);
  const { list } = await (await page.request.get('/api/prompts?size=1')).json();
  const promptPath = `/explorer/prompt/${list[0].id}`;
  await forEachLanguageAndDevice(page, async (language, device) => {
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The header's sign-in link is drawn by the app, once it has taken over the page.
    await expect(page.getByRole('link', { name: inLanguage(language, 'Sign In / Sign Up') })).toBeVisible();
    await screenshot(page, `language-${language}-landing-${device}`);
    await page.goto('/main');
    await expect(
      page.getByRole('heading', { level: 1, name: inLanguage(language, 'Explore Prompts') }),
    ).toBeVisible();
    await screenshot(page, `language-${language}-explorer-${device}`);
    await page.goto(promptPath);
    await expect(page.getByRole('button', { name: inLanguage(language, 'Copy to Clipboard') })).toBeVisible();
    await screenshot(page, `language-${language}-prompt-${device}`);
  });
  // The language menu open over the explorer in the dark theme, right to left.
  for (const { width, height, name } of DEVICES) {
    await page.setViewportSize({ width, height });
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/main?lang=ar');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page
      .getByRole('button', { name: inLanguage('ar', 'Language') })
      .first()
      .click();
    await expect(page.locator('label', { hasText: 'Deutsch' }).first()).toBeVisible();
    // Opened by a button near the screen's edge, the menu stays inside it.
    const panel = await page.locator('[popover]:popover-open').boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= width).toBe(true);
    await screenshot(page, `language-ar-menu-dark-${name}`);
  }
  await signInViaApi(page, account);
  await forEachLanguageAndDevice(page, async (language, device) => {
    await page.goto(`/myprompts/create?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await screenshot(page, `language-${language}-editor-${device}`);
    await page.goto('/profile/settings');
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await screenshot(page, `language-${language}-profile-${device}`);
  });
});

test('a phone header keeps the whole title in every language, signed out and signed in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const titleFits = async () => {
    const title = page.getByRole('banner').getByText('Prompt Lib', { exact: true });
    await expect(title).toBeVisible();
    return title.evaluate((span) => span.scrollWidth <= span.clientWidth);
  };
  for (const language of ['de', 'ar', 'ja']) {
    await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The sign-in link is its icon alone there, still named in full; its arrow points the way the
    // language reads.
    const signIn = page.getByRole('link', { name: inLanguage(language, 'Sign In / Sign Up') });
    await expect(signIn).toBeVisible();
    const scale = await signIn.locator('svg').evaluate((icon) => getComputedStyle(icon).scale);
    expect(scale, `sign-in arrow in ${language}`).toBe(language === 'ar' ? '-1 1' : 'none');
    expect(await titleFits(), `title cut off in ${language}, signed out`).toBe(true);
  }
  await signInViaApi(page, await registerViaApi(page));
  await page.goto('/main');
  await expect(page.getByRole('banner').locator('a[href="/myprompts/create"]')).toBeVisible();
  expect(await titleFits(), 'title cut off, signed in').toBe(true);
  await screenshot(page, 'header-phone-signed-in');
});
