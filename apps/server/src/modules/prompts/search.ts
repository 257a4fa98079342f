// Search: which prompts a text matches and in what order. First full-text: websearch_to_tsquery
// (quotes, -word and OR work, and any other character is just text; it never raises a syntax error)
// against search_vector. Only when that finds nothing, the search is retried with
// corrected words, so a typo ("marketng") or a word prefix ("summar") still finds something. The
// corrections come from search_words (every word of the prompts and of category and tag names,
// kept by a trigger), as pg_trgm's documentation suggests: a trigram lookup in that table, as small
// as the library's vocabulary, then the same indexed full-text search with each query word as a
// prefix or its closest known word: every word, as the search itself wants, and only when those
// never meet, any of them.
//
// Order: prompts whose title matches come first, best ts_rank first (a title hit outranks one in
// the content; past 500 title matches, these too in the caller's sort); the other matches follow in
// the caller's sort. Ranking every match would read every matching row, tens of thousands for a
// common word; this way a page ranks at most 500 title matches and walks the caller's sort index
// for the rest. A one-word search of the whole library is counted from the word's kept counts
// (prompt_counts 'term:<word>' and 'title:<word>', migration 0010); other counts are answered
// from GIN indexes.
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { promptCounts, prompts } from '../../db/schema.ts';
import { type PromptRow, selectPrompts } from './prompt-rows.ts';
import type { KeptCount } from './visibility.ts';

/** Title matches are ranked by ts_rank up to this many; more follow the caller's sort. */
const MAX_RANKED_TITLE_MATCHES = 500;
/** Only the first words of a long text are corrected. */
const MAX_CORRECTED_WORDS = 8;
/** A shorter prefix ("su:*") would match a large share of every vocabulary. */
const MIN_PREFIX_LENGTH = 3;
/**
 * Matches are read by walking the sort's index only when there are at least this many per row the
 * page reaches: with 100,000 prompts a walk then passes at most ~2,000 rows.
 */
const WALK_MIN_SHARE = 50;
/** A lexeme in a tsquery's text ('word', quotes doubled inside), with its prefix mark (:*). */
const TSQUERY_LEXEME = "'((?:[^']|'')*)'(?::(\\*))?";
/** A whole tsquery that is one plain lexeme: no prefix, weight, phrase or operator. */
const ONE_LEXEME = "^'(?:[^']|'')*'$";

export type SearchPage = { rows: PromptRow[]; totalCount: number };
export type SearchRequest = {
  filters: SQL[];
  order: SQL[];
  page: number;
  size: number;
  /**
   * The filters select every published prompt the reader may see and nothing else: word counts apply,
   * as visibility.ts says for the reader (else null: counted row by row).
   */
  kept: KeptCount | null;
};

export async function searchPrompts(db: Db, text: string, request: SearchRequest): Promise<SearchPage> {
  const found = await pageOfMatches(db, sql`websearch_to_tsquery('english', ${text})`, request);
  if (found.totalCount > 0) return found;
  const corrected = await correctedQueries(db, text, request);
  if (!corrected) return found;
  const everyWord = await pageOfMatches(db, corrected.every, request);
  if (everyWord.totalCount > 0 || !corrected.any) return everyWord;
  return pageOfMatches(db, corrected.any, request);
}

