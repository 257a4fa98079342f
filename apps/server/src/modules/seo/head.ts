// The <head> of a server-rendered page: title, description, canonical URL, the page in every other
// language (hreflang, issue 31), Open Graph and Twitter card tags and JSON-LD. URLs are absolute, on
// the site's public base (public-url.ts).
import { LANGUAGE_CODES, type LanguageCode } from '@prompt-lib/contract';
import { escapeHtml, jsonLdScript } from './html.ts';

export const SITE_NAME = 'Prompt Lib';

export type PageMeta = {
  /** The whole <title>. */
  title: string;
  description: string;
  /** Path (and query) of the canonical URL. */
  path: string;
  type: 'website' | 'article';
  /** Path of the preview image (1200×630) and its alt text. */
  image: { path: string; alt: string };
  jsonLd: Record<string, unknown>;
  /** Search results and missing pages: shown to people, kept out of search engines. */
  noindex?: boolean;
};

/** A page's address in one language: `?lang=` added to its path (and query). */
export const inLanguage = (path: string, language: LanguageCode) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

/**
 * `language`: the page's; `asked`: whether the address named it (`?lang=`), which makes that address
 * the canonical one, else the page's own path is (the language-negotiated x-default).
 */
export function headTags(
  meta: PageMeta,
  base: string,
  { language, asked }: { language: LanguageCode; asked: boolean },
): string {
  const url = base + (asked ? inLanguage(meta.path, language) : meta.path);
  const alternates = meta.noindex
    ? []
    : [
        ...LANGUAGE_CODES.map(
          (code) =>
            `<link rel="alternate" hreflang="${code}" href="${escapeHtml(base + inLanguage(meta.path, code))}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${escapeHtml(base + meta.path)}" />`,
      ];
  const image = base + meta.image.path;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    meta.noindex ? tag('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...alternates,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:locale', language),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
    tag('property', 'og:image', image),
    tag('property', 'og:image:width', '1200'),
    tag('property', 'og:image:height', '630'),
    tag('property', 'og:image:alt', meta.image.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    jsonLdScript({ '@context': 'https://schema.org', ...meta.jsonLd }),
  ]
    .filter(Boolean)
    .map((line) => `    ${line}`)
    .join('\n');
}

/** One line of at most `max` characters, cut at a word, for descriptions and previews. */
export function summarize(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
