-- Reports and moderation (issue 29, modules/reports). A signed-in user reports a prompt, a comment or
-- a collection; admins work the queue and dismiss the report, hide the target or delete it. A hidden
-- prompt, comment or collection keeps its row with when, why and by whom (hidden_at, hidden_note,
-- hidden_by) and leaves every read but its owner's and admins' (modules/prompts/visibility.ts).
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"action" text,
	"note" text,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type" CHECK ("reports"."target_type" in ('prompt', 'comment', 'collection')),
	CONSTRAINT "reports_reason" CHECK ("reports"."reason" in ('spam', 'offensive', 'copyright', 'other')),
	CONSTRAINT "reports_status" CHECK ("reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What every list reads is "published and not hidden" (visibility.ts isPublished), so the partial
-- indexes on published prompts say so too, and the planner matches them as before. The index the
-- default order reads page ids from alone gains hidden_at, so that stays index-only.
DROP INDEX "prompts_search_published_idx";--> statement-breakpoint
CREATE INDEX "prompts_search_published_idx" ON "prompts" USING gin ("search_vector") WITH (gin_pending_list_limit=1024) WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "prompts_private_search_idx";--> statement-breakpoint
CREATE INDEX "prompts_private_search_idx" ON "prompts" USING gin ("search_vector","audience") WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null and "prompts"."visibility" = 'private';--> statement-breakpoint
DROP INDEX "prompts_title_search_idx";--> statement-breakpoint
CREATE INDEX "prompts_title_search_idx" ON "prompts" USING gin (to_tsvector('english', "title")) WITH (gin_pending_list_limit=1024) WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "prompts_popular_idx";--> statement-breakpoint
CREATE INDEX "prompts_popular_idx" ON "prompts" USING btree ("popularity","created_at","id") WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null;--> statement-breakpoint
DROP INDEX "prompts_published_id_idx";--> statement-breakpoint
CREATE INDEX "prompts_published_id_idx" ON "prompts" USING btree ("id","created_at","updated_at") WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null and "prompts"."visibility" = 'public';--> statement-breakpoint
DROP INDEX "prompts_status_created_id_idx";--> statement-breakpoint
CREATE INDEX "prompts_status_created_id_idx" ON "prompts" USING btree ("status","created_at","id","visibility","hidden_at");--> statement-breakpoint
-- The kept counts (migrations 0004, 0010, 0020, 0033) count what lists show: a hidden prompt is
-- counted out when hidden and back in when unhidden, as a status change would.
CREATE OR REPLACE FUNCTION count_prompt_lists(p prompts, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status <> 'published' OR p.hidden_at IS NOT NULL THEN RETURN; END IF;
  PERFORM bump_prompt_count(visibility_key(p.visibility, 'published'), delta);
  IF p.trending THEN PERFORM bump_prompt_count(visibility_key(p.visibility, 'trending'), delta); END IF;
  IF p.featured THEN PERFORM bump_prompt_count(visibility_key(p.visibility, 'featured'), delta); END IF;
  IF p.is_new THEN PERFORM bump_prompt_count(visibility_key(p.visibility, 'isNew'), delta); END IF;
  PERFORM bump_prompt_count(visibility_key(p.visibility, 'category:' || category_id), delta)
    FROM prompt_categories WHERE prompt_id = p.id;
  PERFORM bump_prompt_count(visibility_key(p.visibility, 'tag:' || tag_id), delta)
    FROM prompt_tags WHERE prompt_id = p.id;
END $$;
--> statement-breakpoint
DROP TRIGGER prompts_count_update ON prompts;
--> statement-breakpoint
CREATE TRIGGER prompts_count_update AFTER UPDATE OF status, visibility, trending, featured, is_new, hidden_at ON prompts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.visibility IS DISTINCT FROM NEW.visibility
    OR OLD.trending IS DISTINCT FROM NEW.trending OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.is_new IS DISTINCT FROM NEW.is_new OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL))
  EXECUTE FUNCTION prompts_count_trigger();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompt_links_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  list_key text := CASE WHEN TG_TABLE_NAME = 'prompt_categories'
    THEN 'category:' || (to_jsonb(link) ->> 'category_id') ELSE 'tag:' || (to_jsonb(link) ->> 'tag_id') END;
  prompt_visibility text;