async function pageOfMatches(db: Db, query: SQL, request: SearchRequest): Promise<SearchPage> {
  const { filters, order, page, size, kept } = request;
  const matching = sql`${prompts.searchVector} @@ ${query}`;
  const matches = and(...filters, matching);
  // The same expression as the index prompts_title_search_idx, so PostgreSQL answers it from there.
  const inTitle = sql`to_tsvector('english', ${prompts.title}) @@ ${query}`;
  // The same test on search_vector, where the title's words are the ones of weight A: cheap per
  // row, which is how the other matches are told apart (parsing each title again is not).
  const titleWeighted = sql`regexp_replace(${query}::text, ${TSQUERY_LEXEME}, ${"'\\1':\\2A"}, 'g')::tsquery`;
  const titleMatches = and(matches, inTitle);
  const { totalCount, titleCount } = await countMatches(db, query, {
    matches,
    titleMatches,
    tests: { matches: matching, titleMatches: and(matching, inTitle) as SQL },
    kept,
  });
  const offset = page * size;
  const rows: PromptRow[] = [];
  // Matches of a test on search_vector (`matchCount` of them) in the caller's sort. Many: walking the
  // sort's index meets one every few rows, so a page is quick; the test is then written as the
  // function behind @@, which no index answers, or PostgreSQL (which only guesses how many there
  // are) may collect thousands from the GIN index and sort them. Few: it might walk the whole index
  // looking for them; a first order key no index has (true for every row here) makes it collect
  // them with `indexed`, the same test in the form an index answers, and sort them instead. For the
  // title matches that is the title's own index: the search index holds no weights, so it would
  // hand over every prompt with the word anywhere, each to be read and tested again.
  const inSortOrder = (test: SQL, indexed: SQL, matchCount: number, skip: number, take: number) => {
    const walk = matchCount >= (skip + take) * WALK_MIN_SHARE;
    return selectPrompts(db)
      .where(and(...filters, walk ? sql`ts_match_vq(${prompts.searchVector}, ${test})` : indexed))
      .orderBy(...(walk ? [] : [indexed]), ...order)
      .limit(take)
      .offset(skip);
  };
  if (offset < titleCount) {
    // Ranking reads every title match: quick for a few hundred. Beyond that, the title matches too
    // follow the caller's sort.
    rows.push(
      ...(await (titleCount <= MAX_RANKED_TITLE_MATCHES
        ? selectPrompts(db)
            .where(titleMatches)
            .orderBy(sql`ts_rank(${prompts.searchVector}, ${query}) desc`, ...order)
            .limit(size)
            .offset(offset)
        : inSortOrder(titleWeighted, inTitle, titleCount, offset, size))),
    );
  }
  if (rows.length < size && offset + rows.length < totalCount) {
    const notInTitle = sql`(${query} && !!${titleWeighted})`;
    const skip = Math.max(0, offset - titleCount);
    const indexed = sql`${prompts.searchVector} @@ ${notInTitle}`;
    rows.push(...(await inSortOrder(notInTitle, indexed, totalCount - titleCount, skip, size - rows.length)));
  }
  return { rows, totalCount };
}

/**
 * How many prompts match, in all and in the title, in one statement. Over the whole library, when the
 * query is one plain word (not a prefix, phrase or combination), these are its kept counts
 * ('term:' and 'title:' and the word, per visibility the reader sees) and the rest the reader may
 * see counted row by row; otherwise they are counted. The rest is counted with the match `tests`
 * alone, without the filters it lies within (the reader's visibility): their `or` would have
 * PostgreSQL go through every match of a common word rather than through the rest's few thousand.
 */
async function countMatches(
  db: Db,
  query: SQL,
  {
    matches,
    titleMatches,
    tests,
    kept,
  }: {
    matches?: SQL;
    titleMatches?: SQL;
    tests: { matches: SQL; titleMatches: SQL };
    kept: KeptCount | null;
  },
): Promise<{ totalCount: number; titleCount: number }> {
  // The word: the text between the quotes, doubled quotes made single again.
  const word = sql`replace(substr(q::text, 2, length(q::text) - 2), '''''', '''')`;
  const count = (where: SQL | undefined, test: SQL, keyPrefix: string) => {
    const counted = sql`(select count(*) from ${prompts} where ${where})`;
    if (!kept) return counted;
    const keys = kept.prefixes.map((prefix) => sql`${prefix + keyPrefix} || ${word}`);
    const keptSum =
      keys.length > 0
        ? sql`coalesce((select sum(n) from ${promptCounts} where key in (${sql.join(keys, sql`, `)})), 0)`
        : sql`0`;
    const rest = kept.rest ? sql`(select count(*) from ${prompts} where ${kept.rest} and ${test})` : sql`0`;
    return sql`case when q::text ~ ${ONE_LEXEME} then ${keptSum} + ${rest} else ${counted} end`;
  };
  const [row] = await queryRows<{ totalCount: number; titleCount: number }>(
    db,
    sql`select ${count(matches, tests.matches, 'term:')}::int as "totalCount", ${count(titleMatches, tests.titleMatches, 'title:')}::int as "titleCount"
    from (select ${query} as q) as parsed`,
  );
  return row ?? { totalCount: 0, titleCount: 0 };
}

