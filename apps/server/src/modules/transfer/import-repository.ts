// All SQL of imports: the taxonomy and the importer's existing prompts read once, each batch of rows
// written in one transaction (prompts, their links, their first versions and the job's progress
// together, so a job never records a batch the database does not hold), and the job rows.
import { createHash, randomUUID } from 'node:crypto';
import {
  emptyImportReport,
  type ImportJob,
  type ImportJobStatus,
  type ImportReport,
  VERSION_FIELDS,
} from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from '../../db/client.ts';
import { categories, importJobs, tags } from '../../db/schema.ts';
import { arrayParam, jsonArrayParam, textArray, withoutNul } from '../../db/values.ts';
import type { ImportRow } from './import-rows.ts';

/** Category or tag ids by lower-case name; names an admin's import adds are created in its batch. */
export type NameIds = Map<string, number>;

export async function loadNames(db: Db, kind: 'category' | 'tag'): Promise<NameIds> {
  const table = kind === 'category' ? categories : tags;
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * The identity of a prompt for "already imported": the MD5 of its title and content (16 bytes), as
 * PostgreSQL keeps it on each row (content_key, migration 0061).
 */
export const promptKey = (title: string, content: string): Buffer =>
  createHash('md5').update(`${title}\u001f${content}`).digest();

const KEY_BYTES = 16;

/**
 * The keys of the importer's prompts, and of the rows taken so far. Those already there are read as
 * one buffer of sorted 16-byte keys (outside V8's heap), searched by halving. As a set of hexadecimal
 * strings they took ~132 bytes of heap each (15.9 MB for 120,000; ~120 MB for the 900,000 a bench
 * importer has when it loads its last file of a million), a heap V8 keeps once grown.
 */
export class PromptKeys {
  private readonly added = new Set<string>();
  private readonly sorted: Buffer;

  constructor(sorted: Buffer) {
    this.sorted = sorted;
  }

  has(key: Buffer): boolean {
    return this.added.has(key.toString('latin1')) || this.stored(key);
  }

  add(key: Buffer): void {
    this.added.add(key.toString('latin1'));
  }

  private stored(key: Buffer): boolean {
    let low = 0;
    let high = this.sorted.length / KEY_BYTES;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const order = key.compare(this.sorted, middle * KEY_BYTES, (middle + 1) * KEY_BYTES);
      if (order === 0) return true;
      if (order < 0) high = middle;
      else low = middle + 1;
    }
    return false;
  }
}

export async function existingKeys(db: Db, userId: number): Promise<PromptKeys> {
  // Each row keeps its key (migration 0061), in key order in prompts_owner_key_idx: bytea sorts
  // bytewise, as the search by halving compares.
  const [row] = await queryRows<{ keys: Uint8Array | null }>(
    db,
    sql`select string_agg(content_key, '' order by content_key) as keys from prompts where created_by = ${userId}`,
  );
  const keys = row?.keys;
  return new PromptKeys(keys ? Buffer.from(keys.buffer, keys.byteOffset, keys.byteLength) : Buffer.alloc(0));
}

/** Creates the names not yet known (in `ids`), recording their ids there; answers how many were new. */
async function createNames(tx: Db, kind: 'category' | 'tag', names: string[], ids: NameIds): Promise<number> {
  const missing = [
    ...new Map(
      names.filter((name) => !ids.has(name.toLowerCase())).map((name) => [name.toLowerCase(), name]),
    ).values(),
  ];
  if (missing.length === 0) return 0;
  const table = kind === 'category' ? categories : tags;
  const order = ids.size;
  const values = missing.map((name, i) =>
    kind === 'category' ? { name: withoutNul(name), displayOrder: order + i } : { name: withoutNul(name) },
  );
  const rows = await tx
    .insert(table)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  for (const row of rows) ids.set(row.name.toLowerCase(), row.id);
  // A name another writer added meanwhile is read back rather than created.
  for (const name of missing.filter((name) => !ids.has(name.toLowerCase()))) {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(sql`lower(${table.name}) = lower(${name})`);
    if (row) ids.set(name.toLowerCase(), row.id);
  }
  return rows.length;
}

export type Batch = {
  rows: (ImportRow & { imageUrls: string[]; language: string })[];
  userId: number;
  jobId: string | null;
  /** Rows of the file read so far, and the report as it stands after this batch. */
  processed: number;
  report: ImportReport;
};

/** A batch's texts, column by column (NUL characters dropped: PostgreSQL text cannot hold them). */
function textColumns(batch: Pick<Batch, 'rows'>) {
  const { rows } = batch;
  return {
    title: rows.map((row) => withoutNul(row.title)),
    previewText: rows.map((row) => (row.previewText === null ? null : withoutNul(row.previewText))),
    taxonomyText: rows.map((row) => [...row.categories, ...row.tags].map(withoutNul).join(' ')),
    content: rows.map((row) => withoutNul(row.content)),
  };
}

