-- Accounts that existed before e-mail verification count as verified; new ones are verified when they
-- register, unless registration by domain asks them to follow a link first (modules/auth).
UPDATE users SET email_verified_at = created_at WHERE email_verified_at IS NULL;
--> statement-breakpoint
-- A change of the instance settings reaches every server at commit (modules/settings listens), so
-- that it applies to the next request everywhere. It also changes what public reads may answer.
CREATE TRIGGER instance_settings_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instance_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
--> statement-breakpoint
CREATE FUNCTION notify_settings_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('promptlib_settings_change', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER instance_settings_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON instance_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_settings_change();
