-- An owner's search of their own prompts (My Prompts, the command palette) reads the published ones
-- through the search indexes and the others through this one (modules/prompts/search.ts).
CREATE INDEX "prompts_unlisted_owner_idx" ON "prompts" USING btree ("created_by") WHERE not ("prompts"."status" = 'published' and "prompts"."hidden_at" is null);
