-- search_vector becomes a column a trigger keeps instead of a generated one, for two reasons: an
-- import's batch can have its vectors made on a connection of its own, alongside the previous
-- batch's write as its words are (migration 0023), and hand them in; and an update that leaves the
-- text alone (a usage count, a flag, a rating) no longer parses the whole prompt again. The vector is
-- the same expression as before. One handed in is taken only on a bulk writer's insert (in a
-- transaction that sets promptlib.bulk_words); every other write makes its own.
CREATE FUNCTION prompt_search_vector(title text, preview_text text, taxonomy_text text, content text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A')
    || setweight(to_tsvector('english', coalesce(preview_text, '')), 'B')
    || setweight(to_tsvector('english', coalesce(taxonomy_text, '')), 'B')
    || setweight(to_tsvector('english', coalesce(content, '')), 'C');
$$;
--> statement-breakpoint
ALTER TABLE prompts ALTER COLUMN search_vector DROP EXPRESSION;
--> statement-breakpoint
CREATE FUNCTION prompts_search_vector_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.search_vector IS NOT NULL
    AND current_setting('promptlib.bulk_words', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.search_vector := prompt_search_vector(NEW.title, NEW.preview_text, NEW.taxonomy_text, NEW.content);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_search_vector BEFORE INSERT OR UPDATE OF title, preview_text, taxonomy_text, content, search_vector
  ON prompts FOR EACH ROW EXECUTE FUNCTION prompts_search_vector_trigger();
