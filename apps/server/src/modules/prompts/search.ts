// Search: which prompts a text matches and in what order. First full-text: websearch_to_tsquery
// (quotes, -word and OR work, and any other character is just text; it never raises a syntax error)
// against the generated search_vector. Only when that finds nothing, the search is retried with
// corrected words, so a typo ("marketng") or a word prefix ("summar") still finds something. The
// corrections come from search_words (the words of titles and category and tag names, kept by a
// trigger), as pg_trgm's documentation suggests: a trigram lookup in that small table, then the same
// indexed full-text search with each query word as a prefix or any of its closest known words.
//
// Order: prompts whose title matches come first, best ts_rank first (a title hit outranks one in
// the content); the other matches follow in the caller's sort. Ranking every match would read every
// matching row, tens of thousands for a common word; this way a page reads the title matches (few)
// and walks the caller's sort index for the rest, and both counts are answered from GIN indexes.
import { and, not, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { prompts } from '../../db/schema.ts';
import { countPrompts, type PromptRow, selectPrompts } from './prompt-rows.ts';

/** Only the first words of a long text are corrected; each gets at most this many similar words. */
const MAX_CORRECTED_WORDS = 8;
const SIMILAR_WORDS_PER_WORD = 2;
/** A shorter prefix ("su:*") would match a large share of every vocabulary. */
const MIN_PREFIX_LENGTH = 3;
/**
 * The other matches are read by walking the sort's index only when there are at least this many
 * per row the page reaches: with 100,000 prompts a walk then passes at most ~2,000 rows.
 */
const WALK_MIN_SHARE = 50;
/** A lexeme in a tsquery's text ('word', quotes doubled inside), with its prefix mark (:*). */
const TSQUERY_LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";

export type SearchPage = { rows: PromptRow[]; totalCount: number };
export type SearchRequest = { filters: SQL[]; order: SQL[]; page: number; size: number };

export async function searchPrompts(db: Db, text: string, request: SearchRequest): Promise<SearchPage> {
  const found = await pageOfMatches(db, sql`websearch_to_tsquery('english', ${text})`, request);
  if (found.totalCount > 0) return found;
  const corrected = await correctedQuery(db, text);
  return corrected ? pageOfMatches(db, corrected, request) : found;
}

async function pageOfMatches(db: Db, query: SQL, request: SearchRequest): Promise<SearchPage> {
  const { filters, order, page, size } = request;
  const matches = and(...filters, sql`${prompts.searchVector} @@ ${query}`);
  // The same expression as the index prompts_title_search_idx, so PostgreSQL answers it from there.
  const inTitle = sql`to_tsvector('english', ${prompts.title}) @@ ${query}`;
  // The same test on search_vector, where the title's words are the ones of weight A: cheap per
  // row, which is how the other matches are told apart (parsing each title again is not).
  const titleWeighted = sql`regexp_replace(${query}::text, ${TSQUERY_LEXEME}, ${"'\\1':\\2A"}, 'g')::tsquery`;
  const notInTitle = not(sql`${prompts.searchVector} @@ ${titleWeighted}`);
  const [totalCount, titleCount] = await Promise.all([
    countPrompts(db, matches),
    countPrompts(db, and(matches, inTitle)),
  ]);
  const offset = page * size;
  const rows: PromptRow[] = [];
  if (offset < titleCount) {
    rows.push(
      ...(await selectPrompts(db)
        .where(and(matches, inTitle))
        .orderBy(sql`ts_rank(${prompts.searchVector}, ${query}) desc`, ...order)
        .limit(size)
        .offset(offset)),
    );
  }
  const restCount = totalCount - titleCount;
  if (rows.length < size && offset + rows.length < totalCount) {
    // Many other matches: walking the sort's index meets one every few rows, so a page is quick.
    // Few: PostgreSQL cannot know that (it guesses the share of title matches), and might walk the
    // whole index looking for them; a first order key no index has (true for every row here) makes
    // it collect them from the GIN index and sort them instead.
    const collect = restCount < (offset + size) * WALK_MIN_SHARE;
    rows.push(
      ...(await selectPrompts(db)
        .where(and(matches, notInTitle))
        .orderBy(...(collect ? [sql`${prompts.searchVector} @@ ${query}`] : []), ...order)
        .limit(size - rows.length)
        .offset(Math.max(0, offset - titleCount))),
    );
  }
  return { rows, totalCount };
}

/**
 * A tsquery for any word of the text as a prefix or one of its closest known spellings; null when
 * the text has no word to correct. Words are letters and digits only, so "word:*" cannot carry
 * tsquery syntax, and known words go in through plainto_tsquery.
 */
async function correctedQuery(db: Db, text: string): Promise<SQL | null> {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_CORRECTED_WORDS);
  if (words.length === 0) return null;
  // Each operator in its own branch, column on the left (%> is <% turned round): the form the
  // trigram index answers. % is whole-word similarity (a typo: "resme" ~ "resume"), %> word
  // similarity to a part of the known word (a prefix: "spreadsh" ~ "spreadsheet").
  const similar = await queryRows<{ word: string }>(
    db,
    sql`select distinct s.word from (values ${sql.join(
      words.map((word) => sql`(${word})`),
      sql`, `,
    )}) as q(word)
    cross join lateral (
      select word from (
        select word from search_words where word % q.word
        union
        select word from search_words where word %> q.word
      ) close order by word <-> q.word, word limit ${SIMILAR_WORDS_PER_WORD}
    ) s`,
  );
  const alternatives = [
    ...words
      .filter((word) => word.length >= MIN_PREFIX_LENGTH)
      .map((word) => sql`to_tsquery('english', ${`${word}:*`})`),
    ...similar.map(({ word }) => sql`plainto_tsquery('english', ${word})`),
  ];
  return alternatives.length > 0 ? sql`(${sql.join(alternatives, sql` || `)})` : null;
}
