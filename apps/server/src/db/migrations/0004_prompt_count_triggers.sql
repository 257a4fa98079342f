-- Keeps prompt_counts exact: every change to a prompt's status or flags, and every link to a category
-- or tag, moves the counts of the published lists it belongs to, in the same transaction.
CREATE FUNCTION bump_prompt_count(count_key text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO prompt_counts (key, n) VALUES (count_key, delta)
  ON CONFLICT (key) DO UPDATE SET n = prompt_counts.n + EXCLUDED.n;
$$;
--> statement-breakpoint
-- Adds delta to every list a published prompt is in (nothing for drafts and archived prompts).
CREATE FUNCTION count_prompt_lists(p prompts, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p.status <> 'published' THEN RETURN; END IF;
  PERFORM bump_prompt_count('published', delta);
  IF p.trending THEN PERFORM bump_prompt_count('trending', delta); END IF;
  IF p.featured THEN PERFORM bump_prompt_count('featured', delta); END IF;
  IF p.is_new THEN PERFORM bump_prompt_count('isNew', delta); END IF;
  PERFORM bump_prompt_count('category:' || category_id, delta) FROM prompt_categories WHERE prompt_id = p.id;
  PERFORM bump_prompt_count('tag:' || tag_id, delta) FROM prompt_tags WHERE prompt_id = p.id;
END $$;
--> statement-breakpoint
CREATE FUNCTION prompts_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A delete counts out before the row goes, while its category and tag links still exist; the
  -- links' own cascade then finds no published prompt and changes nothing.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM count_prompt_lists(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM count_prompt_lists(NEW, 1); END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_count_insert AFTER INSERT ON prompts FOR EACH ROW EXECUTE FUNCTION prompts_count_trigger();
--> statement-breakpoint
CREATE TRIGGER prompts_count_delete BEFORE DELETE ON prompts FOR EACH ROW EXECUTE FUNCTION prompts_count_trigger();
--> statement-breakpoint
CREATE TRIGGER prompts_count_update AFTER UPDATE OF status, trending, featured, is_new ON prompts FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.trending IS DISTINCT FROM NEW.trending
    OR OLD.featured IS DISTINCT FROM NEW.featured OR OLD.is_new IS DISTINCT FROM NEW.is_new)
  EXECUTE FUNCTION prompts_count_trigger();
--> statement-breakpoint
CREATE FUNCTION prompt_links_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link record := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  list_key text := CASE WHEN TG_TABLE_NAME = 'prompt_categories'
    THEN 'category:' || (to_jsonb(link) ->> 'category_id') ELSE 'tag:' || (to_jsonb(link) ->> 'tag_id') END;
BEGIN
  IF EXISTS (SELECT 1 FROM prompts WHERE id = link.prompt_id AND status = 'published') THEN
    PERFORM bump_prompt_count(list_key, CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompt_categories_count AFTER INSERT OR DELETE ON prompt_categories FOR EACH ROW EXECUTE FUNCTION prompt_links_count_trigger();
--> statement-breakpoint
CREATE TRIGGER prompt_tags_count AFTER INSERT OR DELETE ON prompt_tags FOR EACH ROW EXECUTE FUNCTION prompt_links_count_trigger();
--> statement-breakpoint
-- Counts for a database that already has prompts.
INSERT INTO prompt_counts (key, n)
SELECT key, count(*)::int FROM (
  SELECT 'published' AS key FROM prompts WHERE status = 'published'
  UNION ALL SELECT 'trending' FROM prompts WHERE status = 'published' AND trending
  UNION ALL SELECT 'featured' FROM prompts WHERE status = 'published' AND featured
  UNION ALL SELECT 'isNew' FROM prompts WHERE status = 'published' AND is_new
  UNION ALL SELECT 'category:' || pc.category_id FROM prompt_categories pc JOIN prompts p ON p.id = pc.prompt_id WHERE p.status = 'published'
  UNION ALL SELECT 'tag:' || pt.tag_id FROM prompt_tags pt JOIN prompts p ON p.id = pt.prompt_id WHERE p.status = 'published'
) keys GROUP BY key;
