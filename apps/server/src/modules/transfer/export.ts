// An export as a stream: checks what can fail before the first byte (unknown category or tag), then
// reads prompts in keyset batches (export-repository.ts), embeds images one prompt at a time when
// asked, writes them in the chosen format (export-formats.ts) and hands out ~64 KB chunks as the
// reader takes them. Memory stays at one batch plus one prompt's images, however large the library.
// The HTTP route and the command line (scripts/export.ts) both go through here.
import { Readable } from 'node:stream';
import {
  type ExportedPrompt,
  type ExportFormat,
  type ExportImageMode,
  type ExportScope,
  type Prompt,
  SERVER_MSG,
} from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import { findImage } from '../images/repository.ts';
import { IMAGE_BASE_PATH, IMAGE_ID_PATTERN } from '../images/store.ts';
import type { Reader } from '../prompts/visibility.ts';
import { EXPORT_CONTENT_TYPES, EXPORT_WRITERS } from './export-formats.ts';
import { type ExportSelection, findTaxonomyId, promptBatches } from './export-repository.ts';

export type ExportRequest = {
  format: ExportFormat;
  scope: ExportScope;
  /** The caller; required for the mine and saved scopes. */
  /** Who exports: the library is what they may see of it. */
  user: Reader;
  category?: string | undefined;
  tag?: string | undefined;
  images: ExportImageMode;
};

export type PreparedExport = { filename: string; contentType: string; stream: Readable };

const CHUNK_CHARS = 64 * 1024;

const toExported = (prompt: Prompt): ExportedPrompt => ({
  title: prompt.title,
  content: prompt.content,
  previewText: prompt.previewText,
  categories: prompt.categories,
  tags: prompt.tags,
  status: prompt.status,
  createdAt: prompt.createdAt,
  visibility: prompt.visibility,
  language: prompt.language,
  images: prompt.imageUrls,
});

/** An image of this server (`/api/v1/assets/image/<id>`) as a data URI; any other URL as it is. */
async function embedImage(db: Db, url: string): Promise<string> {
  const prefix = `${IMAGE_BASE_PATH}/`;
  const id = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!IMAGE_ID_PATTERN.test(id)) return url;
  const image = await findImage(db, id);
  return image ? `data:${image.contentType};base64,${image.data.toString('base64')}` : url;
}

async function* exportedPrompts(db: Db, selection: ExportSelection, images: ExportImageMode) {
  for await (const batch of promptBatches(db, selection)) {
    for (const prompt of batch) {
      const exported = toExported(prompt);
      if (images === 'embed') {
        const embedded: string[] = [];
        // One at a time: a prompt's images are read and encoded only as it is written.
        for (const url of exported.images) embedded.push(await embedImage(db, url));
        exported.images = embedded;
      }
      yield exported;
    }
  }
}

/** Joins small pieces into chunks of about `size` characters, so the socket is written a chunk at a time. */
async function* inChunks(pieces: AsyncIterable<string>, size = CHUNK_CHARS): AsyncGenerator<string> {
  let chunk = '';
  for await (const piece of pieces) {
    chunk += piece;
    if (chunk.length >= size) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** `prompt-lib-<scope>-<UTC date>.<format>` */
export const exportFilename = (scope: ExportScope, format: ExportFormat, at: Date) =>
  `prompt-lib-${scope}-${at.toISOString().slice(0, 10)}.${format}`;

/** Throws a 404 HttpError for an unknown category or tag; nothing has been written by then. */
export async function prepareExport(
  db: Db,
  request: ExportRequest,
  now = new Date(),
): Promise<PreparedExport> {
  const selection: ExportSelection = { scope: request.scope, user: request.user };
  if (request.category !== undefined) {
    const id = await findTaxonomyId(db, 'category', request.category);
    if (id === null) throw notFound(SERVER_MSG.categoryNotFound);
    selection.categoryId = id;
  }
  if (request.tag !== undefined) {
    const id = await findTaxonomyId(db, 'tag', request.tag);
    if (id === null) throw notFound(SERVER_MSG.tagNotFound);
    selection.tagId = id;
  }
  const write = EXPORT_WRITERS[request.format];
  const text = write(exportedPrompts(db, selection, request.images), {
    exportedAt: now.toISOString(),
    scope: request.scope,
  });
  return {
    filename: exportFilename(request.scope, request.format, now),
    contentType: EXPORT_CONTENT_TYPES[request.format],
    stream: Readable.from(inChunks(text), { objectMode: false }),
  };
}
