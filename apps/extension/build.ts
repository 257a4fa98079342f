// `npm run build:extension`: one Vite build of the popup and options pages and the background script,
// copied into dist/chromium and dist/firefox with each browser's manifest (manifest.ts), and each
// zipped (dist/prompt-lib-chromium.zip, dist/prompt-lib-firefox.zip) for the browsers' stores or a
// manual install. The background script is built on its own as one classic script: a service worker
// and a Firefox event page both run it without module support.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { build } from 'vite';
import { type Browser, EXTENSION_VERSION, manifestFor } from './manifest.ts';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const pages = path.join(dist, 'pages');
const BROWSERS: Browser[] = ['chromium', 'firefox'];
// Chromium 120 and Firefox 115 both run this syntax (top-level await in the module pages).
const target = ['chrome120', 'firefox115'];

rmSync(dist, { recursive: true, force: true });

await build({
  root: src,
  base: './',
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: pages,
    emptyOutDir: true,
    target,
    modulePreload: false,
    rollupOptions: {
      input: { popup: path.join(src, 'popup.html'), options: path.join(src, 'options.html') },
    },
  },
});
await build({
  root: src,
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: pages,
    emptyOutDir: false,
    target,
    lib: { entry: path.join(src, 'background.ts'), formats: ['iife'], name: 'promptLibBackground' },
    rollupOptions: { output: { entryFileNames: 'background.js' } },
  },
});

/** Every file under `dir`, by its path relative to it (forward slashes, as zip entries are). */
function filesOf(dir: string, prefix = ''): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesOf(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full);
  }
  return files;
}

for (const browser of BROWSERS) {
  const out = path.join(dist, browser);
  mkdirSync(out, { recursive: true });
  cpSync(pages, out, { recursive: true });
  writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifestFor(browser), null, 2)}\n`);
  const zip = zipSync(filesOf(out), { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  writeFileSync(path.join(dist, `prompt-lib-${browser}-${EXTENSION_VERSION}.zip`), zip);
}
rmSync(pages, { recursive: true, force: true });
console.log(`Built ${BROWSERS.map((b) => `dist/${b}`).join(' and ')} with their zip files.`);
