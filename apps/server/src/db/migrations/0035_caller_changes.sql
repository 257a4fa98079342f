-- Signed-in readers are served from memory too (plugins/public-cache.ts keeps answers per audience,
-- plugins/auth.ts remembers callers): whatever changes who a caller is or whether their sign-in still
-- holds is announced as well, so that every instance forgets what it remembered. A sign-in still
-- writes only last_sign_in_at, which announces nothing.
DROP TRIGGER users_public_change ON users;
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER INSERT OR DELETE OR UPDATE OF username, avatar_url, status, role, session_version ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE TRIGGER revoked_sessions_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON revoked_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
