// Texts with values ("Unknown category: {name}") that the server sends and forms show, kept
// translatable (issue 31): each is written once as a template with named values, which is its id in
// the catalogs, so a translation can put the values where its language wants them. A text reaches a
// translator's catalog as it leaves this package, so `translatableText` recognises a filled template
// again and hands back the template and its values. A translation writes the values that are lists or
// numbers in its own language (Intl); English keeps a number as the template was filled with it, since
// formatting it there would load ICU's number data as the server starts (contract schemas fill
// templates when they load; docs/decisions.md).

export type MessageValues = Record<string, string | number>;
/** A template's values, a list among them ("Acme ID", "Beta ID") where the template says so. */
export type TemplateValues = Record<string, string | number | readonly string[]>;
export type MessageTemplate<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };
/**
 * The values that are lists, and how each is joined (Intl.ListFormat's types): "A, B, or C"
 * (disjunction), "A, B, and C" (conjunction), "A, B, C" (unit); and those that are numbers ('number'),
 * written in the language's digits (Intl.NumberFormat: "۵" in Persian). Other values (names, ids) go
 * in as they are.
 */
export type ValueKinds = Readonly<Record<string, Intl.ListFormatType | 'number'>>;

const templates = new Map<string, { pattern: RegExp; kinds: ValueKinds }>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const fill = (template: string, values: MessageValues) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
/** The values as text in `locale`: a list joined as that language joins one, a number in its digits. */
const formatted = (values: TemplateValues, kinds: ValueKinds, locale: string): MessageValues =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const kind = kinds[name];
      if (typeof value === 'object') {
        const type = kind === 'number' ? undefined : kind;
        return [name, new Intl.ListFormat(locale, { type: type ?? 'conjunction' }).format(value)];
      }
      const number = kind === 'number' && locale !== 'en';
      return [name, number ? new Intl.NumberFormat(locale).format(Number(value)) : value];
    }),
  );
/** What English joins a list's items with, by kind of list ("A, B, or C"; "A or B"; "A, B"). */
const ENGLISH_SEPARATORS: Record<Intl.ListFormatType, RegExp> = {
  disjunction: /,? or |, /u,
  conjunction: /,? and |, /u,
  unit: /, /u,
};
/** The items of a list value as English joined them. */
const listItems = (text: string, type: Intl.ListFormatType) => text.split(ENGLISH_SEPARATORS[type]);

/**
 * A text with named values: `template('Unknown category: {name}', (name: string) => ({ name }))` is
 * called as `unknownCategory('Tea')`. `kinds` names the values that are lists, which English joins
 * ("Sign in with Acme ID or Beta ID") and a translation joins in its own language, and those that are
 * numbers, which a translation writes in its own digits.
 */
export function template<A extends unknown[]>(
  text: string,
  values: (...args: A) => TemplateValues,
  kinds: ValueKinds = {},
): MessageTemplate<A> {
  const pattern = escapeRegExp(text).replace(/\{\w+\}/g, '(.+?)');
  templates.set(text, { pattern: new RegExp(`^${pattern}$`, 's'), kinds });
  return Object.assign((...args: A) => fill(text, formatted(values(...args), kinds, 'en')), {
    template: text,
  });
}

/**
 * What a catalog knows a text by: a filled template as its template and values (a list value as its
 * items, a number value as a number), any other text as itself. The server and the web app translate
 * the texts of this package through it.
 */
export function translatableText(text: string): { id: string; values?: TemplateValues } {
  for (const [id, { pattern, kinds }] of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const names = [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    const read = (name: string, value: string) => {
      const kind = kinds[name];
      if (kind === 'number') return Number(value);
      return kind ? listItems(value, kind) : value;
    };
    return {
      id,
      values: Object.fromEntries(names.map((name, i) => [name, read(name, match[i + 1] ?? '')])),
    };
  }
  return { id: text };
}

/** What translateText needs of a Lingui i18n: its language, its messages by id, and the formatting of one. */
export type MessageCatalog = {
  readonly locale: string;
  readonly messages: Readonly<Record<string, unknown>>;
  _(id: string, values?: MessageValues): string;
};

/**
 * A text of this package's (an error message, filled or not) in the catalog's language; any other
 * text as it is (one the server has already translated, a user's words).
 */
export function translateText(i18n: MessageCatalog, text: string): string {
  const { id, values } = translatableText(text);
  if (!(id in i18n.messages)) return text;
  // Braces in a text that is no template are its own words ("group:{id}"), kept as written.
  const literal = Object.fromEntries([...id.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name, whole]));
  return i18n._(id, values ? formatted(values, templates.get(id)?.kinds ?? {}, i18n.locale) : literal);
}