/**
 * A batch's pending list of search index entries (gin_pending_list_limit): more than a batch adds
 * (~260,000 entries, a few MB, for 2,000 prompts), so that they are merged once, after its insert.
 * At a million prompts a batch's insert took ~2.1 s with merges at 1 MB; ~1.2 s with one merge.
 */
const BATCH_PENDING_LIST_LIMIT = '64MB';

/** A batch as prepareBatch leaves it for writeBatch: its texts, their search vectors in order, and
 * the kept word counts they add (keys and counts, in key order); the last three as PostgreSQL made
 * them, JSON arrays (jsonArrayParam). */
export type PreparedBatch = {
  text: ReturnType<typeof textColumns>;
  vectors: string;
  wordCounts: { keys: string; counts: string };
};

/**
 * What PostgreSQL can make of a batch outside its transaction, so that it makes it while the previous
 * batch is written (migrations 0023, 0024 and 0056): adds the prompts' words to search_words (from the
 * text prompt_text() makes of a prompt), makes their search vectors, and counts their words as the
 * word-count trigger would (the published ones', under each key behind its visibility).
 */
export async function prepareBatch(db: Db, batch: Pick<Batch, 'rows'>): Promise<PreparedBatch> {
  const text = textColumns(batch);
  const { title, previewText, taxonomyText, content } = text;
  // One statement, the texts sent once: the words are added as prompt_text() joins a prompt's parts.
  const [made] = await queryRows<{ vectors: string | null; keys: string | null; counts: string | null }>(
    db,
    sql`with batch as materialized (
        select * from unnest(${arrayParam(batch.rows.map((row) => row.language))}::text[], ${arrayParam(title)}::text[],
          ${arrayParam(previewText)}::text[], ${arrayParam(taxonomyText)}::text[], ${arrayParam(content)}::text[],
          ${arrayParam(batch.rows.map((row) => row.status))}::text[],
          ${arrayParam(batch.rows.map((row) => row.visibility))}::text[])
          with ordinality as t(language, title, preview_text, taxonomy_text, content, status, visibility, n)
      ), made as materialized (
        select n, status, visibility,
          prompt_search_vector(language, title, preview_text, taxonomy_text, content) as vector
        from batch
      ), counted as (
        select visibility_key(visibility, key) collate "C" as key, count(*)::int as n
        from made, prompt_word_keys(vector) as key where status = 'published' group by 1
      )
      select add_search_words(array(select concat_ws(' ', title, preview_text, taxonomy_text, content) from batch)),
        (select json_agg(vector::text order by n)::text from made) as vectors,
        (select json_agg(key order by key)::text from counted) as keys,
        (select json_agg(n order by key)::text from counted) as counts`,
  );
  return {
    text,
    vectors: made?.vectors ?? '[]',
    wordCounts: { keys: made?.keys ?? '[]', counts: made?.counts ?? '[]' },
  };
}

/**
 * Writes one batch as prepareBatch prepared it (its words in, its texts and vectors made); answers
 * how many categories and tags it created. Each statement takes its rows as arrays, one parameter
 * per column.
 */
