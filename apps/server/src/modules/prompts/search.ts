// Search: which prompts a text matches and in what order. First full-text: websearch_to_tsquery
// (quotes, -word and OR work, and any other character is just text; it never raises a syntax error)
// against search_vector, in the text-search configuration of each language the library's prompts
// are written in, and in character pairs for Chinese, Japanese and Korean (library_tsquery,
// migrations 0047 and 0048): German prompts are found whatever form of a word is typed, in any
// interface. Only when that finds nothing, the search is retried with corrected words, so a typo
// ("marketng") or a word prefix ("summar") still finds something. The corrections come from
// search_words (every word of the prompts and of category and tag names, kept by a trigger), as
// pg_trgm's documentation suggests: a trigram lookup in that table, as small as the library's
// vocabulary, then the same indexed full-text search with each query word as a prefix or its
// closest known word: every word, as the search itself wants, and only when those never meet, any
// of them.
//
// Order: prompts whose title matches come first, those in the reader's language first, then best
// ts_rank first (a title hit outranks one in the content; past 100 title matches, these too in the
// caller's sort); the other matches follow in
// the caller's sort. Ranking every match would read every matching row, tens of thousands for a
// common word; this way a page ranks at most 100 title matches and walks the caller's sort index
// for the rest. A one-word search of the whole library is counted from the word's kept counts
// (prompt_counts 'term:<word>' and 'title:<word>', migration 0010): exactly when the word reads the
// same in every language the library holds, else at least as many as its most found reading (see
// countMatches); other counts are counted from GIN indexes up to a bound (COUNT_BOUND, countCap),
// past which totalCount is that bound. Either way a lower bound past the bound, which still tells
// exactly whether another page exists.
import { and, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows, queryRowsPrepared } from '../../db/client.ts';
import { promptCounts, prompts, publishedAndShown } from '../../db/schema.ts';
import { arrayParam } from '../../db/values.ts';
import type { PromptRow } from './prompt-rows.ts';
import { promptRowsInOrder } from './repository.ts';
import type { KeptCount } from './visibility.ts';

/**
 * Title matches are ranked by ts_rank up to this many; more follow the caller's sort. Ranking reads
 * each one's words (~10 µs a match): ~350 title matches of a common word took ~5.5 ms ranked, ~2 ms
 * in the caller's sort from the title's index (at 100,000 prompts); the order among that many title
 * matches, each naming the word, says little anyway.
 */
const MAX_RANKED_TITLE_MATCHES = 100;
/**
 * Matches counted one by one (a query the kept word counts do not answer) are counted up to this
 * many, or further for a deep page (see countCap); past it, totalCount is that bound.
 */
const COUNT_BOUND = 1_000;
/** Only the first words of a long text are corrected. */
const MAX_CORRECTED_WORDS = 8;
/** A shorter prefix ("su:*") would match a large share of every vocabulary. */
const MIN_PREFIX_LENGTH = 3;
/**
 * What a row passed walking the sort's index costs (its words tested) against a match collected from
 * a search index (its row read to be sorted). A page reaching `end` rows walks ~end × library / matches
 * rows and collects every match, so matches are walked only when matches² ≥ WALK_COST × end × library
 * (walkMin). Measured at 100,000 prompts, 12 rows of a word's matches outside the title: of 718
 * matches, walking took ~8.5 ms and collecting ~2.9; of ~1,500 both ~4; of ~3,000 walking ~1.3 and
 * collecting ~8.8 (a cost of ~1.9). At a million, 12 title matches of 1,455: walking ~8,200 rows ~23
 * ms, collecting ~2 ms; of 3,821, walking ~4 ms, collecting ~5 ms, and ~25 ms the first time: the
 * rows a walk passes are the newest, read by every walk, where those collected lie anywhere in a
 * table larger than PostgreSQL's buffers. A fixed share (a match every 50 rows, the rule before)
 * walked ~10 times as many rows there.
 */
