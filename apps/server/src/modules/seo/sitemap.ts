// The sitemap: /sitemap.xml is an index of /sitemap/pages.xml (home, explorer, categories, and the
// public profile of every account with a public, published prompt: issue 29) and
// /sitemap/prompts-<n>.xml, each page the published prompts with ids in one block of
// SITEMAP_PAGE_SIZE (block n holds ids (n-1)·size+1 … n·size). Paging by id blocks rather than by
// position keeps a prompt on the same page for good, and each page is one range read of
// prompts_published_id_idx, which holds the dates too: no offset to skip, however many prompts.
// Each URL names its page in every language (hreflang alternates, issue 31), ~2 KB a URL, so a
// block holds 5,000 ids: a page stays far inside the protocol's 50 MB and 50,000 URLs. A block with
// no published prompt is left out of the index. lastmod is when the prompt was last edited, else
// created.

import { LANGUAGE_CODES, profilePath } from '@prompt-lib/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { listedFor } from '../prompts/visibility.ts';
import { inLanguage } from './head.ts';
import { categoryPath, promptPath } from './markup.ts';

export const SITEMAP_PAGE_SIZE = 5_000;

const xmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const w3cDate = (value: Date | string) => new Date(value).toISOString();

type Entry = { loc: string; lastmod?: Date | string | null };

const link = (language: string, href: string) =>
  `<xhtml:link rel="alternate" hreflang="${language}" href="${xmlEscape(href)}"/>`;

/** A page's address in each language, and the negotiated one as x-default. */
const alternates = (loc: string) =>
  [...LANGUAGE_CODES.map((code) => link(code, inLanguage(loc, code))), link('x-default', loc)].join('');

function xml(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', entries: Entry[]): string {
  const pages = root === 'urlset';
  const lines = entries.map(
    ({ loc, lastmod }) =>
      `<${item}><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}${pages ? alternates(loc) : ''}</${item}>`,
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${pages ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} ${namespaces}>\n${lines.join('\n')}\n</${root}>\n`;
}

type Block = { page: number; lastmod: Date | string };

/** The prompts a sitemap lists: those a visitor may read (public, published). */
const visitorSees = listedFor(null);

/** Which id blocks hold public, published prompts, with the newest change in each. */
async function promptBlocks(db: Db, size: number): Promise<Block[]> {
  return queryRows<Block>(
    db,
    sql`select (id - 1) / ${size}::int + 1 as page, max(coalesce(updated_at, created_at)) as lastmod
        from prompts where ${visitorSees} group by 1 order by 1`,
  );
}

export async function sitemapIndex(db: Db, base: string, size = SITEMAP_PAGE_SIZE): Promise<string> {
  const blocks = await promptBlocks(db, size);
  const newest = blocks.reduce<Date | string | null>(
    (max, block) => (max === null || w3cDate(block.lastmod) > w3cDate(max) ? block.lastmod : max),
    null,
  );
  return xml('sitemapindex', 'sitemap', [
    { loc: `${base}/sitemap/pages.xml`, lastmod: newest },
    ...blocks.map((block) => ({ loc: `${base}/sitemap/prompts-${block.page}.xml`, lastmod: block.lastmod })),
  ]);
}

/** Published prompts with ids in block `page` (1-based); null when it holds none. */
export async function promptSitemap(
  db: Db,
  base: string,
  page: number,
  size = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  const first = (page - 1) * size + 1;
  if (!Number.isSafeInteger(first) || first < 1 || first > 2_147_483_647) return null;
  const rows = await queryRows<{ id: number; lastmod: Date | string }>(
    db,
    sql`select id, coalesce(updated_at, created_at) as lastmod from prompts
        where ${visitorSees} and id >= ${first}::int and id < ${first}::bigint + ${size}::int
        order by id`,
  );
  if (rows.length === 0) return null;
  return xml(
    'urlset',
    'url',
    rows.map((row) => ({ loc: base + promptPath(row.id), lastmod: row.lastmod })),
  );
}

/**
 * Home, the explorer and each category's view, dated by their newest published prompt; then each
 * active account's profile that shows a visitor at least one prompt, dated by its newest.
 */
export async function pagesSitemap(db: Db, base: string): Promise<string> {
  const [library] = await queryRows<{ lastmod: Date | string | null }>(
    db,
    sql`select max(coalesce(updated_at, created_at)) as lastmod from prompts where ${visitorSees}`,
  );
  const categories = await queryRows<{ id: number; lastmod: Date | string }>(
    db,
    sql`select c.id, greatest(coalesce(c.updated_at, c.created_at),
          max(coalesce(prompts.updated_at, prompts.created_at))) as lastmod
        from categories c
        left join prompt_categories pc on pc.category_id = c.id
        left join prompts on prompts.id = pc.prompt_id and ${visitorSees}
        group by c.id order by min(c.display_order), lower(min(c.name))`,
  );
  const authors = await queryRows<{ username: string; lastmod: Date | string }>(
    db,
    sql`select u.username, max(coalesce(prompts.updated_at, prompts.created_at)) as lastmod
        from users u join prompts on prompts.created_by = u.id and ${visitorSees}
        where u.status = 'active' group by u.id order by lower(u.username)`,
  );
  return xml('urlset', 'url', [
    { loc: `${base}/`, lastmod: library?.lastmod },
    { loc: `${base}/main`, lastmod: library?.lastmod },
    ...categories.map((category) => ({ loc: base + categoryPath(category), lastmod: category.lastmod })),
    ...authors.map((author) => ({ loc: base + profilePath(author.username), lastmod: author.lastmod })),
  ]);
}
