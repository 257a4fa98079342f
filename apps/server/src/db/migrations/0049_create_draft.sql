-- A prompt may be created as a draft (POST /api/prompts `status`, issue 30): the browser extension's
-- "Save selection" makes one, where it made a published prompt and then a draft of it (a moment in
-- which its audience could see it and a prompt.created webhook called it published).
DROP FUNCTION create_prompt(text, text, text, text[], text[], text[], integer, text[], text, jsonb, text);
--> statement-breakpoint
CREATE FUNCTION create_prompt(p_title text, p_content text, p_preview_text text, p_image_urls text[],
  p_categories text[], p_tags text[], p_created_by integer, p_changed text[], p_visibility text, p_shares jsonb,
  p_language text, p_status text)
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
  INSERT INTO prompts (title, content, preview_text, image_urls, taxonomy_text, created_by, visibility, language, status)
  VALUES (p_title, p_content, p_preview_text, p_image_urls, names, p_created_by, p_visibility, p_language, p_status)
  RETURNING prompts.id INTO new_id;
  INSERT INTO prompt_categories (prompt_id, category_id) SELECT new_id, unnest(category_ids);
  INSERT INTO prompt_tags (prompt_id, tag_id) SELECT new_id, unnest(tag_ids);
  INSERT INTO prompt_shares (prompt_id, group_id, user_id, can_edit)
  SELECT new_id, (share ->> 'groupId')::integer, (share ->> 'userId')::integer, (share ->> 'canEdit')::boolean
  FROM jsonb_array_elements(p_shares) AS share;
  PERFORM record_prompt_version(new_id, p_changed, p_created_by);
  RETURN QUERY SELECT new_id, NULL::text, NULL::text;
END $$;
