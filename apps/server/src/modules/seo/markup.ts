// The server-rendered content of each page, inside <div id="root"> until the app's first render.
// It borrows the app's own Tailwind classes (the header bar, the page container, the detail card,
// the badges), all present in the built stylesheet because the app uses them, so text sits about
// where the app will draw it; nothing here needs JavaScript, and it reads fine unstyled. The classes
// follow the theme as the app's do (bg-surface for cards, always-dark for dark blocks; web index.css).
import type { I18n } from '@lingui/core';
import { type Category, imageSrcSet, type Prompt, profilePath } from '@prompt-lib/contract';
import { escapeHtml as e } from './html.ts';

export const CONTAINER = 'mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8';
export const CARD = 'rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm sm:p-8';
const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset';
const BADGES = {
  brand: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  trending: 'bg-rose-50 text-rose-700 ring-rose-200',
  featured: 'bg-amber-50 text-amber-800 ring-amber-200',
  new: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
};
const badge = (variant: keyof typeof BADGES, text: string) =>
  `<span class="${BADGE} ${BADGES[variant]}">${e(text)}</span>`;

/** One decimal, as the app shows ratings. */
const RATING_FORMAT = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export const promptPath = (id: number) => `/explorer/prompt/${id}`;

/** As the app's cards and gallery (apps/web prompt-card.tsx, image-gallery.tsx) size their images. */
const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
const GALLERY_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 90vw, 100vw';

/** An image at its final size (no shift when it arrives); `first` is likely the page's largest paint. */
function image(
  url: string,
  o: { alt: string; width: number; height: number; sizes: string; first: boolean },
) {
  const srcset = imageSrcSet(url);
  const loading = o.first ? 'fetchpriority="high"' : 'loading="lazy"';
  return `<img src="${e(url)}"${srcset ? ` srcset="${srcset}" sizes="${o.sizes}"` : ''} alt="${e(o.alt)}" width="${o.width}" height="${o.height}" ${loading} decoding="async" class="size-full object-cover" />`;
}
export const categoryPath = (category: Pick<Category, 'id'>) => `/main?category=${category.id}`;

/** The app's frame: the header bar and the main element, as RootLayout draws them. */
export function frame(content: string): string {
  return `<div class="flex min-h-dvh flex-col"><header class="sticky top-0 z-40 border-b border-slate-200/80 bg-surface/85 backdrop-blur-md"><div class="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8"><a href="/" class="flex min-w-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900"><span aria-hidden="true" class="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-600 to-violet-600 text-white shadow-sm"></span><span class="truncate">Prompt Lib</span></a></div></header><main id="main" class="flex flex-1 flex-col">${content}</main></div>`;
}

