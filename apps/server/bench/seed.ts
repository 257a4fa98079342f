// The benchmark's library: `count` prompts of generated text (vocabulary.ts), two thirds English and
// a third in twelve other languages, Chinese and Japanese among them (issue 31), with lengths like real
// prompts, the demo categories and tags (a few common, most rare), ~5 % drafts, some trending,
// featured and new, written by 25 authors; plus two admins the benchmark signs in as. Rows are made in
// JS and written 5,000 at a time (`insert … select from unnest(arrays)`), in one transaction that
// counts the lists the way an import does (migration 0020: the row triggers skip, count_new_prompts
// counts each batch), so 100,000 load in well under two minutes on either engine. Same seed, same
// library.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { DEMO_CATEGORIES, DEMO_TAGS } from '../src/db/demo/content/taxonomy.ts';
import { arrayParam } from '../src/db/values.ts';
import { hashPassword } from '../src/modules/auth/password.ts';
import {
  BENCH_LANGUAGES,
  content,
  createRandom,
  loadCatalogVocabulary,
  type Random,
  randomInt,
  sentence,
  title,
  type Vocabulary,
  weightedPicker,
} from './vocabulary.ts';

const BATCH = 5_000;
const AUTHORS = 25;
/** Prompts are spread over the last two years, the newest with the highest id. */
const SPAN_SECONDS = 2 * 365 * 24 * 3600;

export type BenchAccount = { email: string; password: string };
export const BENCH_ADMIN: BenchAccount = { email: 'admin@bench.local', password: 'bench-admin-1' };
export const BENCH_IMPORTER: BenchAccount = { email: 'importer@bench.local', password: 'bench-import-1' };

export type BenchLibrary = { publishedIds: number[] };

/** Zipf-like weights (1, 1/2, 1/3 …) for a list in a shuffled but fixed order. */
function skewed(count: number, random: Random): (random: Random) => number {
  const ranks = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ranks[i], ranks[j]] = [ranks[j] as number, ranks[i] as number];
  }
  return weightedPicker(ranks.map((rank) => 1 / (rank + 1)));
}

/** Up to `max` distinct picks, at least one. */
function some(pick: (random: Random) => number, random: Random, max: number): number[] {
  const count = randomInt(random, 1, max);
  return [...new Set(Array.from({ length: count }, () => pick(random)))];
}

/** A generated prompt: its text, language, and categories and tags as indexes of DEMO_CATEGORIES and DEMO_TAGS. */
export type GeneratedPrompt = {
  title: string;
  content: string;
  preview: string;
  language: string;
  categories: number[];
  tags: number[];
};

/**
 * Makes prompts as the benchmark's library has them: two thirds English and a third in the other
 * languages, real prompts' lengths, a few categories and tags common and most rare.
 */
export function promptMaker(vocabulary: Vocabulary, random: Random): () => GeneratedPrompt {
  const pickCategory = skewed(DEMO_CATEGORIES.length, random);
  const pickTag = skewed(DEMO_TAGS.length, random);
  const languages = [
    { code: 'en', vocabulary },
    ...BENCH_LANGUAGES.map(({ code }) => ({ code, vocabulary: loadCatalogVocabulary(code) })),
  ];
  const english = 1 - BENCH_LANGUAGES.reduce((sum, { share }) => sum + share, 0);
  const pickLanguage = weightedPicker([english, ...BENCH_LANGUAGES.map(({ share }) => share)]);
  return () => {
    const categories = some(pickCategory, random, random() < 0.8 ? 1 : 2);
    const tags = some(pickTag, random, 4);
    const language = languages[pickLanguage(random)] as (typeof languages)[number];
    return {
      language: language.code,
      title: title(language.vocabulary, random),
      content: content(language.vocabulary, random),
      preview: sentence(language.vocabulary, random, 10, 24).slice(0, 500),
      categories,
      tags,
    };
  };
}

async function insertAccounts(db: Db): Promise<number[]> {
  const hashes = await Promise.all([
    hashPassword(BENCH_ADMIN.password),
    hashPassword(BENCH_IMPORTER.password),
  ]);
  await db.execute(sql`insert into users (username, email, password_hash, role) values
    ('bench_admin', ${BENCH_ADMIN.email}, ${hashes[0]}, 'admin'),
    ('bench_importer', ${BENCH_IMPORTER.email}, ${hashes[1]}, 'admin')`);
  const authors = Array.from({ length: AUTHORS }, (_, i) => `author${i + 1}`);
  return ids(
    db,
    sql`insert into users (username, email, password_hash)
      select name, name || '@bench.local', 'not a hash: cannot sign in' from unnest(${arrayParam(authors)}::text[]) name
      returning id`,
  );
}

