// The interface language (issue 31). Lingui's one i18n instance holds the active catalog; this
// module picks the language, loads its catalog (each language its own chunk, so a page loads only
// its own), and mirrors it on <html lang dir>, which the server-rendered pages set the same way.
// The choice, in order: `?lang=` on the address (the hreflang links), the one remembered on this
// browser (and on the account, lib/session.tsx), then the browser's languages, as the server does.
import { i18n, type Messages } from '@lingui/core';
import { isLanguageCode, type LanguageCode, languageDir, matchLanguage } from '@prompt-lib/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

export { i18n };

const STORAGE_KEY = 'language';

function storedLanguage(): LanguageCode | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

function remember(code: LanguageCode) {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage blocked: the page still changes, until the next load.
  }
}

export function initialLanguage(): LanguageCode {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguageCode(asked)) {
    remember(asked);
    return asked;
  }
  return storedLanguage() ?? matchLanguage(navigator.languages ?? []);
}

// Two catalogs per language (lingui.config.ts): `core`, what a visitor can see, loaded before the
// first render; `more`, what only signed-in people, admins and the legal pages show and the
// contract's form texts, loaded when such a screen opens (app/router.tsx) or someone signs in
// (lib/session.tsx) and, once loaded, with every later language.
const core = import.meta.glob<{ messages: Messages }>('../locales/*.po');
const more = import.meta.glob<{ messages: Messages }>('../locales/more/*.po');
let moreWanted = false;
const moreLoaded = new Map<string, Promise<void>>();

async function loadCatalog(code: LanguageCode, withMore: boolean): Promise<Messages> {
  const parts = [core[`../locales/${code}.po`], withMore ? more[`../locales/more/${code}.po`] : undefined];
  const loaded = await Promise.all(parts.map((load) => load?.()));
  return Object.assign({}, ...loaded.map((part) => part?.messages));
}

// zod's own messages (a size or a format a form's schema names no message for) come from its
// locale of the language, loaded with the catalog (pt is Brazilian Portuguese, zh Simplified Chinese).
type ZodLocale = { default: () => Partial<z.core.$ZodConfig> };
const ZOD_LOCALES: Record<LanguageCode, () => Promise<ZodLocale>> = {
  en: () => import('zod/v4/locales/en.js'),
  ar: () => import('zod/v4/locales/ar.js'),
  az: () => import('zod/v4/locales/az.js'),
  de: () => import('zod/v4/locales/de.js'),
  el: () => import('zod/v4/locales/el.js'),
  es: () => import('zod/v4/locales/es.js'),
  fa: () => import('zod/v4/locales/fa.js'),
  fr: () => import('zod/v4/locales/fr.js'),
  he: () => import('zod/v4/locales/he.js'),
  hi: () => import('zod/v4/locales/hi.js'),
  id: () => import('zod/v4/locales/id.js'),
  it: () => import('zod/v4/locales/it.js'),
  ja: () => import('zod/v4/locales/ja.js'),
  ko: () => import('zod/v4/locales/ko.js'),
  nl: () => import('zod/v4/locales/nl.js'),
  pl: () => import('zod/v4/locales/pl.js'),
  pt: () => import('zod/v4/locales/pt-BR.js'),
  ru: () => import('zod/v4/locales/ru.js'),
  tr: () => import('zod/v4/locales/tr.js'),
  uk: () => import('zod/v4/locales/uk.js'),
  vi: () => import('zod/v4/locales/vi.js'),
  zh: () => import('zod/v4/locales/zh-CN.js'),
};

/** Loads the language's catalog, then switches every text, <html lang dir> and the remembered choice. */
export async function activateLanguage(code: LanguageCode, { remembered = false } = {}) {
  const [messages, zodLocale] = await Promise.all([loadCatalog(code, moreWanted), ZOD_LOCALES[code]()]);
  z.config(zodLocale.default());
  i18n.loadAndActivate({ locale: code, messages });
  if (moreWanted) moreLoaded.set(code, Promise.resolve());
  document.documentElement.lang = code;
  document.documentElement.dir = languageDir(code);
  if (remembered) remember(code);
}

/** The `more` texts of the active language, loaded once; a screen that shows them waits for this. */
export function loadMoreTexts(): Promise<void> {
  moreWanted = true;
  const locale = i18n.locale;
  let loading = moreLoaded.get(locale);
  if (!loading) {
    const load = more[`../locales/more/${locale}.po`];
    loading = (load ? load() : Promise.resolve({ messages: {} })).then(({ messages }) =>
      i18n.load(locale, messages),
    );
    moreLoaded.set(locale, loading);
  }
  return loading;
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The active language, re-rendering its reader when it changes. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribe, () => i18n.locale as LanguageCode);
}
