-- An import skips the rows its importer already has, told by the MD5 of a prompt's title and content
-- (modules/transfer/import-repository.ts promptKey). It read them at the start of every file by
-- hashing each of the importer's prompts, their whole texts: at a million prompts 2.6–9.6 s a file
-- of 50,000, the importer's ~950,000 prompts read in full, on the import's critical path. The key is
-- now kept on the row, made by PostgreSQL as the row is written, and indexed with its owner, so that
-- the keys come sorted from the index.
ALTER TABLE "prompts" ADD COLUMN "content_key" bytea GENERATED ALWAYS AS (decode(md5("title" || chr(31) || "content"), 'hex')) STORED;
--> statement-breakpoint
CREATE INDEX "prompts_owner_key_idx" ON "prompts" USING btree ("created_by","content_key");
