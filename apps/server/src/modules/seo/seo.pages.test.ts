import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addGroup, addPrompt, privateToGroup, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { fakeWebBuild, jsonLd, meta } from './test-shell.ts';

const BASE = 'https://prompts.example.com';

describe('server-rendered pages', () => {
  let ctx: TestContext;
  let owner: TestUser;
  let categoryId: Record<string, number>;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebBuild(), PUBLIC_URL: BASE });
    owner = await createUser(ctx, { username: 'ada' });
    ({ categoryId } = await seedTaxonomy(ctx));
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it("draws a page in the language the request prefers, with every language's address in its head (issue 31)", async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Haiku about rain', categories: ['Writing'] });
    const path = `/explorer/prompt/${prompt.id}`;
    const german = await get(`${path}?lang=de`);
    expect(german.body).toContain('<html lang="de" dir="ltr">');
    expect(german.body).toContain('Zurück zum Explorer');
    expect(german.body).toContain(`<link rel="canonical" href="${BASE}${path}?lang=de" />`);
    expect(german.body).toContain(`<link rel="alternate" hreflang="ja" href="${BASE}${path}?lang=ja" />`);
    expect(german.body).toContain(`<link rel="alternate" hreflang="x-default" href="${BASE}${path}" />`);

    const arabic = await get(path, { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers.vary).toContain('Accept-Language');
    expect(arabic.body).toContain(`<link rel="canonical" href="${BASE}${path}" />`);
    // The same address, kept per language: an English reader after them gets English.
    const english = await get(path, { 'accept-language': 'en-GB' });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('Back to Explorer');
    expect((await get('/explorer/prompt/999999?lang=de')).body).toContain('Prompt nicht gefunden');
  });

  it('renders a prompt: title, meta, canonical, Open Graph, JSON-LD and its content in the root', async () => {
    const prompt = await addPrompt(ctx, owner, {
      title: 'Cold e-mail opener',
      previewText: 'Three opening lines for a cold e-mail.',
      content: 'Write three opening lines for [product].',
      categories: ['Marketing'],
      tags: ['email', 'seo'],
    });
    const res = await get(`/explorer/prompt/${prompt.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Cold e-mail opener – Prompt Lib</title>');
    expect(html).not.toContain('the default description');
    expect(meta(html, 'description')).toBe('Three opening lines for a cold e-mail.');
    const url = `${BASE}/explorer/prompt/${prompt.id}`;
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:title')).toBe('Cold e-mail opener – Prompt Lib');
    expect(meta(html, 'og:url')).toBe(url);
    expect(meta(html, 'og:image')).toBe(`${BASE}/og/prompt/${prompt.id}.png?v=1`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'Cold e-mail opener',
      description: 'Three opening lines for a cold e-mail.',
      text: 'Write three opening lines for [product].',
      url,
      author: { '@type': 'Person', name: 'ada' },
      genre: ['Marketing'],
      keywords: 'email, seo',
      datePublished: prompt.createdAt,
    });
    // The content sits inside the SPA's root, before the scripts load, and the head keeps the build's script.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(
      '<h1 dir="auto" lang="en" class="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">Cold e-mail opener</h1>',
    );
    expect(root).toContain('#email');
    expect(root).toContain('Marketing');
    expect(root).toContain('Write three opening lines for [product].');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
  });

  it('describes a prompt without a preview by the start of its content', async () => {
    const content = `Summarise the following meeting notes ${'in plain words '.repeat(20)}`;
    const prompt = await addPrompt(ctx, owner, { title: 'Notes', content });
    const description = meta((await get(`/explorer/prompt/${prompt.id}`)).body, 'description') ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.startsWith('Summarise the following meeting notes in plain words')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
  });

  it('escapes every value: a <script> in a title stays text', async () => {
    const evil = '</script><script>alert("x")</script> & \'quotes\'';
    const prompt = await addPrompt(ctx, owner, { title: evil, previewText: evil, content: `<b>${evil}</b>` });
    const html = (await get(`/explorer/prompt/${prompt.id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;',
    );
    expect(meta(html, 'og:title')).toBe(`${evil} – Prompt Lib`);
    // JSON-LD: `<` travels as \u003c, so the block cannot be closed early, and parses back to the title.
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    expect(jsonLd(html).name).toBe(evil);
  });

  it('answers drafts, archived and unknown prompts with a readable 404 that names nothing', async () => {
    const draft = await addPrompt(
      ctx,
      owner,
      { title: 'Secret draft title', content: 'Secret draft text' },
      'draft',
    );
    const archived = await addPrompt(ctx, owner, { title: 'Old archived title' }, 'archived');
    for (const id of [draft.id, archived.id, 999999, 'abc', '99999999999999999999']) {
      const res = await get(`/explorer/prompt/${id}`, owner.auth);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>Prompt not found – Prompt Lib</title>');
      expect(res.body).toContain('<h1 class="text-2xl font-bold text-slate-900">Prompt not found</h1>');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).toContain('/assets/index-abc.js');
      expect(res.body).not.toContain('Secret draft');
      expect(res.body).not.toContain('Old archived');
    }
  });

  it('has no page for a published prompt that is internal or shared with a group, as for an unknown one (issue 28)', async () => {
    const admin = await createUser(ctx, { role: 'admin' });
    const member = await createUser(ctx);
    const team = await addGroup(ctx, admin, 'Page readers', [owner, member]);
    const internal = await addPrompt(ctx, owner, { title: 'Internal page title', visibility: 'internal' });
    const shared = await addPrompt(ctx, owner, { title: 'Team page title', ...privateToGroup(team) });
    const open = await addPrompt(ctx, owner, { title: 'Open page title' });
    // The answer to an unknown id, its own path taken out, is the answer to each of them.
    const answer = async (id: number, headers: Record<string, string> = {}) => {
      const res = await get(`/explorer/prompt/${id}`, headers);
      return {
        status: res.statusCode,
        body: res.body.replaceAll(`/explorer/prompt/${id}`, '/explorer/prompt/?'),
      };
    };
    const unknown = await answer(999999);
    expect(unknown.status).toBe(404);
    for (const id of [internal.id, shared.id]) {
      // A page is the crawler's, so not even a signed-in member of the group gets one.
      for (const headers of [{}, member.auth]) expect(await answer(id, headers)).toEqual(unknown);
    }
    expect((await answer(open.id)).status).toBe(200);
    const explorer = await get('/main');
    expect(explorer.body).toContain('Open page title');
    expect(explorer.body).not.toContain('Internal page title');
    expect(explorer.body).not.toContain('Team page title');
  });

  it('renders the explorer as an ItemList of its first page, with links', async () => {
    const res = await get('/main');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Explore Prompts – Prompt Lib</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/main" />`);
    expect(meta(html, 'og:image')).toBe(`${BASE}/og/site.png`);
    const list = jsonLd(html) as { '@type': string; itemListElement: { name: string; url: string }[] };
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement.map((item) => item.name)).toContain('Cold e-mail opener');
    expect(list.itemListElement.map((item) => item.name)).not.toContain('Secret draft title');
    const first = list.itemListElement[0];
    expect(first?.url).toMatch(new RegExp(`^${BASE}/explorer/prompt/\\d+$`));
    expect(html).toContain(`<a href="${first?.url.slice(BASE.length)}">`);
  });

  it('renders a category view by id or name, with its canonical URL', async () => {
    const marketing = categoryId.Marketing;
    for (const ref of [String(marketing), 'marketing']) {
      const html = (await get(`/main?category=${ref}`)).body;
      expect(html).toContain('<title>Marketing Prompts – Prompt Lib</title>');
      expect(html).toContain(`<link rel="canonical" href="${BASE}/main?category=${marketing}" />`);
      expect(meta(html, 'description')).toBe('1 prompt: Cold e-mail opener');
      const list = jsonLd(html) as { itemListElement: { name: string }[] };
      expect(list.itemListElement.map((item) => item.name)).toEqual(['Cold e-mail opener']);
    }
    const unknown = await get('/main?category=Nope');
    expect(unknown.statusCode).toBe(404);
    expect(meta(unknown.body, 'robots')).toBe('noindex');
  });

  it('keeps search results out of search engines', async () => {
    const html = (await get('/main?q=opener')).body;
    expect(html).toContain('<title>Search results for &quot;opener&quot; – Prompt Lib</title>');
    expect(meta(html, 'robots')).toBe('noindex');
    expect(html).toContain('Cold e-mail opener');
  });

  it('renders the landing page as the web site with its categories', async () => {
    const html = (await get('/')).body;
    expect(html).toContain('<title>The library for reusable AI prompts – Prompt Lib</title>');
    expect(jsonLd(html)).toMatchObject({ '@type': 'WebSite', name: 'Prompt Lib', url: `${BASE}/` });
    expect(html).toContain(`<a href="/main?category=${categoryId.Writing}"`);
    expect(html).toContain('Cold e-mail opener');
  });

  it('sends a page compressed, with an ETag a repeat visit is answered 304 by', async () => {
    const prompt = await addPrompt(ctx, owner, { title: 'Compressed page' });
    const url = `/explorer/prompt/${prompt.id}`;
    const plain = await get(url);
    const res = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBeLessThan(plain.body.length);
    expect(res.headers.etag).toBe(plain.headers.etag);
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('still serves the plain shell for other client routes', async () => {
    const res = await get('/legal/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Prompt Lib</title>');
  });
});

describe('absolute URLs without PUBLIC_URL', () => {
  it('come from the request’s own host, also when the page is kept', async () => {
    const ctx = await createTestApp({ WEB_DIST: fakeWebBuild(), RESPONSE_CACHE_MB: '8' });
    try {
      for (const host of ['lib.local:8080', 'prompts.internal', 'lib.local:8080']) {
        const res = await ctx.app.inject({ method: 'GET', url: '/main', headers: { host } });
        expect(res.body).toContain(`<link rel="canonical" href="http://${host}/main" />`);
      }
    } finally {
      await ctx.close();
    }
  });

  it('are not served as pages without a web build: the JSON 404 as before', async () => {
    const ctx = await createTestApp();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/explorer/prompt/1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    } finally {
      await ctx.close();
    }
  });
});