export async function seedBenchData(db: Db, count: number, vocabulary: Vocabulary): Promise<BenchLibrary> {
  const random = createRandom(11);
  const publishedIds: number[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('promptlib.bulk_counts', 'on', true)`);
    await tx.execute(sql`alter table prompts disable trigger prompts_search_words_insert`);
    // The full-text indexes are built once at the end, as a restore does: far faster than 100,000
    // inserts into them.
    const fullText = await rows<{ name: string; definition: string }>(
      tx,
      sql`select indexname as name, indexdef as definition from pg_indexes
        where tablename = 'prompts' and indexdef like '%USING gin%'`,
    );
    for (const index of fullText) await tx.execute(sql.raw(`drop index ${index.name}`));
    const authorIds = await insertAccounts(tx);
    await tx.execute(sql`insert into categories (name, display_order)
      select name, n from unnest(${arrayParam([...DEMO_CATEGORIES])}::text[]) with ordinality as c(name, n)`);
    await tx.execute(sql`insert into tags (name) select unnest(${arrayParam([...DEMO_TAGS])}::text[])`);
    const categoryIds = await ids(tx, sql`select id from categories order by display_order`);
    const tagIds = await ids(tx, sql`select id from tags order by id`);
    const nextPrompt = promptMaker(vocabulary, random);
    const pickAuthor = skewed(authorIds.length, random);
    const now = Date.now() / 1000;
    for (let start = 1; start <= count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, i) => start + i);
      const columns = {
        id: [] as number[],
        title: [] as string[],
        content: [] as string[],
        preview: [] as string[],
        status: [] as string[],
        trending: [] as boolean[],
        featured: [] as boolean[],
        isNew: [] as boolean[],
        uses: [] as number[],
        author: [] as number[],
        created: [] as number[],
        taxonomy: [] as string[],
        language: [] as string[],
      };
      const links = {
        categoryPrompt: [] as number[],
        category: [] as number[],
        tagPrompt: [] as number[],
        tag: [] as number[],
      };
      for (const id of batch) {
        const draft = random() < 0.05;
        const { categories, tags, ...prompt } = nextPrompt();
        columns.id.push(id);
        columns.language.push(prompt.language);
        columns.title.push(prompt.title);
        columns.content.push(prompt.content);
        columns.preview.push(prompt.preview);
        columns.status.push(draft ? 'draft' : 'published');
        columns.trending.push(random() < 0.02);
        columns.featured.push(random() < 0.01);
        columns.isNew.push(random() < 0.03);
        columns.uses.push(Math.floor(Math.exp(random() * random() * 8)) - 1);
        columns.author.push(authorIds[pickAuthor(random)] as number);
        columns.created.push(now - SPAN_SECONDS * (1 - id / count) - random() * 60);
        columns.taxonomy.push(
          [...categories.map((c) => DEMO_CATEGORIES[c]), ...tags.map((t) => DEMO_TAGS[t])].join(' '),
        );
        for (const c of categories) {
          links.categoryPrompt.push(id);
          links.category.push(categoryIds[c] as number);
        }
        for (const t of tags) {
          links.tagPrompt.push(id);
          links.tag.push(tagIds[t] as number);
        }
        if (!draft) publishedIds.push(id);
      }
      await tx.execute(sql`
        insert into prompts (id, title, content, preview_text, status, trending, featured, is_new, uses_count,
          created_by, created_at, updated_at, taxonomy_text, language)
        overriding system value
        select id, title, content, preview, status, trending, featured, is_new, uses, author,
          to_timestamp(created), to_timestamp(created), taxonomy, language
        from unnest(${arrayParam(columns.id)}::int[], ${arrayParam(columns.title)}::text[],
          ${arrayParam(columns.content)}::text[], ${arrayParam(columns.preview)}::text[], ${arrayParam(columns.status)}::text[],
          ${arrayParam(columns.trending)}::bool[], ${arrayParam(columns.featured)}::bool[], ${arrayParam(columns.isNew)}::bool[],
          ${arrayParam(columns.uses)}::int[], ${arrayParam(columns.author)}::int[], ${arrayParam(columns.created)}::float8[],
          ${arrayParam(columns.taxonomy)}::text[], ${arrayParam(columns.language)}::text[])
          as t(id, title, content, preview, status, trending, featured, is_new, uses, author, created, taxonomy,
            language)`);
      await tx.execute(sql`insert into prompt_categories (prompt_id, category_id)
        select * from unnest(${arrayParam(links.categoryPrompt)}::int[], ${arrayParam(links.category)}::int[])`);
      await tx.execute(sql`insert into prompt_tags (prompt_id, tag_id)
        select * from unnest(${arrayParam(links.tagPrompt)}::int[], ${arrayParam(links.tag)}::int[])`);
      // The words search_words would take row by row, taken once from the batch's distinct tokens: the
      // parser splits at spaces, so the words of the tokens are those of the texts. Each token is read
      // on its own: joined, a batch's tokens can pass the 1 MB a tsvector may hold.
      const tokens = new Set<string>();
      for (const text of [columns.title, columns.preview, columns.taxonomy, columns.content]) {
        for (const value of text) for (const token of value.split(/\s+/)) tokens.add(token);
      }
      await tx.execute(sql`insert into search_words (word)
        select distinct word from unnest(${arrayParam([...tokens])}::text[]) token, search_words_of(token) word
        order by word
        on conflict (word) do nothing`);
      await tx.execute(sql`select count_new_prompts(${arrayParam(columns.id)}::int[])`);
    }
    await tx.execute(sql`alter table prompts enable trigger prompts_search_words_insert`);
    for (const index of fullText) await tx.execute(sql.raw(index.definition));
    await tx.execute(sql`select setval(pg_get_serial_sequence('prompts', 'id'), ${count})`);
  });
  // What autovacuum does on a live server: visibility map and statistics, so plans are realistic.
  await db.execute(sql`vacuum analyze`);
  return { publishedIds };
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The ids a statement returns (`returning id`). */
export async function ids(db: Db, query: SQL): Promise<number[]> {
  return (await rows<{ id: number }>(db, query)).map((row) => row.id);
}
