-- Only what public answers show of an account (its name as an author, its avatar) is a public change:
-- a sign-in writes last_sign_in_at, and must not empty every server's response cache.
DROP TRIGGER users_public_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER INSERT OR DELETE OR UPDATE OF username, avatar_url ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER users_public_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
