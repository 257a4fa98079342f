// The server's languages (issue 31): its error messages, server-rendered pages and e-mails in the
// language a request prefers (`?lang=`, then `Accept-Language`). Texts are Lingui messages with the
// English text as their id (`i18n._('Browse Prompts')`, the contract's texts through their own
// extractor), gathered by `npm run i18n:extract` into src/locales/{code}.po (copied beside the
// production bundle). A language's catalog is read the first time a request asks for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type LanguageCode,
  matchLanguage,
  parseAcceptLanguage,
} from '@prompt-lib/contract';
import { parsePo } from 'pofile-ts';

const localesFolder = path.join(import.meta.dirname, 'locales');

function readCatalog(code: LanguageCode): Map<string, string> {
  const entries = new Map<string, string>();
  let text: string;
  try {
    text = readFileSync(path.join(localesFolder, `${code}.po`), 'utf8');
  } catch {
    return entries; // A build without its catalogs still answers, in the texts' own English.
  }
  for (const item of parsePo(text).items) {
    const translation = item.msgstr[0];
    if (item.msgid && translation) entries.set(item.msgid, translation);
  }
  return entries;
}

const instances = new Map<LanguageCode, I18n>();

/** The language's messages, English where a translation is missing. */
export function i18nFor(code: LanguageCode): I18n {
  let i18n = instances.get(code);
  if (!i18n) {
    const english = code === DEFAULT_LANGUAGE ? new Map<string, string>() : readCatalog(DEFAULT_LANGUAGE);
    const own = readCatalog(code);
    const messages: Messages = {};
    for (const [id, text] of [...english, ...own]) messages[id] = compileMessage(text);
    i18n = setupI18n({ locale: code, messages: { [code]: messages } });
    // A text missing from the catalogs is its own English, compiled when used (production included).
    i18n.setMessagesCompiler(compileMessage);
    instances.set(code, i18n);
  }
  return i18n;
}

/** The language a request prefers: `?lang=` (the hreflang links), then its `Accept-Language`. */
export function requestLanguage(request: {
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}): LanguageCode {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  if (isLanguageCode(asked)) return asked;
  const header = request.headers['accept-language'];
  return matchLanguage(parseAcceptLanguage(Array.isArray(header) ? header[0] : header));
}
