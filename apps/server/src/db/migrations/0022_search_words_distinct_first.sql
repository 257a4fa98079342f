-- The words of new or changed prompts for search_words (migration 0013), found faster: the tokens of
-- all the statement's rows are made distinct first, so the filter runs once per distinct token (a
-- few thousand for a batch of imported prompts) rather than once per token of every prompt (a few
-- hundred thousand), and words the table already has are skipped before the insert is tried. The
-- words found are the same.
CREATE FUNCTION add_search_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT token FROM (
    SELECT DISTINCT token FROM unnest(texts) AS t(text), unnest(tsvector_to_array(to_tsvector('simple', text))) AS token
  ) tokens
  WHERE length(token) >= 3 AND token !~ '[[:digit:][:punct:]]'
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = tokens.token)
  ORDER BY token
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement; an update adds the words of
  -- the rows whose text changed (a usage count or a flag adds none).
  IF TG_OP = 'INSERT' THEN
    PERFORM add_search_words(ARRAY(SELECT prompt_text(n) FROM new_rows n));
  ELSE
    PERFORM add_search_words(ARRAY(
      SELECT prompt_text(n) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE prompt_text(n) IS DISTINCT FROM prompt_text(o)));
  END IF;
  RETURN NULL;
END $$;