const WALK_COST = 1;
/**
 * A deep page's matches are counted this many per row it reaches (countCap), so that a deep page too
 * tells many matches (walked) from few (collected). Counting further for the first page cost more
 * than it saved: a common word's bitmap goes lossy and each of its rows is tested again (~470 ms
 * for 4,787 matches at a million).
 */
const COUNT_PER_ROW = 50;
/** A lexeme in a tsquery's text ('word', quotes doubled inside), with its prefix mark (:*). */
const TSQUERY_LEXEME = /'((?:[^']|'')*)'(?::(\*))?/g;
/** A whole tsquery of plain lexemes (no prefix, weight, phrase or "&") of which any matches. */
const LEXEMES_ANY = /^'(?:[^']|'')*'(?: \| '(?:[^']|'')*')*$/;

/** A page of matches; totalCountExact: false when totalCount is a lower bound (see countMatches). */
export type SearchPage = { rows: PromptRow[]; totalCount: number; totalCountExact: boolean };
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
  /**
   * How the published prompts the reader may see where the search looks are counted (visibility.ts
   * keptCount): the rows a walk of the sort's index reads, whose index tests their visibility, for
   * choosing how to read the matches (walkMin). Null: not known, and the matches are walked.
   */
  readable: KeptCount | null;
  /** The reader's language: the ranked title matches in it come first (a word several languages share). */
  readerLanguage?: string;
  /** The filters select this account's own prompts, of every status (see `indexed`). */
  owner?: number;
};

/**
 * `words @@ query`, as the search indexes answer it. Those hold published prompts only: an owner's
 * search of their own prompts (every status) reads the published ones through them and the others
 * through prompts_unlisted_owner_idx. Written over the whole table, the test read every prompt of
 * the owner (~50 ms for 26,000 of them, several times a search). The second test is the function
 * behind @@, so that PostgreSQL does not take the two apart and lose the indexes.
 */
function indexed(request: SearchRequest, words: SQL, query: SQL): SQL {
  const test = sql`${words} @@ ${query}`;
  if (request.owner === undefined) return test;
  const published = publishedAndShown(prompts);
  return sql`((${published} and ${test})
    or (${prompts.createdBy} = ${request.owner} and not (${published}) and ts_match_vq(${words}, ${query})))`;
}

export async function searchPrompts(db: Db, text: string, request: SearchRequest): Promise<SearchPage> {
  // The text as PostgreSQL reads it, and in the same statement, when it is a query of plain words,
  // the kept counts of its words (keptCountsFound): a round trip less for most searches. Not when a
  // signed-in reader's rest is counted row by row: on the text as read in the statement, that
  // count is planned without knowing the words (searches ~7 % slower for a single signed-in
  // client). `offset 0` keeps the reading a subquery of its own: pulled up into the statement,
  // library_tsquery ran again for each use of its text, and again to plan them.
  // The size of the library the reader sees comes with it, for choosing how to read the matches.
  const kept = request.kept && !request.kept.rest ? request.kept : null;
  const libraryKeys = (request.readable?.prefixes ?? []).map((prefix) => `${prefix}published`);
  const read = sql`select library_tsquery(${text})::text as text, (select coalesce(sum(${promptCounts.n}), 0)
    from ${promptCounts} where ${promptCounts.key} = any(${arrayParam(libraryKeys)}::text[]))::int as library`;
  const [parsed] = await queryRowsPrepared<{ text: string | null; library: number } & Partial<KeptRow>>(
    db,
    kept
      ? sql`select parsed.text, parsed.library, ${keptCountsFound(kept, sql`parsed.text`)} as found, 0 as total,
          0 as title from (${read} offset 0) as parsed`
      : read,
  );
  const counted = kept ? (parsed as KeptRow | undefined) : undefined;
  const library = parsed?.library ?? 0;
  const found = await pageOfMatches(db, parsed?.text ?? '', request, { library, counted });
  if (found.totalCount > 0) return found;
  const wordTexts = await correctedWords(db, text, request);
  if (!wordTexts) return found;
  const everyWord = await pageOfMatches(db, joinedQuery(wordTexts, '&'), request, { library });
  if (everyWord.totalCount > 0 || wordTexts.length === 1) return everyWord;
  // No prompt holds two of the words: for two, the matches of each, counted apart, add up to those
  // of either.
  const apart = wordTexts.map(plainLexemes);
  const plain = apart.every((lexemes) => lexemes !== null);
  // Plain words joined without brackets, as PostgreSQL writes them, stay a query of plain words.
  const any = plain ? wordTexts.join(' | ') : joinedQuery(wordTexts, '|');
  return pageOfMatches(db, any, request, {
    library,
    apart: plain && apart.length === 2 ? (apart as string[][]) : undefined,
  });
}

