// The SPA's built index.html as a template: read once, its own <title> and description taken out,
// so each page answer puts its head tags before </head> and its content inside <div id="root">.
// React's createRoot().render replaces the root's children, so the server content shows until the
// app's first render. Every value that goes in passes escapeHtml (text and attributes) or jsonLd.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in element text and in quoted attribute values. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A JSON-LD block: `<` escaped so no value can close the script element or open a comment. */
export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

export type Shell = {
  render: (page: { head: string; body: string; lang: string; dir: 'ltr' | 'rtl' }) => string;
};

const HTML_TAG = /<html\b[^>]*>/i;

const ROOT = /<div id="root">\s*<\/div>/;

/** The built index.html, or null when there is no web build (the server then answers JSON 404s). */
export function loadShell(webDist: string): Shell | null {
  let template: string;
  try {
    template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return null;
  }
  const page = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const root = ROOT.exec(page);
  if (!root) throw new Error(`${webDist}/index.html has no empty <div id="root"></div>`);
  // Head tags go before </head>; a page without one (HTML lets it be implied) gets them before its body.
  const headAt = [page.indexOf('</head>'), page.search(/<body[\s>]/i), root.index].find((at) => at >= 0) ?? 0;
  const before = page.slice(0, headAt);
  const between = page.slice(headAt, root.index);
  const after = page.slice(root.index + root[0].length);
  return {
    render: ({ head, body, lang, dir }) =>
      `${before.replace(HTML_TAG, `<html lang="${escapeHtml(lang)}" dir="${dir}">`)}${head}\n${between}<div id="root">${body}</div>${after}`,
  };
}
