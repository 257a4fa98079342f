-- The production mark of issue 29: at most one version of a prompt, kept on the prompt itself so that
-- lists and details read it with the row. Writing it updates prompts, which migration 0021's trigger
-- announces to every instance's response cache.
ALTER TABLE "prompts" ADD COLUMN "production_version" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_production_version" CHECK ("prompts"."production_version" between 1 and "prompts"."version");
