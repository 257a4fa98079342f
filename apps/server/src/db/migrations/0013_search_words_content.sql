-- search_words takes the words of every part of a prompt (content and preview text too), so a
-- misspelt word that only a prompt's content holds is corrected as well. The trigger becomes
-- statement-level: a bulk load or a category rename adds the distinct words of all its rows at once.
DROP TRIGGER prompts_search_words ON prompts;
--> statement-breakpoint
DROP FUNCTION prompts_search_words_trigger();
--> statement-breakpoint
CREATE FUNCTION prompt_text(p prompts) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' ', p.title, p.preview_text, p.taxonomy_text, p.content);
$$;
--> statement-breakpoint
CREATE FUNCTION prompts_search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement; an update adds the words of
  -- the rows whose text changed (a usage count or a flag adds none).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT word FROM new_rows n, search_words_of(prompt_text(n)) AS word ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT word
    FROM new_rows n JOIN old_rows o ON o.id = n.id, search_words_of(prompt_text(n)) AS word
    WHERE prompt_text(n) IS DISTINCT FROM prompt_text(o) ORDER BY word
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_search_words_insert AFTER INSERT ON prompts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_search_words_trigger();
--> statement-breakpoint
CREATE TRIGGER prompts_search_words_update AFTER UPDATE ON prompts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION prompts_search_words_trigger();
--> statement-breakpoint
-- Words of a database that already has prompts.
INSERT INTO search_words (word)
SELECT DISTINCT word FROM prompts p, search_words_of(prompt_text(p)) AS word
ON CONFLICT (word) DO NOTHING;
