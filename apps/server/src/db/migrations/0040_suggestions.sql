-- Suggested edits (issue 29, modules/suggestions): one row per proposal, its fields as of base_version.
-- prompt_versions.accepted_by names who accepted the suggestion a version applies (edited_by is then
-- the suggestion's author). Nothing here is counted or kept elsewhere, so no trigger is needed.
CREATE TABLE "prompt_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"message" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"preview_text" text,
	"categories" text[] NOT NULL,
	"tags" text[] NOT NULL,
	"decline_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_suggestions_status" CHECK ("prompt_suggestions"."status" in ('open', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD COLUMN "accepted_by" integer;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_suggestions" ADD CONSTRAINT "prompt_suggestions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prompt_suggestions_prompt_idx" ON "prompt_suggestions" USING btree ("prompt_id","status","created_at");--> statement-breakpoint
CREATE INDEX "prompt_suggestions_author_idx" ON "prompt_suggestions" USING btree ("author_id","created_at");--> statement-breakpoint
ALTER TABLE "prompt_versions" ADD CONSTRAINT "prompt_versions_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;