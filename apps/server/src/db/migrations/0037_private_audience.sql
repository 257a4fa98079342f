-- Who reads a prompt besides its visibility, on the prompt itself (issue 28): its owner and those it
-- is shared with by name as minus their user id, its groups as their id. A signed-in reader's
-- private prompts are then those whose audience meets theirs (their groups, minus their id), which
-- one index answers together with a search's words: counting a one-word search's private rest read
-- each of the reader's shared prompts (~1,100 per group in the benchmark's team library, ~9 ms);
-- from the index it reads the matches alone (modules/prompts/visibility.ts keptCount).
ALTER TABLE "prompts" ADD COLUMN "audience" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
CREATE FUNCTION prompt_audience(prompt_id integer, owner_id integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT -owner_id WHERE owner_id IS NOT NULL
    UNION SELECT coalesce(s.group_id, -s.user_id) FROM prompt_shares s WHERE s.prompt_id = prompt_audience.prompt_id
    ORDER BY 1);
$$;
--> statement-breakpoint
CREATE FUNCTION prompts_audience_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.audience := prompt_audience(NEW.id, NEW.created_by);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_audience BEFORE INSERT OR UPDATE OF created_by ON prompts
  FOR EACH ROW EXECUTE FUNCTION prompts_audience_trigger();
--> statement-breakpoint
-- Per statement, so that sharing many prompts at once updates each of them once.
CREATE FUNCTION prompt_shares_audience_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT n.prompt_id FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT o.prompt_id FROM old_rows o);
  ELSE
    UPDATE prompts p SET audience = prompt_audience(p.id, p.created_by)
      WHERE p.id IN (SELECT n.prompt_id FROM new_rows n UNION SELECT o.prompt_id FROM old_rows o);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompt_shares_audience_insert AFTER INSERT ON prompt_shares
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_shares_audience_trigger();
--> statement-breakpoint
CREATE TRIGGER prompt_shares_audience_update AFTER UPDATE ON prompt_shares
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_shares_audience_trigger();
--> statement-breakpoint
CREATE TRIGGER prompt_shares_audience_delete AFTER DELETE ON prompt_shares
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prompt_shares_audience_trigger();
--> statement-breakpoint
-- The existing prompts: only the audience changes, which moves no word and no count, so the
-- statement triggers that look for such moves (each row's text compared: ~13 s at 100,000) are
-- left out of this one update.
ALTER TABLE prompts DISABLE TRIGGER prompts_word_count_update;
--> statement-breakpoint
ALTER TABLE prompts DISABLE TRIGGER prompts_search_words_update;
--> statement-breakpoint
UPDATE prompts SET audience = prompt_audience(id, created_by);
--> statement-breakpoint
ALTER TABLE prompts ENABLE TRIGGER prompts_word_count_update;
--> statement-breakpoint
ALTER TABLE prompts ENABLE TRIGGER prompts_search_words_update;
--> statement-breakpoint
CREATE INDEX "prompts_private_search_idx" ON "prompts" USING gin ("search_vector","audience") WHERE "prompts"."status" = 'published' and "prompts"."visibility" = 'private';
