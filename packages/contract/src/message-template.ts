// Texts with values ("Unknown category: {name}") that the server sends and forms show, kept
// translatable (issue 31): each is written once as a template with named values, which is its id in
// the catalogs, so a translation can put the values where its language wants them. A text reaches a
// translator's catalog as it leaves this package, so `translatableText` recognises a filled template
// again and hands back the template and its values.

export type MessageValues = Record<string, string | number>;
export type MessageTemplate<A extends unknown[]> = ((...args: A) => string) & { readonly template: string };

const templates = new Map<string, RegExp>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const fill = (template: string, values: MessageValues) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/**
 * A text with named values: `template('Unknown category: {name}', (name: string) => ({ name }))` is
 * called as `unknownCategory('Tea')`.
 */
export function template<A extends unknown[]>(
  text: string,
  values: (...args: A) => MessageValues,
): MessageTemplate<A> {
  const pattern = escapeRegExp(text).replace(/\{\w+\}/g, '(.+?)');
  templates.set(text, new RegExp(`^${pattern}$`, 's'));
  return Object.assign((...args: A) => fill(text, values(...args)), { template: text });
}

/**
 * What a catalog knows a text by: a filled template as its template and values, any other text as
 * itself. The server and the web app translate the texts of this package through it.
 */
export function translatableText(text: string): { id: string; values?: MessageValues } {
  for (const [id, pattern] of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const names = [...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
    return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return { id: text };
}

/** What translateText needs of a Lingui i18n: its messages by id, and the formatting of one. */
export type MessageCatalog = {
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
  return i18n._(id, values ?? literal);
}
