// Pages that search engines and link previews can read (docs/decisions.md "Search engines and link
// previews"): the public pages as the SPA shell with their own head and content, the preview images,
// robots.txt and the sitemap. Without a web build the page routes are left out, so those paths
// answer as before (the JSON 404); the rest works either way.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { I18n } from '@lingui/core';
import { isLanguageCode, languageDir, USERNAME_MAX } from '@prompt-lib/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { etagMatches } from '../../etag.ts';
import { i18nFor, requestLanguage } from '../../i18n.ts';
import { isShut } from '../../plugins/access.ts';
import { sendError } from '../../plugins/errors.ts';
import { findPrompt } from '../prompts/repository.ts';
import { headTags } from './head.ts';
import { loadShell } from './html.ts';
import { frame } from './markup.ts';
import { OG_DESIGN, renderOgImage } from './og-image.ts';
import { explorerPage, homePage, type Page, promptPage, siteHeadline, tagline } from './pages.ts';
import { profilePage } from './profile-page.ts';
import { publicBase } from './public-url.ts';
import { pagesSitemap, promptSitemap, sitemapIndex } from './sitemap.ts';

/** The paths a crawler has no business in: the API, sign-in and everything behind it. */
const PRIVATE_PATHS = [
  '/api/',
  '/auth/',
  '/mcp',
  '/login',
  '/register',
  '/dashboard',
  '/myprompts',
  '/promptslist',
  '/prompts',
  '/categories',
  '/tags',
  '/profile/',
];

/** One value of a query parameter, even when a hand-written URL repeats it. */
const param = z.union([z.string(), z.array(z.string()).transform((values) => values[0])]).optional();
/** `?lang=` picks a page's language (the hreflang alternates link to it); anything else is ignored. */
const pageQuery = z.object({ lang: param });
const explorerQuery = pageQuery.extend({
  q: param,
  category: param,
  trending: param,
  featured: param,
  new: param,
  sort: param,
});

