-- The kept counts and the search words are compared byte by byte (COLLATE "C"), not by the
-- database's locale. Neither is ever shown in their order: they are looked up by key, by a key's
-- start (LIKE 'term:readab%') and by trigrams. Under a locale (C.UTF-8, en_US.UTF-8) every
-- comparison of their B-trees calls strcoll; an import's batch of 1,000 prompts sorts ~114,000 keys
-- and looks up ~32,000 of them in prompt_counts (its word-count trigger took ~0.5 s a batch, a third
-- of writing it). Byte order also lets the primary key answer the start-of-key lookups, so the
-- pattern index of migration 0011 goes.
-- prompt_counts is written by updates of n alone: with a fifth of each page left free, an update
-- stays on its page (a HOT update), adds nothing to the index, and the page's dead versions are
-- pruned as it fills, where without free room every update adds an index entry and the table grows
-- until it is vacuumed.
ALTER TABLE prompt_counts SET (fillfactor = 80), ALTER COLUMN key TYPE text COLLATE "C";
--> statement-breakpoint
DROP INDEX prompt_counts_key_pattern_idx;
--> statement-breakpoint
ALTER TABLE search_words ALTER COLUMN word TYPE text COLLATE "C";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_word_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
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
