-- Search that understands the language a prompt is written in (issue 31). A prompt's words are
-- stemmed with PostgreSQL's text-search configuration for its language, where there is one (these
-- are the Snowball configurations both PostgreSQL and PGlite ship), else kept as written ('simple');
-- category and tag names stay English, as they were. Chinese, Japanese and Korean write no spaces
-- between words, so their text is also indexed as overlapping pairs of characters ("日本語" is
-- "日本 本語"), which a query written in those scripts is matched on (modules/prompts/search.ts).
CREATE FUNCTION prompt_ts_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (CASE language
    WHEN 'en' THEN 'english' WHEN 'ar' THEN 'arabic' WHEN 'hy' THEN 'armenian' WHEN 'eu' THEN 'basque'
    WHEN 'ca' THEN 'catalan' WHEN 'da' THEN 'danish' WHEN 'nl' THEN 'dutch' WHEN 'fi' THEN 'finnish'
    WHEN 'fr' THEN 'french' WHEN 'de' THEN 'german' WHEN 'el' THEN 'greek' WHEN 'hi' THEN 'hindi'
    WHEN 'hu' THEN 'hungarian' WHEN 'id' THEN 'indonesian' WHEN 'ga' THEN 'irish' WHEN 'it' THEN 'italian'
    WHEN 'lt' THEN 'lithuanian' WHEN 'ne' THEN 'nepali' WHEN 'no' THEN 'norwegian' WHEN 'nb' THEN 'norwegian'
    WHEN 'nn' THEN 'norwegian' WHEN 'pt' THEN 'portuguese' WHEN 'ro' THEN 'romanian' WHEN 'ru' THEN 'russian'
    WHEN 'sr' THEN 'serbian' WHEN 'es' THEN 'spanish' WHEN 'sv' THEN 'swedish' WHEN 'ta' THEN 'tamil'
    WHEN 'tr' THEN 'turkish' WHEN 'yi' THEN 'yiddish'
    ELSE 'simple' END)::regconfig
$$;
--> statement-breakpoint
-- The character pairs of a text's runs of Han, kana and Hangul ('' when it has none: most texts).
CREATE FUNCTION cjk_bigrams(body text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(substr(run, i, 2), ' '), '')
  FROM regexp_matches(coalesce(body, ''), '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g')
    AS found(parts),
    LATERAL (SELECT parts[1] AS run) AS runs,
    LATERAL generate_series(1, greatest(char_length(run) - 1, 1)) AS i
$$;
--> statement-breakpoint
CREATE FUNCTION prompt_search_vector(language text, title text, preview_text text, taxonomy_text text, content text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector(prompt_ts_config(language), coalesce(title, '')), 'A')
    || setweight(to_tsvector(prompt_ts_config(language), coalesce(preview_text, '')), 'B')
    || setweight(to_tsvector('english', coalesce(taxonomy_text, '')), 'B')
    || setweight(to_tsvector(prompt_ts_config(language), coalesce(content, '')), 'C')
    || setweight(to_tsvector('simple', cjk_bigrams(title)), 'A')
    || setweight(to_tsvector('simple', cjk_bigrams(preview_text)), 'B')
    || setweight(to_tsvector('simple', cjk_bigrams(content)), 'C');
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.search_vector IS NOT NULL
    AND current_setting('promptlib.bulk_words', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := prompt_search_vector(NEW.language, NEW.title, NEW.preview_text, NEW.taxonomy_text, NEW.content);
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER prompts_search_vector ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_search_vector
  BEFORE INSERT OR UPDATE OF title, preview_text, taxonomy_text, content, search_vector, language
  ON prompts FOR EACH ROW EXECUTE FUNCTION prompts_search_vector_trigger();
--> statement-breakpoint
DROP FUNCTION prompt_search_vector(text, text, text, text);
--> statement-breakpoint
-- The configurations of the languages the library's published prompts are written in, English always
-- among them: one index probe per language (a loose scan of prompts_language_published_idx).
CREATE FUNCTION library_ts_configs() RETURNS SETOF regconfig LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH RECURSIVE languages(language) AS (
    (SELECT language FROM prompts WHERE status = 'published' AND hidden_at IS NULL ORDER BY language LIMIT 1)
    UNION ALL
    SELECT (SELECT p.language FROM prompts p
            WHERE p.status = 'published' AND p.hidden_at IS NULL AND p.language > l.language
            ORDER BY p.language LIMIT 1)
    FROM languages l WHERE l.language IS NOT NULL
  )
  SELECT prompt_ts_config(language) FROM languages WHERE language IS NOT NULL
  UNION SELECT 'english'::regconfig
$$;
--> statement-breakpoint
-- What a search text means in the library: its reading in each of those configurations (quotes,
-- -word and OR as websearch_to_tsquery reads them), and in Chinese, Japanese or Korean its first four
-- character pairs all present (a longer text is told apart by those already; each pair more is one
-- more list of the index to intersect); any reading matches. One reading is left as it is (so a single word is still
-- one plain lexeme, counted from the kept word counts); several are joined with "|".
CREATE FUNCTION library_tsquery(body text) RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(CASE WHEN count(*) = 1 THEN min(reading) ELSE string_agg('(' || reading || ')', ' | ') END, '')::tsquery
  FROM (
    SELECT DISTINCT websearch_to_tsquery(config, body)::text AS reading FROM library_ts_configs() AS config
    UNION
    SELECT string_agg(quote_literal(pair) || CASE WHEN char_length(pair) = 1 THEN ':*' ELSE '' END, ' & ')
    FROM (SELECT pair FROM regexp_split_to_table(cjk_bigrams(body), ' ') AS pair WHERE pair <> '' LIMIT 4) AS pairs
  ) AS readings
  WHERE reading IS NOT NULL AND reading <> ''
$$;
--> statement-breakpoint
-- Every prompt so far was English (migration 0046), whose words are read as before; those written
-- since in another language are read again in theirs.
UPDATE prompts SET search_vector = prompt_search_vector(language, title, preview_text, taxonomy_text, content)
WHERE language <> 'en';