const SITEMAP_TTL_MS = 60_000;
const SITEMAP_CACHE_SIZE = 20;
const OG_CACHE_SIZE = 100;

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const shell = loadShell(app.config.webDist);
  if (shell) {
    // Each page in the language the request prefers (issue 31): `?lang=`, else Accept-Language.
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      draw: (i18n: I18n, base: string) => Promise<Page>,
    ) => {
      const language = requestLanguage(request);
      const asked = (request.query as { lang?: unknown }).lang;
      const base = publicBase(request);
      const page = await draw(i18nFor(language), base);
      const head = headTags(page.meta, base, { language, asked: isLanguageCode(asked) });
      const html = shell.render({ head, body: frame(page.body), lang: language, dir: languageDir(language) });
      return reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Language', language)
        .header('Vary', 'Accept-Language')
        .send(html);
    };
    const hide = { hide: true };
    // Kept and compressed by the response cache like the API's public reads: a page carries the web
    // app's stylesheet inline (apps/web inline-head.ts), ~80 KB before compression.
    const config = { publicCache: true };
    app.get('/', { config, schema: { ...hide, querystring: pageQuery } }, (request, reply) =>
      sendPage(request, reply, (i18n, base) => homePage(i18n, app.db, base)),
    );
    app.get('/main', { config, schema: { ...hide, querystring: explorerQuery } }, (request, reply) =>
      sendPage(request, reply, (i18n, base) => explorerPage(i18n, app.db, base, request.query)),
    );
    app.get(
      '/explorer/prompt/:id',
      { config, schema: { ...hide, params: z.object({ id: z.string() }), querystring: pageQuery } },
      (request, reply) => {
        const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : 0;
        return sendPage(request, reply, (i18n, base) => promptPage(i18n, app.db, base, id));
      },
    );
    app.get(
      '/u/:username',
      { config, schema: { ...hide, params: z.object({ username: z.string() }), querystring: pageQuery } },
      async (request, reply) => {
        // Behind sign-in a visitor is sent to sign in, as from the other public pages (plugins/access.ts).
        if (isShut(request)) {
          const back = `/login?returnTo=${encodeURIComponent(request.url)}`;
          return reply.header('Cache-Control', 'no-cache').redirect(back, 302);
        }
        const username = request.params.username.slice(0, USERNAME_MAX + 1);
        return sendPage(request, reply, (i18n, base) => profilePage(i18n, app.db, base, username));
      },
    );
  }

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    // A library behind sign-in (issue 27) has nothing for crawlers; the setting may change, so no max-age.
    if (app.settings.current().access === 'signed-in') {
      return reply.header('Cache-Control', 'no-cache').send('User-agent: *\nDisallow: /\n');
    }
    const lines = ['User-agent: *', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), 'Allow: /', ''];
    lines.push(`Sitemap: ${publicBase(request)}/sitemap.xml`, '');
    return reply.header('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  });

  // Each sitemap answer is kept for a minute per base URL, plain and gzipped: crawlers come in bursts.
  // At most SITEMAP_CACHE_SIZE answers, oldest out first: without PUBLIC_URL the base comes from the
  // Host header, which a client could vary to fill memory.
  const sitemaps = new Map<string, { expires: number; xml: Buffer; gzip: Buffer }>();
  async function sendSitemap(
    request: FastifyRequest,
    reply: FastifyReply,
    build: (base: string) => Promise<string | null>,
  ) {
    const base = publicBase(request);
    const key = base + request.url.split('?')[0];
    let entry = sitemaps.get(key);
    if (!entry || entry.expires < Date.now()) {
      sitemaps.delete(key);
      const xml = await build(base);
      entry =
        xml === null
          ? undefined
          : { expires: Date.now() + SITEMAP_TTL_MS, xml: Buffer.from(xml), gzip: gzipSync(xml) };
      if (entry) sitemaps.set(key, entry);
      if (sitemaps.size > SITEMAP_CACHE_SIZE) sitemaps.delete(sitemaps.keys().next().value ?? '');
    }
    if (!entry) return sendError(reply, 404, 'This sitemap page does not exist');
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) reply.header('Content-Encoding', 'gzip');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Vary', 'Accept-Encoding')
      .header('Cache-Control', 'public, max-age=60')
      .send(gzip ? entry.gzip : entry.xml);
  }
  app.get('/sitemap.xml', { schema: { hide: true } }, (request, reply) =>
    sendSitemap(request, reply, (base) => sitemapIndex(app.db, base)),
  );
  app.get('/sitemap/pages.xml', { schema: { hide: true } }, (request, reply) =>
    sendSitemap(request, reply, (base) => pagesSitemap(app.db, base)),
  );
  app.get(
    '/sitemap/prompts-:page(^\\d{1,9}).xml',
    { schema: { hide: true, params: z.object({ page: z.coerce.number().int() }) } },
    (request, reply) =>
      sendSitemap(request, reply, (base) => promptSitemap(app.db, base, request.params.page)),
  );

  // Preview images: the ETag is a hash of what the image shows, so any change that shows (an edit,
  // a category renamed) makes a new one. `no-cache` + ETag: a repeat visit is one small lookup.
  const images = new Map<string, Buffer>();
  async function sendImage(
    request: FastifyRequest,
    reply: FastifyReply,
    content: { title: string; text: string; chips: string[] },
  ) {
    const hash = createHash('sha256')
      .update(JSON.stringify([OG_DESIGN, content]))
      .digest('base64url');
    const etag = `"og-${hash.slice(0, 27)}"`;
    // Meant to be shown on other sites: helmet's same-origin resource policy would block that in browsers.
    reply
      .header('ETag', etag)
      .header('Cache-Control', 'no-cache')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    let png = images.get(etag);
    if (!png) {
      png = await renderOgImage(content);
      images.set(etag, png);
      if (images.size > OG_CACHE_SIZE) images.delete(images.keys().next().value ?? '');
    }
    return reply.type('image/png').send(png);
  }
  app.get(
    '/og/prompt/:id(^\\d{1,16}).png',
    { schema: { hide: true, params: z.object({ id: z.coerce.number() }) } },
    async (request, reply) => {
      const prompt = await findPrompt(app.db, request.params.id, null);
      if (!prompt) return sendError(reply, 404, 'Prompt not found');
      const text = prompt.previewText ?? prompt.content;
      return sendImage(request, reply, { title: prompt.title, text, chips: prompt.categories });
    },
  );
  app.get('/og/site.png', { schema: { hide: true } }, (request, reply) =>
    // In English, like the prompts' images: a link preview is shown to whoever reads the page it is on.
    sendImage(request, reply, {
      title: siteHeadline(i18nFor('en')),
      text: tagline(i18nFor('en')),
      chips: [],
    }),
  );
};
