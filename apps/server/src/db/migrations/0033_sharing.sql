CREATE TABLE "prompt_shares" (
	"prompt_id" integer NOT NULL,
	"group_id" integer,
	"user_id" integer,
	"can_edit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "prompt_shares_one_target" CHECK (("prompt_shares"."group_id" is null) <> ("prompt_shares"."user_id" is null))
);
--> statement-breakpoint
DROP INDEX "prompts_status_created_id_idx";--> statement-breakpoint
DROP INDEX "prompts_published_id_idx";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_shares" ADD CONSTRAINT "prompt_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_shares_prompt_idx" ON "prompt_shares" USING btree ("prompt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_shares_group_idx" ON "prompt_shares" USING btree ("group_id","prompt_id") WHERE "prompt_shares"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "prompt_shares_user_idx" ON "prompt_shares" USING btree ("user_id","prompt_id") WHERE "prompt_shares"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "prompts_status_created_id_idx" ON "prompts" USING btree ("status","created_at","id","visibility");--> statement-breakpoint
CREATE INDEX "prompts_published_id_idx" ON "prompts" USING btree ("id","created_at","updated_at") WHERE "prompts"."status" = 'published' and "prompts"."visibility" = 'public';--> statement-breakpoint
-- The kept counts (migrations 0003, 0004, 0010, 0020) are kept per visibility: a public prompt's
-- under its keys as before ('published', 'category:3', 'term:word'), an internal or private one's
-- under the same keys behind 'internal:' or 'private:'. What a reader sees is then counted as the
-- sum of the keys of the visibilities they see, plus, for a signed-in non-admin, the private
-- prompts they may see, counted row by row (modules/prompts/visibility.ts).
CREATE FUNCTION visibility_key(visibility text, list_key text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE visibility WHEN 'public' THEN list_key ELSE visibility || ':' || list_key END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_prompt_lists(p prompts, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status <> 'published' THEN RETURN; END IF;
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
CREATE TRIGGER prompts_count_update AFTER UPDATE OF status, visibility, trending, featured, is_new ON prompts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.visibility IS DISTINCT FROM NEW.visibility
    OR OLD.trending IS DISTINCT FROM NEW.trending OR OLD.featured IS DISTINCT FROM NEW.featured
    OR OLD.is_new IS DISTINCT FROM NEW.is_new)
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
  SELECT visibility INTO prompt_visibility FROM prompts WHERE id = link.prompt_id AND status = 'published';
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
    WHERE p.id = ANY(ids) AND p.status = 'published'
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
    WHERE status = 'published' GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO prompt_counts (key, n)
    SELECT visibility_key(visibility, key), -count(*)::int FROM old_rows, prompt_word_keys(search_vector, title) AS key
    WHERE status = 'published' GROUP BY 1 ORDER BY 1
    ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
  ELSE
    -- Only rows whose words, publication or visibility changed (a usage count or a flag moves no
    -- word; a new title is a new search_vector).
    WITH changed AS (
      SELECT o.search_vector AS old_vector, o.title AS old_title, o.visibility AS old_visibility,
        o.status = 'published' AS counted_before,
        n.search_vector AS new_vector, n.title AS new_title, n.visibility AS new_visibility,
        n.status = 'published' AS counted_after
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.search_vector IS DISTINCT FROM n.search_vector OR o.status IS DISTINCT FROM n.status
        OR o.visibility IS DISTINCT FROM n.visibility
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
-- create_prompt (migration 0025) also takes the prompt's visibility and whom it is shared with
-- (a JSON array of { "groupId" | "userId", "canEdit" }, checked by the server beforehand).
DROP FUNCTION create_prompt(text, text, text, text[], text[], text[], integer, text[]);
--> statement-breakpoint
CREATE FUNCTION create_prompt(p_title text, p_content text, p_preview_text text, p_image_urls text[],
  p_categories text[], p_tags text[], p_created_by integer, p_changed text[], p_visibility text, p_shares jsonb)
  RETURNS TABLE (created_id integer, unknown_kind text, unknown_name text)
  LANGUAGE plpgsql AS $$
DECLARE
  category_ids integer[];
  tag_ids integer[];
  names text;
  missing_kind text;
  missing_name text;
  new_id integer;
BEGIN
  -- Each category or tag once (the first time it is named), and the first name that is unknown.
  SELECT array_agg(d.id ORDER BY d.ordinal) FILTER (WHERE d.kind = 'category' AND d.id IS NOT NULL),
    array_agg(d.id ORDER BY d.ordinal) FILTER (WHERE d.kind = 'tag' AND d.id IS NOT NULL),
    coalesce(string_agg(d.name, ' ' ORDER BY d.ordinal), ''),
    (array_agg(d.kind ORDER BY d.ordinal) FILTER (WHERE d.id IS NULL))[1],
    (array_agg(d.wanted ORDER BY d.ordinal) FILTER (WHERE d.id IS NULL))[1]
  INTO category_ids, tag_ids, names, missing_kind, missing_name
  FROM (SELECT DISTINCT ON (n.kind, n.id) n.* FROM taxonomy_names(p_categories, p_tags) n
        ORDER BY n.kind, n.id, n.ordinal) d;
  IF missing_kind IS NOT NULL THEN
    RETURN QUERY SELECT NULL::integer, missing_kind, missing_name;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7230001);
  INSERT INTO prompts (title, content, preview_text, image_urls, taxonomy_text, created_by, visibility)
  VALUES (p_title, p_content, p_preview_text, p_image_urls, names, p_created_by, p_visibility)
  RETURNING prompts.id INTO new_id;
  INSERT INTO prompt_categories (prompt_id, category_id) SELECT new_id, unnest(category_ids);
  INSERT INTO prompt_tags (prompt_id, tag_id) SELECT new_id, unnest(tag_ids);
  INSERT INTO prompt_shares (prompt_id, group_id, user_id, can_edit)
  SELECT new_id, (share ->> 'groupId')::integer, (share ->> 'userId')::integer, (share ->> 'canEdit')::boolean
  FROM jsonb_array_elements(p_shares) AS share;
  PERFORM record_prompt_version(new_id, p_changed, p_created_by);
  RETURN QUERY SELECT new_id, NULL::text, NULL::text;
END $$;
--> statement-breakpoint
-- Who sees a prompt changes with its shares and with group memberships (migration 0021's channel).
CREATE TRIGGER prompt_shares_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompt_shares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER group_members_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON group_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER groups_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
