-- The categories and tags a write names, resolved once for every write: create_prompt (migration
-- 0025) did it in SQL and the edit path again in TypeScript. resolve_taxonomy answers each category
-- and tag once (the first time it is named, categories first), their names as stored joined into
-- the prompt's taxonomy_text, and the first name that is unknown, if any; both paths call it.
CREATE FUNCTION resolve_taxonomy(p_categories text[], p_tags text[])
  RETURNS TABLE (category_ids integer[], tag_ids integer[], names text, missing_kind text, missing_name text)
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(d.id ORDER BY d.ordinal) FILTER (WHERE d.kind = 'category' AND d.id IS NOT NULL), '{}'),
    coalesce(array_agg(d.id ORDER BY d.ordinal) FILTER (WHERE d.kind = 'tag' AND d.id IS NOT NULL), '{}'),
    coalesce(string_agg(d.name, ' ' ORDER BY d.ordinal), ''),
    (array_agg(d.kind ORDER BY d.ordinal) FILTER (WHERE d.id IS NULL))[1],
    (array_agg(d.wanted ORDER BY d.ordinal) FILTER (WHERE d.id IS NULL))[1]
  FROM (SELECT DISTINCT ON (n.kind, n.id) n.* FROM taxonomy_names(p_categories, p_tags) n
        ORDER BY n.kind, n.id, n.ordinal) d;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION create_prompt(p_title text, p_content text, p_preview_text text, p_image_urls text[],
  p_categories text[], p_tags text[], p_created_by integer, p_changed text[])
  RETURNS TABLE (created_id integer, unknown_kind text, unknown_name text)
  LANGUAGE plpgsql AS $$
DECLARE
  resolved record;
  new_id integer;
BEGIN
  SELECT * INTO resolved FROM resolve_taxonomy(p_categories, p_tags);
  IF resolved.missing_kind IS NOT NULL THEN
    RETURN QUERY SELECT NULL::integer, resolved.missing_kind, resolved.missing_name;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(7230001);
  INSERT INTO prompts (title, content, preview_text, image_urls, taxonomy_text, created_by)
  VALUES (p_title, p_content, p_preview_text, p_image_urls, resolved.names, p_created_by)
  RETURNING prompts.id INTO new_id;
  INSERT INTO prompt_categories (prompt_id, category_id) SELECT new_id, unnest(resolved.category_ids);
  INSERT INTO prompt_tags (prompt_id, tag_id) SELECT new_id, unnest(resolved.tag_ids);
  PERFORM record_prompt_version(new_id, p_changed, p_created_by);
  RETURN QUERY SELECT new_id, NULL::text, NULL::text;
END $$;
