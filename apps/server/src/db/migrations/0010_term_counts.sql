-- Keeps, for every word (lexeme) of a published prompt, how many published prompts hold it: in
-- search_vector under the prompt_counts key 'term:<lexeme>', in the title under 'title:<lexeme>'.
-- A one-word search over the whole library is then counted with two lookups, where counting its
-- matches visits every matching row (a word in 40 % of 100,000 prompts: ~25 ms). Statement-level,
-- so a bulk load or the rename of a category that thousands of prompts share is one grouped upsert;
-- rows are upserted in key order, the order in which every writer locks them, so two writers cannot
-- deadlock on them.
CREATE FUNCTION prompt_word_keys(words tsvector, title_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'term:' || lexeme FROM unnest(tsvector_to_array(words)) AS lexeme
  UNION ALL
  SELECT 'title:' || lexeme FROM unnest(tsvector_to_array(to_tsvector('english', title_text))) AS lexeme;
$$;
--> statement-breakpoint
CREATE FUNCTION prompts_word_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT key, count(*)::int FROM new_rows, prompt_word_keys(search_vector, title) AS key
    WHERE status = 'published' GROUP BY key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT key, -count(*)::int FROM old_rows, prompt_word_keys(search_vector, title) AS key
    WHERE status = 'published' GROUP BY key ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSE
    -- Only rows whose words or publication changed (a usage count or a flag moves no word; a new
    -- title is a new search_vector).
    WITH changed AS (
      SELECT o.search_vector AS old_vector, o.title AS old_title, o.status = 'published' AS counted_before,
        n.search_vector AS new_vector, n.title AS new_title, n.status = 'published' AS counted_after
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_vector IS DISTINCT FROM n.search_vector OR o.status IS DISTINCT FROM n.status
    ), moves AS (
      SELECT key, 1 AS delta FROM changed, prompt_word_keys(new_vector, new_title) AS key WHERE counted_after
      UNION ALL
      SELECT key, -1 FROM changed, prompt_word_keys(old_vector, old_title) AS key WHERE counted_before
    )
    INSERT INTO prompt_counts (key, n)
    SELECT key, sum(delta)::int FROM moves GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_word_count_insert AFTER INSERT ON prompts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_word_count_trigger();
--> statement-breakpoint
CREATE TRIGGER prompts_word_count_update AFTER UPDATE ON prompts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_word_count_trigger();
--> statement-breakpoint
CREATE TRIGGER prompts_word_count_delete AFTER DELETE ON prompts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_word_count_trigger();
--> statement-breakpoint
-- Counts for a database that already has prompts.
INSERT INTO prompt_counts (key, n)
SELECT key, count(*)::int FROM prompts, prompt_word_keys(search_vector, title) AS key
WHERE status = 'published' GROUP BY key;