/**
 * Queries' texts joined by a tsquery operator, as PostgreSQL's && and || write them: the corrected
 * words' queries are read once, each in its own statement's row, and joined here (joined in SQL,
 * each word's query was read again for every operator it stood in).
 */
const joinedQuery = (texts: string[], operator: '&' | '|') =>
  texts.length === 1 ? (texts[0] as string) : texts.map((text) => `( ${text} )`).join(` ${operator} `);

/** The words of a query of plain words any of which matches ('think' | 'thinks'); else null. */
function plainLexemes(text: string): string[] | null {
  if (!LEXEMES_ANY.test(text)) return null;
  return [
    ...new Set(Array.from(text.matchAll(TSQUERY_LEXEME), (found) => (found[1] ?? '').replaceAll("''", "'"))),
  ];
}

/**
 * A page of the prompts that match a query (its text, as PostgreSQL reads it). `library`: how many
 * published prompts the reader sees (SearchRequest `readable`). `apart`: the lexemes of the query's parts that no prompt holds two of (each
 * part a word, read in the library's languages), whose kept counts then add up. `counted`: the
 * query's kept counts, read already.
 */
async function pageOfMatches(
  db: Db,
  text: string,
  request: SearchRequest,
  { library, apart, counted }: { library: number; apart?: string[][]; counted?: KeptRow },
): Promise<SearchPage> {
  // The statements below take the query as read, and plain words are told here, so that each
  // statement is only the one it needs (planning a statement with every way in it took ~2.5 ms of a
  // ~3 ms count).
  if (text === '') return { rows: [], totalCount: 0, totalCountExact: true };
  const query = sql`${text}::tsquery`;
  const { filters, order, page, size, kept, readerLanguage } = request;
  const matching = indexed(request, sql`${prompts.searchVector}`, query);
  const matches = and(...filters, matching);
  // The title's words in the prompt's language (weight A in search_vector), as the index
  // prompts_title_words_idx holds them (migration 0054), so PostgreSQL answers it from there.
  const inTitle = indexed(request, sql`ts_filter(${prompts.searchVector}, '{a}')`, query);
  // The same test written into the query, each of its words wanting weight A: what the walks of the
  // sort's index below test each row with.
  const titleWeighted = sql`${text.replace(TSQUERY_LEXEME, (_, word: string, prefix = '') => `'${word}':${prefix}A`)}::tsquery`;
  // Found through the title's index: the whole text's test is written as the function behind @@,
  // which no index answers, or PostgreSQL may pick the search index instead, which hands over every
  // prompt with the word anywhere, each then to be tested for its title.
  const titleMatches = and(...filters, inTitle, sql`ts_match_vq(${prompts.searchVector}, ${query})`);
  const offset = page * size;
  const cap = countCap(offset + size);
  const { totalCount, titleCount, totalCountExact, stopped } = await countMatches(db, text, {
    matches,
    titleMatches,
    tests: { matches: matching, inTitle },
    kept,
    apart,
    counted,
    cap,
    // A lower bound is enough when it tells what the page needs: whether another page exists, and
    // (of the title matches) whether the page lies among them and too many of them to rank.
    enough: { totalCount: cap, titleCount: Math.max(offset + size, MAX_RANKED_TITLE_MATCHES + 1) },
  });
  // The page's ids first, each part (title matches, then the others) in its order and all in one
  // statement, an array a part; then their rows, read by the prepared statement that reads prompts
  // by id (repository.ts), which has no plan to make: planning a statement that selects the rows'
  // every column and list took ~1–2 ms of PostgreSQL's time per part.
  const idsOf = (where: SQL | undefined, orderBy: SQL[], skip: number, take: number) =>
    sql`array(${db
      .select({ id: prompts.id })
      .from(prompts)
      .where(where)
      .orderBy(...orderBy)
      .limit(take)
      .offset(skip)})`;
  // Whether matches of a test (`matchCount` of them) are many enough to be met by walking the
  // caller's sort's index (walkMin); else they are collected and sorted. A count that `stopped` at
  // its bound may be any larger: walked, as collecting every match of a common word would read tens
  // of thousands of rows. (A kept count's lower bound is at most a few times short: see keptCounts.)
  const many = (matchCount: number, stopped: boolean, skip: number, take: number) =>
    stopped || matchCount >= walkMin(skip + take, library);
  // An order key true for every row, which no index has: put first, the matches are collected and
  // sorted rather than met by walking the sort's index.
  const collected = sql`${prompts.id} > 0`;
  // Walking: the test on search_vector is written as the function behind @@, which no index answers,
  // or PostgreSQL (which only guesses how many there are) may collect thousands from the GIN index
  // and sort them.
  const walked = (test: SQL, skip: number, take: number) =>
    idsOf(and(...filters, sql`ts_match_vq(${prompts.searchVector}, ${test})`), order, skip, take);
  const parts: SQL[] = [];
  // How many of the page are title matches: exactly known, as the counts are where the page goes past
  // them (a lower bound of the title matches reaches the page's end; see countMatches).
  const fromTitle = Math.max(0, Math.min(size, titleCount - offset));
  if (fromTitle > 0) {
    // Ranking reads every title match: quick for a hundred. Beyond that, the title matches too
    // follow the caller's sort: walked, or else collected from the title's own index (a first order
    // key no index has, true for every row here, keeps PostgreSQL from walking the whole sort index
    // looking for them; a cheap one).
    if (titleCount <= MAX_RANKED_TITLE_MATCHES) {
      const inReaderLanguage = readerLanguage ? [sql`(${prompts.language} = ${readerLanguage}) desc`] : [];
      parts.push(
        idsOf(
          titleMatches,
          [...inReaderLanguage, sql`ts_rank(${prompts.searchVector}, ${query}) desc`, ...order],
          offset,
          size,
        ),
      );
    } else if (many(titleCount, stopped.title, offset, size)) {
      parts.push(walked(titleWeighted, offset, size));
    } else {
      parts.push(idsOf(and(...filters, inTitle), [collected, ...order], offset, size));
    }
  }
  if (fromTitle < size && offset + fromTitle < totalCount) {
    const skip = Math.max(0, offset - titleCount);
    const take = size - fromTitle;
    if (many(totalCount - titleCount, stopped.total, skip, take)) {
      parts.push(walked(sql`(${query} && !!${titleWeighted})`, skip, take));
    } else {
      // Few: collected from the search index by the plain word test, which the index answers whole
      // (the test with weights had every match's words read: ~8 ms for ~700), less the title
      // matches, found once from the title's index. Those are the matches whose title matches as
      // well: a title match outside the matches is no match to leave out. The first order key, as
      // above, keeps PostgreSQL from walking the sort's index instead: it guesses several hundred
      // matches for a rare word read in a few languages ('litig' | 'litigation'), and walked
      // ~50,000 rows for 13 (~100 ms).
      parts.push(
        idsOf(
          and(
            matches,
            sql`${prompts.id} not in (select ${prompts.id} from ${prompts} where ${and(...filters, inTitle)})`,
          ),
          [collected, ...order],
          skip,
          take,
        ),
      );
    }
  }
  if (parts.length === 0) return { rows: [], totalCount, totalCountExact };
  // A column a part, in the parts' order: arrays of different lengths make no array of arrays.
  const [found] = await queryRowsPrepared<Record<string, number[]>>(
    db,
    sql`select ${sql.join(
      parts.map((part, i) => sql`${part} as ${sql.identifier(`part${i}`)}`),
      sql`, `,
    )}`,
  );
  const rows = await promptRowsInOrder(db, Object.values(found ?? {}).flat());
  return { rows, totalCount, totalCountExact };
}

