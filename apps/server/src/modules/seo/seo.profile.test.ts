// The public profile as a page (issue 29): /u/{username} server-rendered with what a visitor may see
// (public, published prompts), its bio escaped, a 404 that names nothing for an unknown or disabled
// account, sign-in first behind sign-in; the detail's "Created By" linking to it; and the sitemap
// listing the profiles of accounts with a public prompt only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../test/app.ts';
import { addPrompt, seedTaxonomy, type TestUser } from '../prompts/test-data.ts';
import { fakeWebBuild, jsonLd, meta } from './test-shell.ts';

const BASE = 'https://prompts.example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the public profile page', () => {
  let ctx: TestContext;
  let admin: TestUser;
  let ada: TestUser;
  let ivan: TestUser;
  beforeAll(async () => {
    ctx = await createTestApp({ WEB_DIST: fakeWebBuild(), PUBLIC_URL: BASE });
    await seedTaxonomy(ctx);
    admin = await createUser(ctx, { role: 'admin', username: 'boss' });
    ada = await createUser(ctx, { username: 'ada' });
    ivan = await createUser(ctx, { username: 'ivan' });
    await addPrompt(ctx, ada, { title: 'Cold e-mail opener' });
    await addPrompt(ctx, ada, { title: 'Internal roadmap notes', visibility: 'internal' });
    await addPrompt(ctx, ada, { title: 'Unfinished draft' }, 'draft');
    // Ivan's only prompt is internal: no page worth indexing.
    await addPrompt(ctx, ivan, { title: 'Team only', visibility: 'internal' });
    const bio = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/me',
      headers: ada.auth,
      payload: { username: 'ada', bio: 'I write <script>alert(1)</script> & "prompts"' },
    });
    expect(bio.statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('renders the username, the bio escaped, the counts and the public prompts, with head and JSON-LD', async () => {
    const res = await get('/u/ada');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<title>ada – Prompt Lib</title>');
    expect(html).toContain(`<link rel="canonical" href="${BASE}/u/ada" />`);
    expect(html).toMatch(/<h1[^>]*>ada<\/h1>/);
    expect(html).toContain('I write &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;prompts&quot;');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(meta(html, 'description')).toBe('I write <script>alert(1)</script> & "prompts"');
    expect(html).toContain('Cold e-mail opener');
    expect(html).toContain('1 prompt<');
    expect(html).toContain('No ratings yet');
    // What a visitor may not see is not on the page, whoever asks for it.
    for (const headers of [{}, ada.auth]) {
      const body = (await get('/u/ada', headers)).body;
      expect(body).not.toContain('Internal roadmap notes');
      expect(body).not.toContain('Unfinished draft');
    }
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'ada', url: `${BASE}/u/ada` },
    });
    expect(html).not.toContain('@example.com');
  });

  it('answers an account whose prompts a visitor may not see with zero prompts', async () => {
    const res = await get('/u/ivan');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('0 prompts');
    expect(res.body).toContain('No prompts found.');
    expect(res.body).not.toContain('Team only');
  });

  it('answers an unknown or disabled account with a 404 kept out of search engines', async () => {
    const dora = await createUser(ctx, { username: 'dora' });
    await addPrompt(ctx, dora, { title: 'Dora public' });
    const disabled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/${dora.id}`,
      headers: admin.auth,
      payload: { status: 'disabled' },
    });
    expect(disabled.statusCode).toBe(200);
    for (const url of ['/u/nobody-here', '/u/dora', `/u/${'x'.repeat(80)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('User not found');
      expect(meta(res.body, 'robots')).toBe('noindex');
      expect(res.body).not.toContain('Dora public');
    }
  });

  it('links "Created By" on a prompt page to its author’s profile', async () => {
    const prompt = await addPrompt(ctx, ada, { title: 'Linked prompt' });
    const html = (await get(`/explorer/prompt/${prompt.id}`)).body;
    expect(html).toContain('<a href="/u/ada" class="hover:text-indigo-700">Created By: ada</a>');
  });

  it('lists in the sitemap the profiles of active accounts with a public prompt, and only those', async () => {
    const urls = locs((await get('/sitemap/pages.xml')).body);
    expect(urls).toContain(`${BASE}/u/ada`);
    expect(urls).not.toContain(`${BASE}/u/ivan`);
    expect(urls).not.toContain(`${BASE}/u/boss`);
    expect(urls).not.toContain(`${BASE}/u/dora`);
  });

  it('sends a visitor to sign in when the library is behind sign-in', async () => {
    const settings = ctx.app.settings.current();
    await ctx.app.settings.save({ ...settings, access: 'signed-in' });
    try {
      const res = await get('/u/ada');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?returnTo=%2Fu%2Fada');
      expect(res.body).not.toContain('Cold e-mail opener');
      const signedIn = await get('/u/ada', ada.auth);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.body).not.toContain('Internal roadmap notes');
    } finally {
      await ctx.app.settings.save(settings);
    }
  });
});