BEGIN
  IF TG_OP = 'INSERT' AND current_setting('promptlib.bulk_counts', true) = 'on' THEN RETURN NULL; END IF;
  SELECT visibility INTO prompt_visibility FROM prompts
    WHERE id = link.prompt_id AND status = 'published' AND hidden_at IS NULL;
  IF FOUND THEN
    PERFORM bump_prompt_count(visibility_key(prompt_visibility, list_key), CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_new_prompts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO prompt_counts (key, n)
  SELECT key, count(*)::int FROM (
    SELECT visibility_key(p.visibility, k.key) AS key
    FROM prompts p, LATERAL (
      SELECT 'published' AS key
      UNION ALL SELECT 'trending' WHERE p.trending
      UNION ALL SELECT 'featured' WHERE p.featured
      UNION ALL SELECT 'isNew' WHERE p.is_new
      UNION ALL SELECT 'category:' || pc.category_id FROM prompt_categories pc WHERE pc.prompt_id = p.id
      UNION ALL SELECT 'tag:' || pt.tag_id FROM prompt_tags pt WHERE pt.prompt_id = p.id
    ) k
    WHERE p.id = ANY(ids) AND p.status = 'published' AND p.hidden_at IS NULL
  ) keys GROUP BY key ORDER BY key
  ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION prompts_word_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each transition table exists only for its own kind of statement.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key), count(*)::int FROM new_rows, prompt_word_keys(search_vector, title) AS key
    WHERE status = 'published' AND hidden_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key), -count(*)::int FROM old_rows, prompt_word_keys(search_vector, title) AS key
    WHERE status = 'published' AND hidden_at IS NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSE
    -- Only rows whose words, publication, hiding or visibility changed (a usage count or a flag moves
    -- no word; a new title is a new search_vector).
    WITH changed AS (
      SELECT o.search_vector AS old_vector, o.title AS old_title, o.visibility AS old_visibility,
        o.status = 'published' AND o.hidden_at IS NULL AS counted_before,
        n.search_vector AS new_vector, n.title AS new_title, n.visibility AS new_visibility,
        n.status = 'published' AND n.hidden_at IS NULL AS counted_after
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_vector IS DISTINCT FROM n.search_vector OR o.status IS DISTINCT FROM n.status
        OR o.visibility IS DISTINCT FROM n.visibility OR (o.hidden_at IS NULL) <> (n.hidden_at IS NULL)
    ), moves AS (
      SELECT visibility_key(new_visibility, key) AS key, 1 AS delta
        FROM changed, prompt_word_keys(new_vector, new_title) AS key WHERE counted_after
      UNION ALL
      SELECT visibility_key(old_visibility, key), -1
        FROM changed, prompt_word_keys(old_vector, old_title) AS key WHERE counted_before
    )
    INSERT INTO prompt_counts (key, n)
    SELECT key, sum(delta)::int FROM moves GROUP BY key HAVING sum(delta) <> 0 ORDER BY key
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- prompts.comment_count (migration 0039) counts the comments others see: a hidden comment is counted
-- out when hidden, back in when unhidden, and not again when deleted.
CREATE OR REPLACE FUNCTION count_prompt_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE prompts SET comment_count = comment_count + 1 WHERE id = NEW.prompt_id;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.hidden_at IS NULL THEN
      UPDATE prompts SET comment_count = comment_count - 1 WHERE id = OLD.prompt_id;
    END IF;
  ELSIF (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL) THEN
    UPDATE prompts SET comment_count = comment_count + CASE WHEN NEW.hidden_at IS NULL THEN 1 ELSE -1 END
      WHERE id = NEW.prompt_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompt_comments_hidden_count AFTER UPDATE OF hidden_at ON prompt_comments
  FOR EACH ROW EXECUTE FUNCTION count_prompt_comments();
