CREATE TABLE "prompt_ratings" (
	"prompt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "prompt_ratings_prompt_id_user_id_pk" PRIMARY KEY("prompt_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_versions" (
	"prompt_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"preview_text" text,
	"categories" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"image_urls" text[] NOT NULL,
	"changed" text[] NOT NULL,
	"edited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_versions_prompt_id_version_pk" PRIMARY KEY("prompt_id","version")
);
--> statement-breakpoint
DROP INDEX "prompts_rating_idx";--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_ratings" ADD CONSTRAINT "prompt_ratings_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_ratings" ADD CONSTRAINT "prompt_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_ratings_user_idx" ON "prompt_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prompts_rating_idx" ON "prompts" USING btree ("rating","rating_count","created_at");--> statement-breakpoint
-- A prompt's content as a version records it: its own fields with the names of its categories (in
-- display order) and tags (alphabetically). Versions are taken from here, so every path that records
-- one (create, edit, restore, demo data, this backfill) stores the same shape.
CREATE VIEW prompt_snapshots AS
SELECT p.id AS prompt_id, p.version, p.title, p.content, p.preview_text,
  ARRAY(SELECT c.name FROM prompt_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.prompt_id = p.id ORDER BY c.display_order, c.name) AS categories,
  ARRAY(SELECT t.name FROM prompt_tags pt JOIN tags t ON t.id = pt.tag_id
        WHERE pt.prompt_id = p.id ORDER BY t.name) AS tags,
  p.image_urls
FROM prompts p;
--> statement-breakpoint
-- Prompts written before versions existed start their history at version 1, as they are now.
INSERT INTO prompt_versions (prompt_id, version, title, content, preview_text, categories, tags, image_urls, changed, edited_by, created_at)
SELECT s.prompt_id, 1, s.title, s.content, s.preview_text, s.categories, s.tags, s.image_urls,
  ARRAY['title', 'content', 'previewText', 'categories', 'tags', 'images'], p.created_by, coalesce(p.updated_at, p.created_at)
FROM prompt_snapshots s JOIN prompts p ON p.id = s.prompt_id;
--> statement-breakpoint
-- Until now a rating was a number nobody gave; it is now the mean of real ratings, and there are none yet.
UPDATE prompts SET rating = 0 WHERE rating <> 0;
