-- Every statement that can change a public answer (a prompt, its links, categories, tags, the names
-- shown as authors, the kept "Popular now" state) tells the servers so on one channel. NOTIFY is
-- transactional: it reaches listeners at commit, never for a rolled-back write, and repeats within a
-- transaction are folded into one. The servers' response caches (plugins/public-cache.ts) listen.
CREATE FUNCTION notify_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('promptlib_public_change', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompts_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER prompt_categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompt_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER prompt_tags_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompt_tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER categories_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER tags_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER popularity_state_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON popularity_state
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