/**
 * How many matches a page ending at `end` is best met with by walking the sort's index through a
 * library of `library` prompts: fewer are collected and sorted (see WALK_COST).
 */
const walkMin = (end: number, library: number) => Math.ceil(Math.sqrt(WALK_COST * end * library));

/**
 * How far matches are counted one by one for a page ending at `end`. Past it the counts are lower
 * bounds, which is all the page needs: whether another page exists (the bound passes the page's
 * end), whether the title matches are few enough to rank (it passes MAX_RANKED_TITLE_MATCHES), and
 * whether they are many enough to be met by walking the sort's index (a count that reaches the
 * bound, or walkMin).
 * Counting a common pair of words to the end read every match's row (~3,500 rows, ~10 ms at 100,000
 * prompts), for a number no screen shows.
 */
const countCap = (end: number) => Math.max(COUNT_BOUND, end * COUNT_PER_ROW);

/**
 * How many prompts match, in all and in the title. Over the whole library, for a query of plain
 * words any of which matches (one word as the library's languages read it, 'think' | 'thinks'; not
 * a prefix, phrase or combination), these come from the words' kept counts (keptCountsOf), read
 * already (`counted`) or read here: exact when at most one of the words is found, else the most
 * found of them, a lower bound (a prompt may hold several) that serves when it reaches `enough` of
 * its kind. Whatever they leave open is counted, up to `cap`, in a statement of its own, so that
 * PostgreSQL plans only the one it runs.
 */