/** A date as the reader's language writes it ("Mar 5, 2024" in English). */
export const displayDate = (i18n: I18n, iso: string, month: 'short' | 'long' = 'short') =>
  new Date(iso).toLocaleDateString(i18n.locale === 'en' ? 'en-US' : i18n.locale, {
    month,
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function promptMarkup(i18n: I18n, prompt: Prompt): string {
  const flags = [
    prompt.trending ? badge('trending', i18n._('Trending')) : '',
    prompt.featured ? badge('featured', i18n._('Featured')) : '',
    prompt.new ? badge('new', i18n._('New')) : '',
  ].join('');
  const taxonomy = [
    ...prompt.categories.map((name) => `<li>${badge('brand', name)}</li>`),
    ...prompt.tags.map((name) => `<li>${badge('neutral', `#${name}`)}</li>`),
  ].join('');
  const dated = prompt.updatedAt
    ? i18n._('Updated: {date}', { date: displayDate(i18n, prompt.updatedAt) })
    : i18n._('Created: {date}', { date: displayDate(i18n, prompt.createdAt) });
  // The author's name links to their public profile (issue 29), as in the app.
  const author = prompt.createdByName
    ? `<a href="${e(profilePath(prompt.createdByName))}" class="hover:text-indigo-700">${e(i18n._('Created By: {name}', { name: prompt.createdByName }))}</a>`
    : '';
  const facts = [
    e(
      prompt.ratingCount > 0
        ? i18n._('Rating: {rating}', { rating: i18n.number(prompt.rating, RATING_FORMAT) })
        : i18n._('Rating: not rated yet'),
    ),
    e(i18n._('Uses: {count}', { count: prompt.usesCount })),
    author,
    e(dated),
  ].filter(Boolean);
  const section = (title: string, body: string, span = '') =>
    `<section class="flex flex-col gap-3 ${CARD} ${span}"><h2 class="text-lg font-semibold text-slate-900">${title}</h2>${body}</section>`;
  const [firstImage] = prompt.imageUrls;
  const textSpan = firstImage ? 'lg:col-span-3' : 'lg:col-span-5';
  const gallery = firstImage
    ? section(
        i18n._('Prompt Results'),
        `<div class="aspect-video w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100">${image(firstImage, { alt: i18n._('{title}, image {index} of {count}', { title: prompt.title, index: 1, count: prompt.imageUrls.length }), width: 1280, height: 720, sizes: GALLERY_SIZES, first: true })}</div>`,
        'lg:sticky lg:top-24 lg:col-span-2 lg:col-start-4 lg:row-span-2 lg:row-start-1',
      )
    : '';
  return `<div class="${CONTAINER.replace('max-w-7xl', 'max-w-6xl')} flex flex-col gap-6"><a href="/main" class="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-indigo-700">${e(i18n._('Back to Explorer'))}</a><header class="flex flex-col gap-5 ${CARD}"><div class="flex flex-col gap-3">${flags ? `<div class="flex flex-wrap gap-1.5">${flags}</div>` : ''}<h1 dir="auto" lang="${e(prompt.language)}" class="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">${e(prompt.title)}</h1><ul class="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">${facts.map((fact) => `<li>${fact}</li>`).join('')}</ul></div>${taxonomy ? `<ul aria-label="${e(i18n._('Categories and tags'))}" class="flex flex-wrap gap-2">${taxonomy}</ul>` : ''}</header><div class="grid gap-6 lg:grid-cols-5 lg:items-start">${prompt.previewText ? section(i18n._('Overview'), `<p dir="auto" lang="${e(prompt.language)}" class="leading-relaxed whitespace-pre-line text-slate-700">${e(prompt.previewText)}</p>`, textSpan) : ''}${gallery}${section(i18n._('Prompt Content'), `<pre dir="auto" lang="${e(prompt.language)}" class="always-dark max-h-96 overflow-y-auto rounded-xl bg-slate-950 p-5 font-mono text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-100">${e(prompt.content)}</pre>`, textSpan)}</div></div>`;
}

/** The first page of a list as the app's cards draw it: image, title with its link, preview.
 * `eager`: how many of its first images are on screen at once (as the app's cards load them). */
export function promptLinks(prompts: Prompt[], empty: string, eager: number): string {
  if (prompts.length === 0) return `<p class="text-slate-600">${e(empty)}</p>`;
  const items = prompts.map((prompt, index) => {
    const [url] = prompt.imageUrls;
    const picture = url
      ? `<div class="aspect-video w-full overflow-hidden bg-slate-100">${image(url, { alt: '', width: 640, height: 360, sizes: CARD_SIZES, first: index < eager })}</div>`
      : '';
    return `<li><article class="relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm">${picture}<div class="flex flex-1 flex-col gap-3 p-4"><h2 dir="auto" lang="${e(prompt.language)}" class="line-clamp-2 text-base leading-snug font-semibold text-slate-900"><a href="${promptPath(prompt.id)}">${e(prompt.title)}</a></h2>${prompt.previewText ? `<p dir="auto" lang="${e(prompt.language)}" class="line-clamp-3 text-sm leading-relaxed text-slate-600">${e(prompt.previewText)}</p>` : ''}</div></article></li>`;
  });
  return `<ul class="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">${items.join('')}</ul>`;
}

export function listMarkup(i18n: I18n, list: { heading: string; intro?: string; prompts: Prompt[] }): string {
  const intro = list.intro ? `<p class="mt-1 text-slate-600">${e(list.intro)}</p>` : '';
  return `<div class="border-b border-slate-200 bg-gradient-to-b from-indigo-50/70 to-surface"><div class="${CONTAINER} pb-6 sm:pb-6"><p class="text-sm font-semibold tracking-wide text-indigo-700 uppercase">${e(i18n._('Prompt Explorer'))}</p><h1 class="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">${e(list.heading)}</h1>${intro}</div></div><div class="${CONTAINER}">${promptLinks(list.prompts, i18n._('No prompts found.'), 3)}</div>`;
}

export function homeMarkup(
  i18n: I18n,
  home: { tagline: string; categories: Category[]; prompts: Prompt[] },
): string {
  const categories = home.categories
    .map(
      (category) =>
        `<li><a href="${categoryPath(category)}" class="${BADGE} ${BADGES.brand}">${e(category.name)}</a></li>`,
    )
    .join('');
  return `<section class="always-dark bg-slate-950 text-white"><div class="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 sm:py-24 lg:px-8"><h1 class="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">${e(i18n._('Better prompts, ready when you are'))}</h1><p class="max-w-xl text-lg text-slate-300">${e(home.tagline)}</p><a href="/main" class="font-semibold">${e(i18n._('Browse Prompts'))}</a></div></section><div class="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-16 sm:px-6 lg:px-8"><section aria-label="${e(i18n._('Categories'))}"><h2 class="text-2xl font-bold tracking-tight text-slate-900">${e(i18n._('Categories'))}</h2><ul class="mt-4 flex flex-wrap gap-2">${categories}</ul></section><section aria-label="${e(i18n._('Prompts'))}"><h2 class="mb-4 text-2xl font-bold tracking-tight text-slate-900">${e(i18n._('Trending prompts'))}</h2>${promptLinks(home.prompts, i18n._('No prompts yet.'), 1)}</section></div>`;
}

export function notFoundMarkup(i18n: I18n): string {
  return `<div class="${CONTAINER} flex flex-1 flex-col items-center justify-center gap-4 py-20 text-center"><h1 class="text-2xl font-bold text-slate-900">${e(i18n._('Prompt not found'))}</h1><p class="max-w-md text-slate-600">${e(i18n._('This prompt may have been removed, or the link may be mistyped.'))}</p><a href="/main" class="font-medium text-indigo-700">${e(i18n._('Back to Home'))}</a></div>`;
}
