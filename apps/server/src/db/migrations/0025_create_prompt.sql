-- A prompt is created in one round trip to the database instead of eleven, so that a writer does not
-- wait behind readers at every step (issue 11: p95 <= 20 ms while readers browse). Two functions
-- carry rules the server's other writes share: taxonomy_names (the categories and tags a write
-- names, matched case-insensitively, an unknown one with a null id) and record_prompt_version (a
-- version as the prompt now is, from migration 0014's prompt_snapshots).
CREATE FUNCTION taxonomy_names(p_categories text[], p_tags text[])
  RETURNS TABLE (kind text, wanted text, id integer, name text, ordinal bigint)
  LANGUAGE sql STABLE AS $$
  SELECT 'category', w.name, c.id, c.name, w.n
  FROM unnest(p_categories) WITH ORDINALITY AS w(name, n)
  LEFT JOIN categories c ON lower(c.name) = lower(w.name)
  UNION ALL
  SELECT 'tag', w.name, t.id, t.name, w.n + 1000000
  FROM unnest(p_tags) WITH ORDINALITY AS w(name, n)
  LEFT JOIN tags t ON lower(t.name) = lower(w.name)
  ORDER BY 5;
$$;
--> statement-breakpoint
CREATE FUNCTION record_prompt_version(p_prompt_id integer, p_changed text[], p_edited_by integer)
  RETURNS void LANGUAGE sql AS $$
  INSERT INTO prompt_versions (prompt_id, version, title, content, preview_text, categories, tags, image_urls, changed, edited_by)
  SELECT prompt_id, version, title, content, preview_text, categories, tags, image_urls, p_changed, p_edited_by
  FROM prompt_snapshots WHERE prompt_id = p_prompt_id;
$$;
--> statement-breakpoint
-- Writes the prompt, its links and its first version under the prompt-writes lock (db/client.ts
-- changePrompts) and answers its id; or, when a name is unknown, writes nothing and answers which.
-- taxonomy_text, the names as stored, categories first, is written with the prompt, so its search
-- vector and words are made once.
CREATE FUNCTION create_prompt(p_title text, p_content text, p_preview_text text, p_image_urls text[],
  p_categories text[], p_tags text[], p_created_by integer, p_changed text[])
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
  INSERT INTO prompts (title, content, preview_text, image_urls, taxonomy_text, created_by)
  VALUES (p_title, p_content, p_preview_text, p_image_urls, names, p_created_by)
  RETURNING prompts.id INTO new_id;
  INSERT INTO prompt_categories (prompt_id, category_id) SELECT new_id, unnest(category_ids);
  INSERT INTO prompt_tags (prompt_id, tag_id) SELECT new_id, unnest(tag_ids);
  PERFORM record_prompt_version(new_id, p_changed, p_created_by);
  RETURN QUERY SELECT new_id, NULL::text, NULL::text;
END $$;