async function countMatches(
  db: Db,
  text: string,
  {
    matches,
    titleMatches,
    tests,
    kept,
    apart,
    counted,
    cap,
    enough,
  }: {
    matches?: SQL;
    titleMatches?: SQL;
    tests: Tests;
    kept: KeptCount | null;
    /** Parts of the query (their lexemes) no prompt holds two of; see pageOfMatches. */
    apart?: string[][];
    /** The query's kept counts, read already; else read here. */
    counted?: KeptRow;
    cap: number;
    enough: { totalCount: number; titleCount: number };
  },
): Promise<Counts> {
  const lexemes = plainLexemes(text);
  const row =
    kept && lexemes
      ? (counted ?? (await queryRowsPrepared<KeptRow>(db, keptCountsOf(kept, text, tests)))[0])
      : undefined;
  const known = kept && lexemes && row ? keptCounts(row, lexemes, kept, apart, enough) : {};
  if (known.total && known.title)
    return {
      totalCount: known.total.n,
      titleCount: known.title.n,
      totalCountExact: known.total.exact,
      stopped: { total: false, title: false },
    };
  const capped = (where: SQL | undefined, count: Count | undefined) =>
    count?.n ?? sql`(select count(*) from (select from ${prompts} where ${where} limit ${cap}) as capped)`;
  const [countRow] = await queryRowsPrepared<{ totalCount: number; titleCount: number }>(
    db,
    sql`select ${capped(matches, known.total)}::int as "totalCount",
      ${capped(titleMatches, known.title)}::int as "titleCount"`,
  );
  const { totalCount = 0, titleCount = 0 } = countRow ?? {};
  return {
    totalCount,
    titleCount,
    totalCountExact: known.total?.exact ?? totalCount < cap,
    stopped: { total: !known.total && totalCount >= cap, title: !known.title && titleCount >= cap },
  };
}

/**
 * How many match, in all and in the title; totalCountExact: false when totalCount is a lower bound.
 * `stopped`: which of the two were counted row by row up to their bound, and may be any larger.
 */
