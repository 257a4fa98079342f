// What each public page says to a crawler or a link preview: its status, head (head.ts) and content
// (markup.ts), read from the same repositories as the API, so a page shows exactly what the app will.
// Only published prompts exist here: a draft, archived or unknown id is a 404 that names nothing.
import type { I18n } from '@lingui/core';
import {
  EXPLORER_PAGE_SIZE,
  LANDING_TRENDING_COUNT,
  type Prompt,
  SEARCH_QUERY_MAX,
  type Sort,
} from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { listCategories } from '../categories/repository.ts';
import { listPrompts, type PromptFlag } from '../prompts/list-repository.ts';
import { findPrompt } from '../prompts/repository.ts';
import { type PageMeta, SITE_NAME, summarize } from './head.ts';
import { categoryPath, homeMarkup, listMarkup, notFoundMarkup, promptMarkup, promptPath } from './markup.ts';

export type Page = { status: 200 | 404; meta: PageMeta; body: string };

export const SITE_IMAGE = '/og/site.png';
export const tagline = (i18n: I18n) =>
  i18n._(
    'Discover prompts that work, fill in the blanks for your task, and copy them into any AI assistant. Share your best ones with everyone.',
  );
export const siteHeadline = (i18n: I18n) => i18n._('The library for reusable AI prompts');
export const siteImage = (i18n: I18n) => ({
  path: SITE_IMAGE,
  alt: i18n._('{site}: the library for reusable AI prompts', { site: SITE_NAME }),
});
export const titled = (title: string) => `${title} – ${SITE_NAME}`;

/** The preview image's URL changes with every edit, so link previews that cache by URL refresh. */
export const promptImagePath = (prompt: Pick<Prompt, 'id' | 'version'>) =>
  `/og/prompt/${prompt.id}.png?v=${prompt.version}`;

const itemList = (base: string, name: string, prompts: Prompt[]) => ({
  '@type': 'ItemList',
  name,
  itemListElement: prompts.map((prompt, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    url: base + promptPath(prompt.id),
    name: prompt.title,
  })),
});