/**
 * The text's words corrected, each read as a prefix or as its closest known spelling: `every` wants
 * each word (in one of its readings), as the search itself does; `any` (null for a single word)
 * takes one, for words that never meet. Null when the text has no word to correct. A prefix is kept
 * only when it finds something ("summar:*" does, "marketng:*" does not), so a plain typo becomes a
 * search for one known word. Words are letters and digits only, so "word:*" cannot carry tsquery
 * syntax, and known words go in through plainto_tsquery.
 */
async function correctedQueries(
  db: Db,
  text: string,
  request: SearchRequest,
): Promise<{ every: SQL; any: SQL | null } | null> {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_CORRECTED_WORDS);
  if (words.length === 0) return null;
  // One select per word, the word a constant in each, so that PostgreSQL plans each lookup on its
  // index. Each trigram operator in its own branch, column on the left (%> is <% turned round): the
  // form the trigram index answers. % is whole-word similarity (a typo: "resme" ~ "resume"), %> word
  // similarity to a part of the known word (a prefix: "spreadsh" ~ "spreadsheet").
  const found = await queryRows<{ word: string; similar: string | null; prefixFinds: boolean }>(
    db,
    sql.join(
      words.map(
        (word) => sql`(select ${word} as word, (
            select word from (
              select word from search_words where word % ${word}
              union
              select word from search_words where word %> ${word}
            ) close order by word <-> ${word}, word limit 1
          ) as similar, ${prefixFinds(word, request)} as "prefixFinds")`,
      ),
      sql` union all `,
    ),
  );
  // Per word, its readings: as a prefix, as the closest known word. A word the library holds as it
  // is typed is read as that word alone: its prefix would add every longer word for little ("take"
  // as "take:*" also finds "taken", "takeover"), and a lone word is counted from its kept counts
  // where a prefix is counted row by row (a common one: ~150 ms at 100,000 prompts). A word with no
  // reading is left out.
  const readings = found
    .map((row) =>
      row.similar === row.word
        ? [wordQuery(row.word)]
        : [
            ...(row.prefixFinds ? [prefixQuery(row.word)] : []),
            ...(row.similar === null ? [] : [wordQuery(row.similar)]),
          ],
    )
    .filter((alternatives) => alternatives.length > 0);
  if (readings.length === 0) return null;
  const either = (queries: SQL[]) => sql`(${sql.join(queries, sql` || `)})`;
  return {
    every: sql`(${sql.join(readings.map(either), sql` && `)})`,
    any: readings.length > 1 ? either(readings.flat()) : null,
  };
}

const prefixQuery = (word: string) => sql`to_tsquery('english', ${`${word}:*`})`;
const wordQuery = (word: string) => sql`plainto_tsquery('english', ${word})`;

/**
 * Whether any prompt the search may show holds a word starting with this one. Only a word that
 * full-text search leaves whole ("readab:*" stays "readab") is read as a start: one it takes an
 * ending off ("coing" becomes "co", "deas" "dea") was typed as a whole word, and the shorter stem
 * would match far more than was typed. Over the whole library, a range lookup among the kept word
 * counts: asked of the prompts, PostgreSQL expects an early hit and reads the whole table when there
 * is none.
 */
function prefixFinds(word: string, request: SearchRequest): SQL {
  if (word.length < MIN_PREFIX_LENGTH) return sql`false`;
  const stem = sql`substring(${prefixQuery(word)}::text from ${"^'(.*)':\\*$"})`;
  const { kept } = request;
  const inRows = (filters: SQL[]) =>
    sql`exists (select 1 from ${prompts}
        where ${and(...filters, sql`${prompts.searchVector} @@ ${prefixQuery(word)}`)})`;
  if (!kept) return sql`(${stem} = ${word} and ${inRows(request.filters)})`;
  const inCounts = kept.prefixes.map(
    (prefix) => sql`exists (select 1 from ${promptCounts}
        where ${promptCounts.key} like ${`${prefix}term:`} || ${stem} || '%' and ${promptCounts.n} > 0)`,
  );
  const found = [...inCounts, ...(kept.rest ? [inRows([kept.rest])] : [])];
  return sql`(${stem} = ${word} and (${found.length > 0 ? sql.join(found, sql` or `) : sql`false`}))`;
}
