// What an import reads: our JSON export, our CSV export, or prompts.chat's prompts.csv, told apart by
// their content (JSON opens with "{"; a CSV by its header). Each is read as a sequence of raw rows,
// CSV streamed from the file so a 100 MB file is never whole in memory. A file that is none of these
// or cannot be read is refused whole, before anything is written.
import { createReadStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import {
  EXPORT_FILE_FORMAT,
  EXPORT_NAME_SEPARATOR,
  IMPORT_MSG,
  PROMPTS_CHAT_COLUMNS,
} from '@prompt-lib/contract';
import { parse } from 'csv-parse';
import { badRequest } from '../../http-errors.ts';

/** One row as the file has it, before any rule is applied. */
export type RawRow = {
  title?: unknown;
  content?: unknown;
  previewText?: unknown;
  categories?: unknown;
  tags?: unknown;
  status?: unknown;
  visibility?: unknown;
  createdAt?: unknown;
  images?: unknown;
  /** Files from before issue 31, and prompts.chat's, have none: it is detected. */
  language?: unknown;
};

export type ImportFormat = 'json' | 'csv' | 'prompts.chat';

export type ImportSource = { format: ImportFormat; rows: () => AsyncIterable<RawRow> };

const splitNames = (cell: string) =>
  cell
    .split(EXPORT_NAME_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/** A JSON document already parsed (a JSON body, or a JSON file). */
export function jsonSource(document: unknown): ImportSource {
  const file = document as { format?: unknown; prompts?: unknown } | null;
  if (
    typeof file !== 'object' ||
    file === null ||
    file.format !== EXPORT_FILE_FORMAT ||
    !Array.isArray(file.prompts)
  ) {
    throw badRequest(IMPORT_MSG.notImportable);
  }
  const prompts = file.prompts as unknown[];
  return {
    format: 'json',
    rows: async function* () {
      for (const prompt of prompts)
        yield typeof prompt === 'object' && prompt !== null ? (prompt as RawRow) : {};
    },
  };
}

async function firstCharacter(path: string): Promise<string> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart()
      .charAt(0);
  } finally {
    await handle.close();
  }
}

const csvReason = (error: unknown) => {
  const { message, lines } = error as { message?: string; lines?: number };
  return `${(message ?? 'unknown error').replace(/\.$/, '')}${lines ? ` (near line ${lines})` : ''}`;
};

function csvRecords(path: string): AsyncIterable<Record<string, string>> {
  const parser = createReadStream(path).pipe(
    parse({
      columns: (header: string[]) => header.map((name) => name.trim()),
      bom: true,
      skip_empty_lines: true,
    }),
  );
  return (async function* () {
    try {
      for await (const record of parser) yield record as Record<string, string>;
    } catch (error) {
      throw badRequest(IMPORT_MSG.unreadableCsv(csvReason(error)));
    }
  })();
}

async function csvHeader(path: string): Promise<string[]> {
  const parser = createReadStream(path).pipe(parse({ bom: true, to_line: 1 }));
  try {
    for await (const record of parser) return (record as string[]).map((name) => name.trim());
  } catch (error) {
    throw badRequest(IMPORT_MSG.unreadableCsv(csvReason(error)));
  }
  return [];
}

const ourCsvRow = (record: Record<string, string>): RawRow => ({
  title: record.title,
  content: record.content,
  previewText: record.previewText,
  categories: splitNames(record.categories ?? ''),
  tags: splitNames(record.tags ?? ''),
  status: record.status,
  visibility: record.visibility,
  createdAt: record.createdAt,
  language: record.language,
});

const promptsChatRow = (record: Record<string, string>): RawRow => ({
  title: record.act,
  content: record.prompt,
});

/** A file on disk (an upload): JSON or one of the two CSV shapes. */
export async function fileSource(path: string): Promise<ImportSource> {
  if ((await firstCharacter(path)) === '{') {
    let document: unknown;
    try {
      document = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw badRequest(IMPORT_MSG.unreadableJson((error as Error).message));
    }
    return jsonSource(document);
  }
  const header = await csvHeader(path);
  const has = (columns: readonly string[]) => columns.every((column) => header.includes(column));
  const shape = has(['title', 'content'])
    ? { format: 'csv' as const, toRow: ourCsvRow }
    : has(PROMPTS_CHAT_COLUMNS)
      ? { format: 'prompts.chat' as const, toRow: promptsChatRow }
      : null;
  if (!shape || header.some((column) => column === '')) throw badRequest(IMPORT_MSG.notImportable);
  return {
    format: shape.format,
    rows: async function* () {
      for await (const record of csvRecords(path)) yield shape.toRow(record);
    },
  };
}
