// Every list of prompts: the paged lists (library-wide and the caller's own), search, and the
// unpaged category and tag lists. Each page is one paged query plus one count query, and the page's
// category and tag names load in one more (prompt-rows.ts), whatever the page size.
import type {
  ListScopeParam,
  Prompt,
  PromptListQuery,
  PromptPage,
  Sort,
  SortField,
} from '@prompt-lib/contract';
import { and, asc, type Column, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, type Preparable, queryRowsPrepared, runPrepared } from '../../db/client.ts';
import { categories, promptCategories, promptCounts, prompts, promptTags, tags } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { refreshPopularity } from '../popularity/repository.ts';
import { countPrompts, type PromptRow, toPrompts } from './prompt-rows.ts';
import { promptRowsInOrder } from './repository.ts';
import { searchPrompts } from './search.ts';
import { inScope, type KeptCount, keptCount, listedFor, type Reader } from './visibility.ts';

export type PromptFlag = 'trending' | 'featured' | 'isNew';

/**
 * Which prompts a list draws from: the caller's own (every status), or the published prompts `reader`
 * may see (visibility.ts) within the query's `scope`; `popular` keeps those copied in the last 7 days;
 * `author` keeps those another account created (its public profile, issue 29).
 */
export type ListScope = {
  reader: Reader;
  ownerId?: number;
  author?: number;
  flag?: PromptFlag;
  popular?: boolean;
};

const ALL: ListScopeParam = { kind: 'all' };

/** A list's query; without a scope, everything the reader may see. */
export type ListQuery = Omit<PromptListQuery, 'scope'> & {
  scope?: ListScopeParam;
  /** The reader's language (issue 31): among equally good matches of a search, its prompts first. */
  readerLanguage?: string;
};

/** The unpaged category and tag lists answer at most this many prompts, the most recent first. */
export const TAXONOMY_LIST_CAP = 100;

const sortColumns: Record<SortField, Column | SQL> = {
  createdAt: prompts.createdAt,
  updatedAt: prompts.updatedAt,
  // Case-insensitive, as a reader expects ("alpha" before "Bravo"); indexed on lower(title).
  title: sql`lower(${prompts.title})`,
  rating: prompts.rating,
  usesCount: prompts.usesCount,
  // Epoch-normalised decayed copies (modules/popularity): orders as the decayed count does.
  popular: prompts.popularity,
};

/**
 * The caller's sorts (default newest first), then the prompt id so that equal values still page in a
 * stable order. `columns` lets a list sort a field by another column (saved prompts: when saved).
 */
export function orderBy(sorts: Sort[], columns: Partial<Record<SortField, Column | SQL>> = {}): SQL[] {
  const chosen: Sort[] = sorts.length > 0 ? sorts : [{ field: 'createdAt', direction: 'desc' }];
  const order = chosen.flatMap(({ field, direction }) => {
    const column = columns[field] ?? sortColumns[field];
    const by = direction === 'asc' ? asc : desc;
    // updatedAt is empty until a first edit; never-edited prompts go last either way.
    if (field === 'updatedAt') return [sql`${column} ${sql.raw(direction)} nulls last`];
    // Equal means break by how many ratings stand behind them (then newest, below).
    if (field === 'rating') return [by(column), by(prompts.ratingCount)];
    return [by(column)];
  });
  // Equal ratings and equal popularity (most often none) then show the newest first.
  const tied = chosen.some((sort) => sort.field === 'rating' || sort.field === 'popular');
  const newest = tied && !chosen.some((sort) => sort.field === 'createdAt') ? [desc(prompts.createdAt)] : [];
  return [...order, ...newest, desc(prompts.id)];
}

/** Category or tag by id (all digits) or by name, case-insensitively. */
function namedIn(table: typeof categories | typeof tags, idOrName: string): SQL {
  if (/^\d+$/.test(idOrName)) {
    const id = Number(idOrName);
    return isStorableId(id) ? eq(table.id, id) : sql`false`;
  }
  return sql`lower(${table.name}) = lower(${withoutNul(idOrName)})`;
}

export function inCategory(idOrName: string): SQL {
  return inArray(
    prompts.id,
    sql`(select pc.prompt_id from ${promptCategories} pc join ${categories} on ${categories.id} = pc.category_id where ${namedIn(categories, idOrName)})`,
  );
}

export function withTag(idOrName: string): SQL {
  return inArray(
    prompts.id,
    sql`(select pt.prompt_id from ${promptTags} pt join ${tags} on ${tags.id} = pt.tag_id where ${namedIn(tags, idOrName)})`,
  );
}

/**
 * The prompt_counts key of a published list filtered by at most one flag, category or tag (the lists
 * the explorer, landing and dashboards page through), else null: other lists are counted row by row.
 */
function countKey(scope: ListScope, query: ListQuery): SQL | null {
  // No counts are kept per language: such a list is counted from prompts_language_published_idx.
  if (scope.ownerId !== undefined || scope.author !== undefined || scope.popular || query.language) {
    return null;
  }
  const filters = [scope.flag, query.category, query.tag].filter((value) => value !== undefined);
  if (filters.length > 1) return null;
  if (scope.flag) return sql`${scope.flag}`;
  const taxonomyKey = (prefix: string, table: typeof categories | typeof tags, idOrName: string) =>
    sql`${prefix} || (select id from ${table} where ${namedIn(table, idOrName)})`;
  if (query.category) return taxonomyKey('category:', categories, query.category);
  if (query.tag) return taxonomyKey('tag:', tags, query.tag);
  return sql`'published'`;
}