export async function writeBatch(
  db: Db,
  batch: Batch,
  { text, vectors, wordCounts }: PreparedBatch,
  names: { category: NameIds; tag: NameIds },
): Promise<{ categoriesCreated: number; tagsCreated: number }> {
  return changePrompts(db, async (tx) => {
    // The list counts move once for the batch (count_new_prompts below), not row by row (migration
    // 0020); the words are in already (0023), the vectors are taken as made (0024), the word
    // counts added as counted (0056), and the search indexes' entries merged once after the insert
    // (0060), rather than each time their pending lists reached a connection's 1 MB.
    await tx.execute(
      sql`select set_config('promptlib.bulk_counts', 'on', true), set_config('promptlib.bulk_words', 'on', true),
        set_config('gin_pending_list_limit', ${BATCH_PENDING_LIST_LIMIT}, true)`,
    );
    const categoriesCreated = await createNames(
      tx,
      'category',
      batch.rows.flatMap((row) => row.categories),
      names.category,
    );
    const tagsCreated = await createNames(
      tx,
      'tag',
      batch.rows.flatMap((row) => row.tags),
      names.tag,
    );
    const inserted = await queryRows<{ id: number }>(
      tx,
      sql`insert into prompts (title, preview_text, taxonomy_text, content, search_vector, image_urls, status,
          visibility, created_by, created_at, language)
        select title, preview_text, taxonomy_text, content, search_vector::tsvector,
          array(select jsonb_array_elements_text(image_urls::jsonb)), status, visibility, ${batch.userId},
          coalesce(created_at::timestamptz, now()), language
        from unnest(${arrayParam(text.title)}::text[], ${arrayParam(text.previewText)}::text[],
          ${arrayParam(text.taxonomyText)}::text[], ${arrayParam(text.content)}::text[], ${jsonArrayParam(vectors, 'text')},
          ${arrayParam(batch.rows.map((row) => JSON.stringify(row.imageUrls)))}::text[],
          ${arrayParam(batch.rows.map((row) => row.status))}::text[],
          ${arrayParam(batch.rows.map((row) => row.visibility))}::text[],
          ${arrayParam(batch.rows.map((row) => row.createdAt?.toISOString() ?? null))}::text[],
          ${arrayParam(batch.rows.map((row) => row.language))}::text[])
          with ordinality as t(title, preview_text, taxonomy_text, content, search_vector, image_urls, status,
            visibility, created_at, language, n)
        order by n
        returning id`,
    );
    // The batch's entries in the search indexes merged at once (migration 0060).
    await tx.execute(
      sql`select gin_clean_pending_list('prompts_search_published_idx'::regclass),
        gin_clean_pending_list('prompts_private_search_idx'::regclass)`,
    );
    // Rows are inserted in file order, so their new ids ascend in it.
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    const link = async (table: 'prompt_categories' | 'prompt_tags', pick: (row: ImportRow) => string[]) => {
      const map = table === 'prompt_categories' ? names.category : names.tag;
      const promptIds: number[] = [];
      const nameIds: number[] = [];
      batch.rows.forEach((row, i) => {
        for (const id of new Set(pick(row).map((name) => map.get(name.toLowerCase()) as number))) {
          promptIds.push(ids[i] as number);
          nameIds.push(id);
        }
      });
      if (promptIds.length === 0) return;
      const column = table === 'prompt_categories' ? 'category_id' : 'tag_id';
      await tx.execute(
        sql`insert into ${sql.identifier(table)} (prompt_id, ${sql.identifier(column)})
          select * from unnest(${arrayParam(promptIds)}::int[], ${arrayParam(nameIds)}::int[])`,
      );
    };
    await link('prompt_categories', (row) => row.categories);
    await link('prompt_tags', (row) => row.tags);
    await tx.execute(sql`select count_new_prompts(${arrayParam(ids)}::int[])`);
    await tx.execute(
      sql`select add_word_counts(${jsonArrayParam(wordCounts.keys, 'text')}, ${jsonArrayParam(wordCounts.counts, 'int')})`,
    );
    await tx.execute(sql`
      insert into prompt_versions (prompt_id, version, title, content, preview_text, categories, tags, image_urls, changed, edited_by)
      select prompt_id, version, title, content, preview_text, categories, tags, image_urls, ${textArray(VERSION_FIELDS)}, ${batch.userId}
      from prompt_snapshots where prompt_id = any(${arrayParam(ids)}::int[])`);
    if (batch.jobId) {
      await tx
        .update(importJobs)
        .set({
          processed: batch.processed,
          batches: sql`${importJobs.batches} + 1`,
          report: batch.report,
          heartbeatAt: sql`now()`,
        })
        .where(eq(importJobs.id, batch.jobId));
    }
    return { categoriesCreated, tagsCreated };
  });
}

export async function createJob(db: Db, userId: number, total: number): Promise<string> {
  const id = randomUUID();
  await db.insert(importJobs).values({ id, userId, total, report: emptyImportReport() });
  return id;
}

export async function finishJob(
  db: Db,
  id: string,
  status: Exclude<ImportJobStatus, 'running'>,
  processed: number,
  report: ImportReport,
): Promise<void> {
  await db
    .update(importJobs)
    .set({ status, processed, report, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(eq(importJobs.id, id));
}

/** A job that stopped: what its committed batches wrote (its processed count and report) stays. */
export async function failJob(db: Db, id: string): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
}

/**
 * A job as its importer (or an admin) sees it; null for anyone else. A running job whose heartbeat is
 * older than `staleAfterMs` lost its instance: it is failed now, its committed batches kept.
 */
export async function findJob(
  db: Db,
  id: string,
  viewer: { id: number; role: string },
  staleAfterMs: number,
): Promise<ImportJob | null> {
  const owned = viewer.role === 'admin' ? undefined : eq(importJobs.userId, viewer.id);
  await db
    .update(importJobs)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(
      and(
        eq(importJobs.id, id),
        eq(importJobs.status, 'running'),
        sql`${importJobs.heartbeatAt} < now() - make_interval(secs => ${staleAfterMs / 1000})`,
      ),
    );
  const [row] = await db
    .select({
      status: importJobs.status,
      processed: importJobs.processed,
      total: importJobs.total,
      report: importJobs.report,
    })
    .from(importJobs)
    .where(and(eq(importJobs.id, id), owned));
  return row ? { ...row, status: row.status as ImportJobStatus, report: row.report as ImportReport } : null;
}
