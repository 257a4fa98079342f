-- An import's batch counts its words in prompt_counts itself, as it adds them to search_words
-- (migration 0023): the batch's keys ('term:' and 'title:' of each word, behind its visibility) are
-- counted from the vectors prepareBatch makes, on a connection of its own while the previous batch is
-- written, and writeBatch adds them with add_word_counts in the batch's transaction. In a transaction
-- that sets promptlib.bulk_words the insert's word-count trigger skips. Counting sorts ~114,000 keys
-- for 1,000 prompts; it leaves the path every batch waits on.
CREATE FUNCTION add_word_counts(keys text[], counts integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO prompt_counts (key, n)
  SELECT key, n FROM unnest(keys, counts) AS t(key, n) ORDER BY key COLLATE "C"
  ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_word_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    IF current_setting('promptlib.bulk_words', true) = 'on' THEN RETURN NULL; END IF;
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key) COLLATE "C", count(*)::int FROM new_rows, prompt_word_keys(search_vector) AS key
    WHERE status = 'published' AND hidden_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key) COLLATE "C", -count(*)::int FROM old_rows, prompt_word_keys(search_vector) AS key
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
      SELECT visibility_key(new_visibility, key) COLLATE "C" AS key, 1 AS delta
        FROM changed, prompt_word_keys(new_vector) AS key WHERE counted_after
      UNION ALL
      SELECT visibility_key(old_visibility, key) COLLATE "C", -1
        FROM changed, prompt_word_keys(old_vector) AS key WHERE counted_before
    )
    INSERT INTO prompt_counts (key, n)
    SELECT key, sum(delta)::int FROM moves GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