type Counts = {
  totalCount: number;
  titleCount: number;
  totalCountExact: boolean;
  stopped: { total: boolean; title: boolean };
};
/** A query's tests, without the filters around them: its match anywhere, and in the title. */
type Tests = { matches: SQL; inTitle: SQL };
/** A count, exact or at least `n`. */
type Count = { n: number; exact: boolean };
/** What keptCountsOf reads: the counts found under the words' keys, and the rest's counts. */
type KeptRow = { found: Record<string, number>; total: number; title: number };

const countKey = (prefix: string, kind: 'term' | 'title', lexeme: string) => `${prefix}${kind}:${lexeme}`;

/**
 * The kept counts of the words of a query of plain words (none for another query), whose text is
 * `queryText` (SQL: a parameter, or the column of the statement that reads the query), as a JSON
 * object by key: each word's 'term:' and 'title:' keys per visibility the reader sees
 * (`kept.prefixes`).
 */
function keptCountsFound(kept: KeptCount, queryText: SQL): SQL {
  const textOf = sql`(${queryText})::text`;
  // A query of plain words ('a' | 'b') written without its bars is the tsvector of its words ('a' 'b').
  const words = sql`case when ${textOf} ~ ${LEXEMES_ANY.source}
    then tsvector_to_array(replace(${textOf}, ' | ', ' ')::tsvector) end`;
  const keyStarts = kept.prefixes.flatMap((prefix) => [
    countKey(prefix, 'term', ''),
    countKey(prefix, 'title', ''),
  ]);
  return sql`(select coalesce(json_object_agg(key, n), '{}') from ${promptCounts}
    where key = any(array(select start || word from unnest(${words}) as word,
      unnest(${arrayParam(keyStarts)}::text[]) as start)))`;
}

/**
 * A statement reading the kept counts of a query of plain words (its `text`), plus the prompts of
 * `kept.rest` it matches, counted row by row with the match `tests` alone, without the filters it
 * lies within (the reader's visibility): their `or` would have PostgreSQL go through every match of
 * a common word rather than through the rest's.
 */
function keptCountsOf(kept: KeptCount, text: string, tests: Tests): SQL {
  const rest = kept.rest
    ? sql`(select count(*)::int as total, (count(*) filter (where ${tests.inTitle}))::int as title
        from ${prompts} where ${kept.rest} and ${tests.matches})`
    : sql`(select 0 as total, 0 as title)`;
  return sql`select ${keptCountsFound(kept, sql`${text}`)} as found, rest.total, rest.title from ${rest} as rest`;
}

/** The counts the kept word counts (`row`) answer (see countMatches); undefined: to be counted. */
function keptCounts(
  row: KeptRow,
  lexemes: string[],
  kept: KeptCount,
  apart: string[][] | undefined,
  enough: { totalCount: number; titleCount: number },
): { total?: Count; title?: Count } {
  // The counts of those of `words` found (each a reading's count: a prompt may hold several).
  const foundCounts = (kind: 'term' | 'title', words: string[]) =>
    words
      .map((lexeme) =>
        kept.prefixes.reduce((sum, prefix) => sum + (row.found[countKey(prefix, kind, lexeme)] ?? 0), 0),
      )
      .filter((n) => n > 0);
  const counted = (kind: 'term' | 'title', restCount: number, atLeast: number): Count | undefined => {
    const perPart = apart?.map((part) => foundCounts(kind, part));
    if (perPart?.every((counts) => counts.length <= 1))
      return { n: perPart.reduce((sum, counts) => sum + (counts[0] ?? 0), restCount), exact: true };
    const perWord = foundCounts(kind, lexemes);
    if (perWord.length <= 1) return { n: (perWord[0] ?? 0) + restCount, exact: true };
    const most = Math.max(...perWord) + restCount;
    return most >= atLeast ? { n: most, exact: false } : undefined;
  };
  return {
    total: counted('term', row.total, enough.totalCount),
    title: counted('title', row.title, enough.titleCount),
  };
}

