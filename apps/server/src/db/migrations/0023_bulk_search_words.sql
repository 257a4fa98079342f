-- A bulk writer (an import's batch) may add its prompts' words to search_words itself, with
-- add_search_words (migration 0022) on a connection of its own before the batch is written, so that
-- PostgreSQL finds the words of one batch while it writes the previous one: in a transaction that
-- sets promptlib.bulk_words, the insert trigger skips. A batch that commits has its words; one that
-- fails may leave words no prompt holds, which only offers a correction that finds nothing.
CREATE OR REPLACE FUNCTION prompts_search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement; an update adds the words of
  -- the rows whose text changed (a usage count or a flag adds none).
  IF TG_OP = 'INSERT' THEN
    IF current_setting('promptlib.bulk_words', true) = 'on' THEN RETURN NULL; END IF;
    PERFORM add_search_words(ARRAY(SELECT prompt_text(n) FROM new_rows n));
  ELSE
    PERFORM add_search_words(ARRAY(
      SELECT prompt_text(n) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE prompt_text(n) IS DISTINCT FROM prompt_text(o)));
  END IF;
  RETURN NULL;
END $$;
