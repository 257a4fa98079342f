DROP INDEX "prompts_title_idx";--> statement-breakpoint
CREATE INDEX "prompts_title_lower_idx" ON "prompts" USING btree (lower("title"));