/**
 * The text's words corrected, each read as a prefix or as its closest known spelling: per word, in
 * the text's order, the text of one query of its readings, as PostgreSQL writes a tsquery. Null when
 * the text has no word to correct. A prefix is kept only when it finds something ("summar:*" does,
 * "marketng:*" does not), so a plain typo becomes a search for one known word. Words are letters and
 * digits only, so "word:*" cannot carry tsquery syntax, and known words are read by library_tsquery,
 * as the search text itself is.
 */
async function correctedWords(db: Db, text: string, request: SearchRequest): Promise<string[] | null> {
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_CORRECTED_WORDS);
  if (words.length === 0) return null;
  // A word the library holds as it is typed is read as that word alone: its prefix would add every
  // longer word for little ("take" as "take:*" also finds "taken", "takeover"), and a lone word is
  // counted from its kept counts where a prefix is counted row by row (a common one: ~150 ms at
  // 100,000 prompts). Those are found first, by the table's key, and read in the same statement: two
  // words of the library that never meet are both known, and planning the trigram lookups below took
  // ~5 ms of PostgreSQL's time.
  const readingsOf = new Map(
    (
      await queryRows<{ word: string; reading: string }>(
        db,
        sql`select word, library_tsquery(word)::text as reading from search_words
          where word = any(${arrayParam(words)}::text[])`,
      )
    ).map((row) => [row.word, [row.reading]]),
  );
  const unknown = words.filter((word) => !readingsOf.has(word));
  // One select per word, the word a constant in each, so that PostgreSQL plans each lookup on its
  // index. Each trigram operator in its own branch, column on the left (%> is <% turned round): the
  // form the trigram index answers. % is whole-word similarity (a typo: "resme" ~ "resume"), %> word
  // similarity to a part of the known word (a prefix: "spreadsh" ~ "spreadsheet"). The closest word
  // is read once it is chosen (the limit keeps the subquery whole).
  const found =
    unknown.length === 0
      ? []
      : await queryRows<{ word: string; similar: string | null; prefix: string | null }>(
          db,
          sql.join(
            unknown.map(
              (word) => sql`(select ${word} as word, (
            select library_tsquery(closest.word)::text from (
              select word from (
                select word from search_words where word % ${word}
                union
                select word from search_words where word %> ${word}
              ) close order by word <-> ${word}, word limit 1
            ) as closest
          ) as similar, case when ${prefixFinds(word, request)} then (${prefixQuery(word)})::text end as prefix)`,
            ),
            sql` union all `,
          ),
        );
  for (const row of found)
    readingsOf.set(
      row.word,
      [row.prefix, row.similar].filter((text) => text !== null),
    );
  // Per word, in the text's order, the query of its readings (a word with none is left out): a known
  // word as itself; another as a prefix, and as the closest known word.
  const readings = words
    .map((word) => (readingsOf.get(word) ?? []).filter((reading) => reading !== ''))
    .filter((alternatives) => alternatives.length > 0);
  if (readings.length === 0) return null;
  return readings.map((alternatives) => joinedQuery(alternatives, '|'));
}

const prefixQuery = (word: string) => sql`to_tsquery('english', ${`${word}:*`})`;

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
        where ${and(...filters, indexed(request, sql`${prompts.searchVector}`, prefixQuery(word)))})`;
  if (!kept) return sql`(${stem} = ${word} and ${inRows(request.filters)})`;
  const inCounts = kept.prefixes.map(
    (prefix) => sql`exists (select 1 from ${promptCounts}
        where ${promptCounts.key} like ${`${prefix}term:`} || ${stem} || '%' and ${promptCounts.n} > 0)`,
  );
  const found = [...inCounts, ...(kept.rest ? [inRows([kept.rest])] : [])];
  return sql`(${stem} = ${word} and (${found.length > 0 ? sql.join(found, sql` or `) : sql`false`}))`;
}
