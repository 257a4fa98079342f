// The catalogs are complete (issue 31), the web app's and the server's: what `npm run i18n:extract`
// would write is what is committed (every text of the code is in, no text the code lost is left),
// every language translates every text, and each translation keeps its text's values and tags and
// is valid ICU. A text added without its translations fails here, naming it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@prompt-lib/contract';
import { compareVariables, parsePo, validateIcu } from 'pofile-ts';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../../..');
/** Each app's catalog folders: the web app's `more` holds the screens of accounts and admins. */
const APPS = { web: ['src/locales', 'src/locales/more'], server: ['src/locales'] };
const lingui = path.join(repo, 'node_modules/.bin/lingui');

const catalog = (app: keyof typeof APPS, code: string) =>
  APPS[app].flatMap((folder) =>
    parsePo(readFileSync(path.join(repo, 'apps', app, folder, `${code}.po`), 'utf8')).items.filter(
      (item) => item.msgid,
    ),
  );
const tags = (text: string) =>
  [...text.matchAll(/<\/?(\d+)\s*\/?>/g)]
    .map((m) => m[0].replace(/\s/g, ''))
    .sort()
    .join(' ');

describe.each(Object.keys(APPS) as (keyof typeof APPS)[])('the %s catalogs', (app) => {
  it('hold exactly the texts of the code', () => {
    const run = () =>
      execFileSync(lingui, ['check', 'sync', '--clean'], {
        cwd: path.join(repo, 'apps', app),
        encoding: 'utf8',
      });
    expect(run).not.toThrow();
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))(
    'translate every text into %s, keeping its values and tags',
    (code) => {
      const problems: string[] = [];
      for (const item of catalog(app, code)) {
        const [translation = ''] = item.msgstr;
        const text = item.msgid.slice(0, 70);
        if (!translation.trim()) problems.push(`missing: ${text}`);
        else if (!validateIcu(translation).valid) problems.push(`not valid ICU: ${text}`);
        else if (!compareVariables(item.msgid, translation).isMatch) problems.push(`values differ: ${text}`);
        else if (tags(item.msgid) !== tags(translation)) problems.push(`tags differ: ${text}`);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe.each(Object.keys(APPS) as (keyof typeof APPS)[])('the %s catalogs, read together', (app) => {
  // The web app loads its `more` catalog over the first one (lib/i18n.ts): a text in both (or twice
  // in one, as a contract text the code also says) shows whichever was loaded last.
  it.each(LANGUAGE_CODES)('give each text one translation in %s', (code) => {
    const translations = new Map<string, Set<string>>();
    for (const item of catalog(app, code)) {
      const key = item.msgctxt ? `${item.msgid} [${item.msgctxt}]` : item.msgid;
      const known = translations.get(key) ?? new Set<string>();
      known.add(item.msgstr[0] ?? '');
      translations.set(key, known);
    }
    const differing = [...translations].filter(([, texts]) => texts.size > 1).map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
