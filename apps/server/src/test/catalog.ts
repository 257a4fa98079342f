// A server text as a language's catalog (src/locales/{code}.po) has it, read straight from the file:
// what a test expects a translated page or e-mail to say, taken apart from i18n.ts, which writes them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '@prompt-lib/contract';
import { parsePo } from 'pofile-ts';

const catalogs = new Map<LanguageCode, Map<string, string>>();

/** The catalog's translation of `english`, its `{name}`s filled from `values`; throws when it has none. */
export function catalogText(
  code: LanguageCode,
  english: string,
  values: Record<string, string> = {},
): string {
  let catalog = catalogs.get(code);
  if (!catalog) {
    const file = path.join(import.meta.dirname, '..', 'locales', `${code}.po`);
    const items = parsePo(readFileSync(file, 'utf8')).items;
    catalog = new Map(items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
    catalogs.set(code, catalog);
  }
  const text = catalog.get(english);
  if (!text || text === english) throw new Error(`No ${code} translation of "${english}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
