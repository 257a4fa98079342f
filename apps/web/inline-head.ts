// Puts what the first paint waits for into index.html itself: theme-init.js (the theme class on
// <html> before anything is drawn, so a dark page never flashes light) and, in the build, the app's
// stylesheet (10 KB compressed). As files of their own each cost a request on a slow phone
// connection, and the stylesheet shared the line with the app's scripts, so the first paint waited
// for most of their bytes too (issue 10). The server's Content-Security-Policy allows the inline
// script by its hash, which it reads from the built index.html (apps/server plugins/security.ts).
// The stylesheet's file stays in the build, unused by the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';
const STYLESHEET_TAG = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

export function inlineHead(): Plugin {
  let root = '';
  return {
    name: 'inline-head',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The file's header comment is for its readers, not for every page.
        const themeInit = readFileSync(path.join(root, 'theme-init.js'), 'utf8')
          .replace(/^(\/\/.*\n)+/, '')
          .trim();
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html no longer has ${THEME_INIT_TAG}`);
        const page = html.replace(THEME_INIT_TAG, () => `<script>${themeInit}</script>`);
        if (!bundle) return page; // the dev server: its styles come with the modules
        return page.replace(STYLESHEET_TAG, (tag, fileName: string) => {
          const asset = bundle[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : '';
          return css && !/<\/style/i.test(css) ? `<style>${css}</style>` : tag;
        });
      },
    },
  };
}