export async function promptPage(i18n: I18n, db: Db, base: string, id: number): Promise<Page> {
  // What a visitor may see: public and published (prompts/visibility.ts).
  const prompt = Number.isSafeInteger(id) && id > 0 ? await findPrompt(db, id, null) : null;
  if (!prompt) return notFoundPage(i18n, promptPath(id));
  const description = summarize(prompt.previewText ?? prompt.content);
  const path = promptPath(prompt.id);
  const image = promptImagePath(prompt);
  return {
    status: 200,
    body: promptMarkup(i18n, prompt),
    meta: {
      title: titled(prompt.title),
      description,
      path,
      type: 'article',
      image: { path: image, alt: prompt.title },
      jsonLd: {
        '@type': 'CreativeWork',
        name: prompt.title,
        headline: prompt.title,
        description,
        text: prompt.content,
        url: base + path,
        image: base + image,
        datePublished: prompt.createdAt,
        dateModified: prompt.updatedAt ?? prompt.createdAt,
        ...(prompt.createdByName ? { author: { '@type': 'Person', name: prompt.createdByName } } : {}),
        ...(prompt.categories.length > 0 ? { genre: prompt.categories } : {}),
        ...(prompt.tags.length > 0 ? { keywords: prompt.tags.join(', ') } : {}),
        ...(prompt.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: prompt.rating,
                ratingCount: prompt.ratingCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
    },
  };
}

function notFoundPage(i18n: I18n, path: string): Page {
  const heading = i18n._('Prompt not found');
  return {
    status: 404,
    body: notFoundMarkup(i18n),
    meta: {
      title: titled(heading),
      description: i18n._('This prompt may have been removed, or the link may be mistyped.'),
      path,
      type: 'website',
      image: siteImage(i18n),
      jsonLd: { '@type': 'WebPage', name: heading },
      noindex: true,
    },
  };
}

export async function homePage(i18n: I18n, db: Db, base: string): Promise<Page> {
  const categories = await listCategories(db);
  const first = { page: 0, size: LANDING_TRENDING_COUNT, sort: [] };
  const trending = await listPrompts(db, { reader: null, flag: 'trending' }, first);
  const prompts =
    trending.totalCount > 0 ? trending.list : (await listPrompts(db, { reader: null }, first)).list;
  const description = tagline(i18n);
  return {
    status: 200,
    body: homeMarkup(i18n, { tagline: description, categories, prompts }),
    meta: {
      title: titled(siteHeadline(i18n)),
      description,
      path: '/',
      type: 'website',
      image: siteImage(i18n),
      jsonLd: { '@type': 'WebSite', name: SITE_NAME, url: `${base}/`, description },
    },
  };
}

/** The explorer's query string (apps/web explorer-filters.ts): the first of q > category > flags wins. */
export type ExplorerQuery = Partial<
  Record<'q' | 'category' | 'trending' | 'featured' | 'new' | 'sort', string>
>;

const FLAGS: [keyof ExplorerQuery, PromptFlag, (i18n: I18n) => string][] = [
  ['trending', 'trending', (i18n) => i18n._('Trending Prompts')],
  ['featured', 'featured', (i18n) => i18n._('Featured Prompts')],
  ['new', 'isNew', (i18n) => i18n._('New Prompts')],
];
const SORTS: Record<string, Sort[]> = {
  uses: [{ field: 'usesCount', direction: 'desc' }],
  rating: [{ field: 'rating', direction: 'desc' }],
};

export async function explorerPage(i18n: I18n, db: Db, base: string, query: ExplorerQuery): Promise<Page> {
  const first = { page: 0, size: EXPLORER_PAGE_SIZE, sort: SORTS[query.sort ?? ''] ?? [] };
  const search = query.q?.trim().slice(0, SEARCH_QUERY_MAX);
  const categoryRef = query.category?.trim();
  const flag = FLAGS.find(([param]) => query[param] === 'true');
  let view: { heading: string; path: string; description?: string; status?: 404; noindex?: boolean };
  let page: { list: Prompt[]; totalCount: number };
  if (search) {
    view = {
      heading: i18n._('Search results for "{search}"', { search }),
      path: `/main?q=${encodeURIComponent(search)}`,
      noindex: true,
    };
    page = await listPrompts(db, { reader: null }, { ...first, search });
  } else if (categoryRef) {
    const categories = await listCategories(db);
    const category = categories.find(
      (c) => String(c.id) === categoryRef || c.name.toLowerCase() === categoryRef.toLowerCase(),
    );
    view = category
      ? { heading: i18n._('{category} Prompts', { category: category.name }), path: categoryPath(category) }
      : { heading: i18n._('Category Prompts'), path: '/main', status: 404, noindex: true };
    page = category
      ? await listPrompts(db, { reader: null }, { ...first, category: String(category.id) })
      : { list: [], totalCount: 0 };
  } else if (flag) {
    view = { heading: flag[2](i18n), path: `/main?${flag[0]}=true` };
    page = await listPrompts(db, { reader: null, flag: flag[1] }, first);
  } else {
    view = {
      heading: i18n._('Explore Prompts'),
      path: '/main',
      description: i18n._('Find a ready-made prompt for writing, coding, marketing, research and more.'),
    };
    page = await listPrompts(db, { reader: null }, first);
  }
  const titles = page.list.map((prompt) => prompt.title).join(', ');
  const description =
    view.description ??
    summarize(
      titles
        ? i18n._('{count, plural, one {# prompt} other {# prompts}}: {titles}', {
            count: page.totalCount,
            titles,
          })
        : i18n._('{count, plural, one {# prompt} other {# prompts}}', { count: page.totalCount }),
    );
  return {
    status: view.status ?? 200,
    body: listMarkup(i18n, { heading: view.heading, intro: view.description, prompts: page.list }),
    meta: {
      title: titled(view.heading),
      description,
      path: view.path,
      type: 'website',
      image: siteImage(i18n),
      jsonLd: itemList(base, view.heading, page.list),
      noindex: view.noindex,
    },
  };
}
