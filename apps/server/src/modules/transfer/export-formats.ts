// The three export file formats, each written prompt by prompt as text chunks so that no file is ever
// whole in memory. The shapes are exact (an import reads them back; docs/decisions.md):
// - json: {"format":"prompt-lib","version":1,"exportedAt":…,"prompts":[…]}, one prompt per line.
// - csv: RFC 4180 (CRLF between records, quotes doubled, any field with a comma, quote or line break
//   quoted), UTF-8 without a byte-order mark, header EXPORT_CSV_COLUMNS (`language` last, issue 31),
//   several names joined by `;`, no preview text as an empty cell. CSV carries no images: JSON is the format that round-trips whole.
// - md: a `# Prompt Lib export` document with one `## <title>` section per prompt: a list of its
//   metadata, its preview text as a quote, its content in a fenced block longer than any run of
//   backticks inside it, then its images.
import {
  EXPORT_CSV_COLUMNS,
  EXPORT_FILE_FORMAT,
  EXPORT_FILE_VERSION,
  EXPORT_NAME_SEPARATOR,
  type ExportedPrompt,
  type ExportFormat,
  type ExportScope,
} from '@prompt-lib/contract';
import { stringify } from 'csv-stringify/sync';

export type ExportMeta = { exportedAt: string; scope: ExportScope };

type Writer = (prompts: AsyncIterable<ExportedPrompt>, meta: ExportMeta) => AsyncGenerator<string>;

async function* writeJson(prompts: AsyncIterable<ExportedPrompt>, meta: ExportMeta) {
  const head = { format: EXPORT_FILE_FORMAT, version: EXPORT_FILE_VERSION, exportedAt: meta.exportedAt };
  yield `${JSON.stringify(head).slice(0, -1)},"prompts":[`;
  let separator = '\n';
  for await (const prompt of prompts) {
    yield separator + JSON.stringify(prompt);
    separator = ',\n';
  }
  yield separator === '\n' ? ']}\n' : '\n]}\n';
}

// csv-stringify quotes a field holding the record delimiter (CRLF), not a lone CR or LF: quoted_match
// makes those quoted too, so that every line break in a cell is inside quotes.
const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

async function* writeCsv(prompts: AsyncIterable<ExportedPrompt>) {
  yield stringify([[...EXPORT_CSV_COLUMNS]], CSV_OPTIONS);
  for await (const prompt of prompts) {
    const cells = EXPORT_CSV_COLUMNS.map((column) => {
      const value = prompt[column];
      return Array.isArray(value) ? value.join(EXPORT_NAME_SEPARATOR) : (value ?? '');
    });
    yield stringify([cells], CSV_OPTIONS);
  }
}

/** A code fence longer than any run of backticks in the text (CommonMark), at least three. */
function fenceFor(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

function markdownSection(prompt: ExportedPrompt): string {
  const names = (list: string[]) => list.join(`${EXPORT_NAME_SEPARATOR} `);
  const lines = [
    `## ${oneLine(prompt.title)}`,
    '',
    `- Status: ${prompt.status}`,
    `- Visibility: ${prompt.visibility}`,
    `- Language: ${prompt.language}`,
    `- Created: ${prompt.createdAt}`,
    `- Categories: ${names(prompt.categories)}`,
    `- Tags: ${names(prompt.tags)}`,
    '',
  ];
  if (prompt.previewText) {
    lines.push(...prompt.previewText.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>')), '');
  }
  const fence = fenceFor(prompt.content);
  lines.push(`${fence}text`, prompt.content, fence, '');
  for (const [index, url] of prompt.images.entries()) lines.push(`![Image ${index + 1}](<${url}>)`, '');
  return `${lines.join('\n')}\n`;
}

async function* writeMarkdown(prompts: AsyncIterable<ExportedPrompt>, meta: ExportMeta) {
  yield `# Prompt Lib export\n\nScope: ${meta.scope}. Exported at ${meta.exportedAt}.\n\n`;
  for await (const prompt of prompts) yield markdownSection(prompt);
}

export const EXPORT_WRITERS: Record<ExportFormat, Writer> = {
  json: writeJson,
  csv: writeCsv,
  md: writeMarkdown,
};

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};
