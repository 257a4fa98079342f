DROP INDEX "prompts_search_idx";--> statement-breakpoint
DROP INDEX "prompts_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "prompts_search_published_idx" ON "prompts" USING gin ("search_vector") WHERE "prompts"."status" = 'published';