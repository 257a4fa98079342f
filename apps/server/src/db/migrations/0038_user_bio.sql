-- What an account says of itself on its public profile /u/{username} (issue 29): plain text, at most
-- 500 characters (the contract checks the length); null when it has said nothing. The profile is a
-- kept answer (plugins/public-cache.ts), so a changed bio is announced to every instance like a
-- changed username or avatar (migration 0035).
ALTER TABLE "users" ADD COLUMN "bio" text;
--> statement-breakpoint
DROP TRIGGER users_public_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER INSERT OR DELETE OR UPDATE OF username, avatar_url, bio, status, role, session_version ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
