-- Comments on prompts (issue 29, modules/comments). prompts.comment_count (what prompt JSON shows as
-- commentCount, so lists never count) is kept by the row trigger below, in the same transaction as
-- every insert and delete, the cascades included: a top-level comment's replies, a deleted account's
-- comments. Concurrent comments on one prompt queue on its row, so the count stays exact. The update
-- of prompts is announced like every other (migration 0021), which keeps the kept answers fresh.
CREATE TABLE "prompt_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_comments" ADD CONSTRAINT "prompt_comments_parent_id_prompt_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."prompt_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_comments_prompt_idx" ON "prompt_comments" USING btree ("prompt_id","created_at","id") WHERE "prompt_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "prompt_comments_parent_idx" ON "prompt_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prompt_comments_author_idx" ON "prompt_comments" USING btree ("author_id");
--> statement-breakpoint
CREATE FUNCTION count_prompt_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE prompts SET comment_count = comment_count + 1 WHERE id = NEW.prompt_id;
  ELSE
    UPDATE prompts SET comment_count = comment_count - 1 WHERE id = OLD.prompt_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER prompt_comments_count AFTER INSERT OR DELETE ON prompt_comments
  FOR EACH ROW EXECUTE FUNCTION count_prompt_comments();
