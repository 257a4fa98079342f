-- The language a prompt is written in (issue 31): a BCP 47 primary language code, lowercase ("en",
-- "de", "ja"), given on save or detected by the server from the prompt's text (modules/prompts/language.ts).
-- Existing prompts are not detected here: SQL has no language detection, and the library was English
-- only until now, so they are all 'en' (the default, which adding the column writes into every row
-- without rewriting the table). Writes that name no language (the bench's seed, direct inserts) get it too.
ALTER TABLE "prompts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
-- A list or search filtered by language (`language=`): its count and its newest-first page come from
-- this index alone for a rare language as for a common one (published and not hidden, as the other
-- published indexes; visibility last, so who may see each entry is checked there too).
CREATE INDEX "prompts_language_published_idx" ON "prompts" USING btree ("language","created_at","id","visibility")
  WHERE "prompts"."status" = 'published' and "prompts"."hidden_at" is null;
--> statement-breakpoint
-- create_prompt (migration 0033) also takes the prompt's language.
DROP FUNCTION create_prompt(text, text, text, text[], text[], text[], integer, text[], text, jsonb);
--> statement-breakpoint
CREATE FUNCTION create_prompt(p_title text, p_content text, p_preview_text text, p_image_urls text[],
  p_categories text[], p_tags text[], p_created_by integer, p_changed text[], p_visibility text, p_shares jsonb,
  p_language text)
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
  INSERT INTO prompts (title, content, preview_text, image_urls, taxonomy_text, created_by, visibility, language)
  VALUES (p_title, p_content, p_preview_text, p_image_urls, names, p_created_by, p_visibility, p_language)
  RETURNING prompts.id INTO new_id;
  INSERT INTO prompt_categories (prompt_id, category_id) SELECT new_id, unnest(category_ids);
  INSERT INTO prompt_tags (prompt_id, tag_id) SELECT new_id, unnest(tag_ids);
  INSERT INTO prompt_shares (prompt_id, group_id, user_id, can_edit)
  SELECT new_id, (share ->> 'groupId')::integer, (share ->> 'userId')::integer, (share ->> 'canEdit')::boolean
  FROM jsonb_array_elements(p_shares) AS share;
  PERFORM record_prompt_version(new_id, p_changed, p_created_by);
  RETURN QUERY SELECT new_id, NULL::text, NULL::text;
END $$;
