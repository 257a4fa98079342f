// A Lingui extractor for this package's texts (issue 31): every string of an exported `…MSG` object
// (nested ones too) and every template (message-template.ts), exported or inside one, goes into the
// catalogs with the English text as its id. The package stays plain strings for zod, the server and
// the forms; the web app and the server translate a text by looking it up (translatableText).
import type { ExtractorType } from '@lingui/conf';

const isTemplate = (value: unknown): value is { template: string } =>
  typeof value === 'function' && typeof (value as { template?: unknown }).template === 'string';

function textsOf(value: unknown, found: Set<string>) {
  if (typeof value === 'string') found.add(value);
  else if (isTemplate(value)) found.add(value.template);
  else if (value && typeof value === 'object')
    for (const inner of Object.values(value)) textsOf(inner, found);
}

export const contractExtractor: ExtractorType = {
  match: (filename) =>
    /packages\/contract\/src\/[^/]+\.ts$/.test(filename) &&
    !filename.endsWith('.test.ts') &&
    !filename.endsWith('/index.ts'),
  async extract(filename, _code, onMessageExtracted) {
    const module: Record<string, unknown> = await import(filename);
    const texts = new Set<string>();
    for (const [name, value] of Object.entries(module)) {
      if (/MSG$/.test(name) || isTemplate(value)) textsOf(value, texts);
    }
    for (const id of texts) onMessageExtracted({ id, origin: [filename, 0] });
  },
};
