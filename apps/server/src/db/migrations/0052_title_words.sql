-- A title's words are read in the prompt's own language, as the rest of its words are (migration
-- 0047): the words of weight A in its search_vector, its title read in its language's configuration
-- and the title's character pairs. They were the title read as English, so a German title's
-- "Verträge" was not a title match of "Vertrag", though the prompt was found by it; and the walk of
-- a common word's matches, which tells title matches by weight A, could disagree with the title
-- count, which read English. Both the title index (search.ts) and the kept title counts
-- ('title:<word>', migration 0010) now read the same words.
-- The functions it calls are named with their schema: PostgreSQL 17 (PGlite) builds an index with
-- the search path pg_catalog alone.
CREATE FUNCTION prompt_title_vector(language text, title text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT to_tsvector(public.prompt_ts_config(language), coalesce(title, ''))
    || to_tsvector('simple', public.cjk_bigrams(title))
$$;
--> statement-breakpoint
DROP INDEX prompts_title_search_idx;
--> statement-breakpoint
CREATE INDEX prompts_title_search_idx ON prompts USING gin (prompt_title_vector(language, title))
  WITH (gin_pending_list_limit = 1024) WHERE status = 'published' AND hidden_at IS NULL;
--> statement-breakpoint
CREATE FUNCTION prompt_word_keys(words tsvector) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'term:' || lexeme FROM unnest(tsvector_to_array(words)) AS lexeme
  UNION ALL
  SELECT 'title:' || lexeme FROM unnest(tsvector_to_array(ts_filter(words, '{a}'))) AS lexeme;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_word_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key), count(*)::int FROM new_rows, prompt_word_keys(search_vector) AS key
    WHERE status = 'published' AND hidden_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key), -count(*)::int FROM old_rows, prompt_word_keys(search_vector) AS key
    WHERE status = 'published' AND hidden_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSE
    -- Only rows whose words, publication, hiding or visibility changed (a usage count or a flag moves
    -- no word; a new title is a new search_vector).
    WITH changed AS (
      SELECT o.search_vector AS old_vector, o.visibility AS old_visibility,
        o.status = 'published' AND o.hidden_at IS NULL AS counted_before,
        n.search_vector AS new_vector, n.visibility AS new_visibility,
        n.status = 'published' AND n.hidden_at IS NULL AS counted_after
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_vector IS DISTINCT FROM n.search_vector OR o.status IS DISTINCT FROM n.status
        OR o.visibility IS DISTINCT FROM n.visibility OR (o.hidden_at IS NULL) <> (n.hidden_at IS NULL)
    ), moves AS (
      SELECT visibility_key(new_visibility, key) AS key, 1 AS delta
        FROM changed, prompt_word_keys(new_vector) AS key WHERE counted_after
      UNION ALL
      SELECT visibility_key(old_visibility, key), -1
        FROM changed, prompt_word_keys(old_vector) AS key WHERE counted_before
    )
    INSERT INTO prompt_counts (key, n)
    SELECT key, sum(delta)::int FROM moves GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION prompt_word_keys(tsvector, text);
--> statement-breakpoint
DELETE FROM prompt_counts WHERE key LIKE 'title:%' OR key LIKE 'internal:title:%' OR key LIKE 'private:title:%';
--> statement-breakpoint
INSERT INTO prompt_counts (key, n)
SELECT visibility_key(visibility, key), count(*)::int
FROM prompts, prompt_word_keys(search_vector) AS key
WHERE status = 'published' AND hidden_at IS NULL AND key LIKE 'title:%'
GROUP BY 1;
