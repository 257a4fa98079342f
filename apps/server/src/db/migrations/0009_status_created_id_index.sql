DROP INDEX "prompts_status_created_idx";--> statement-breakpoint
CREATE INDEX "prompts_status_created_id_idx" ON "prompts" USING btree ("status","created_at","id");