/**
 * A list's count from the kept counts of `key` (one per visibility the reader sees), plus the rows of
 * `kept.rest` that `filters` select.
 */
async function countedPrompts(db: Db, key: SQL, kept: KeptCount, filters: SQL[]): Promise<number> {
  const keys = kept.prefixes.map((prefix) => sql`${prefix} || ${key}`);
  const keptSum =
    keys.length > 0
      ? sql`coalesce((select sum(n) from ${promptCounts} where key in (${sql.join(keys, sql`, `)})), 0)`
      : sql`0`;
  const rest = kept.rest
    ? sql`(select count(*) from ${prompts} where ${and(kept.rest, ...filters)})`
    : sql`0`;
  const [row] = await queryRowsPrepared<{ n: number }>(db, sql`select (${keptSum} + ${rest})::int as n`);
  return row?.n ?? 0;
}

function listFilters(scope: ListScope, query: ListQuery): SQL[] {
  if (scope.ownerId !== undefined) return [eq(prompts.createdBy, scope.ownerId), ...narrowing(scope, query)];
  return [
    listedFor(scope.reader),
    inScope(query.scope ?? ALL, scope.reader),
    ...narrowing(scope, query),
  ].filter((filter) => filter !== undefined);
}

/**
 * What narrows a list beyond who may see it: an author, a flag, "Popular now", a category, a tag, a
 * language.
 */
function narrowing(scope: ListScope, query: ListQuery): SQL[] {
  return [
    scope.author !== undefined ? eq(prompts.createdBy, scope.author) : undefined,
    scope.flag ? eq(prompts[scope.flag], true) : undefined,
    scope.popular ? sql`${prompts.popularity} > 0` : undefined,
    query.category ? inCategory(query.category) : undefined,
    query.tag ? withTag(query.tag) : undefined,
    query.language ? eq(prompts.language, query.language) : undefined,
  ].filter((filter) => filter !== undefined);
}

/** The ids of a page (without a search text): exported so a test can EXPLAIN what a list reads. */
export const pageIdsQuery = (db: Db, scope: ListScope, query: ListQuery) =>
  db
    .select({ id: prompts.id })
    .from(prompts)
    .where(and(...listFilters(scope, query)))
    .orderBy(...orderBy(query.sort))
    .limit(query.size)
    .offset(query.page * query.size);

/**
 * The rows of the prompts a select of ids finds, in its order: the ids in a statement of their own
 * (prepared by name), the rows by the prepared read by id (repository.ts). Selecting the rows' every
 * column and list with the filters, order and bounds, PostgreSQL planned it again at every run
 * (~0.8–1.7 ms, most of a first page's time).
 */
async function rowsOfIds(db: Db, ids: Preparable<{ id: number }[]>): Promise<PromptRow[]> {
  const found = await runPrepared(db, ids);
  return promptRowsInOrder(
    db,
    found.map((row) => row.id),
  );
}

/**
 * A page of prompts. With a search text, the order and matching of search.ts (the caller's sort
 * orders the matches outside the title); else the caller's sort, default newest first. A popular list
 * or sort first takes expired copies out of the popularity (at most once a minute, at `now`).
 */
export async function listPrompts(
  db: Db,
  scope: ListScope,
  query: ListQuery,
  now: Date = new Date(),
): Promise<PromptPage> {
  if (scope.popular || query.sort.some((sort) => sort.field === 'popular')) await refreshPopularity(db, now);
  const filters = listFilters(scope, query);
  const order = orderBy(query.sort);
  const search = withoutNul(query.search ?? '').trim();
  const kept = scope.ownerId === undefined ? keptCount(query.scope ?? ALL, scope.reader) : null;
  if (search) {
    const wholeLibrary = kept && narrowing(scope, query).length === 0 ? kept : null;
    const readable = kept ?? keptCount(ALL, scope.reader);
    const request = { filters, order, kept: wholeLibrary, readable, owner: scope.ownerId, ...query };
    const { rows, totalCount, totalCountExact } = await searchPrompts(db, search, request);
    return { list: toPrompts(rows, scope.reader), totalCount, totalCountExact };
  }
  const key = kept && countKey(scope, query);
  const totalCount =
    kept && key
      ? await countedPrompts(db, key, kept, narrowing(scope, query))
      : await countPrompts(db, and(...filters));
  if (totalCount === 0) return { list: [], totalCount };
  // The page's ids first: a deep page skips its offset in an index (index-only for the default
  // sort), and only the page's own rows are read.
  const rows = await rowsOfIds(db, pageIdsQuery(db, scope, query));
  return { list: toPrompts(rows, scope.reader), totalCount };
}

/**
 * Published prompts of one category or tag that `reader` may see (in one `language`, when given),
 * newest first, capped; null when it does not exist.
 */
export async function listByTaxonomy(
  db: Db,
  kind: 'category' | 'tag',
  idOrName: string,
  reader: Reader,
  language?: string,
): Promise<Prompt[] | null> {
  const table = kind === 'category' ? categories : tags;
  const [found] = await runPrepared(
    db,
    db.select({ id: table.id }).from(table).where(namedIn(table, idOrName)).limit(1),
  );
  if (!found) return null;
  const id = String(found.id);
  const rows = await rowsOfIds(
    db,
    db
      .select({ id: prompts.id })
      .from(prompts)
      .where(
        and(
          listedFor(reader),
          kind === 'category' ? inCategory(id) : withTag(id),
          language ? eq(prompts.language, language) : undefined,
        ),
      )
      .orderBy(...orderBy([]))
      .limit(TAXONOMY_LIST_CAP),
  );
  return toPrompts(rows, reader);
}
