-- Keeps search_words current: every word of a new or changed title or taxonomy_text (the prompt's
-- category and tag names, rewritten on every rename) is added in the same transaction. Words are
-- never removed: a word whose prompts are gone only makes a typo search try a word that finds
-- nothing, and the table stays as small as the library's vocabulary. Words of three or more
-- letters only: numbers and short words have too few trigrams to be matched by similarity.
CREATE FUNCTION search_words_of(words text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', words))) AS word
  WHERE length(word) >= 3 AND word !~ '[[:digit:][:punct:]]';
$$;
--> statement-breakpoint
CREATE FUNCTION prompts_search_words_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_words_of(NEW.title || ' ' || NEW.taxonomy_text)
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_search_words AFTER INSERT OR UPDATE OF title, taxonomy_text ON prompts FOR EACH ROW
  EXECUTE FUNCTION prompts_search_words_trigger();
--> statement-breakpoint
-- Words of a database that already has prompts.
INSERT INTO search_words (word)
SELECT DISTINCT word FROM prompts, search_words_of(title || ' ' || taxonomy_text) AS word
ON CONFLICT (word) DO NOTHING;
