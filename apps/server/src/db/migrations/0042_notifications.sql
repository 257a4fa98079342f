-- Notifications (issue 29, modules/notifications): one row per notice to one account, holding the facts
-- (type, who did it, the prompt, comment, suggestion, group or report) from which its text and link
-- are written when read. A deleted prompt leaves its notices without one (set null), and they are no
-- longer shown, except a resolved report's; a deleted comment, suggestion or group takes its notices
-- with it. Ratings are gathered: one row per owner, prompt and UTC day (`day`), whose `count` says how
-- many rated it that day. Nothing here is counted elsewhere, so no trigger is needed.
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"prompt_id" integer,
	"comment_id" integer,
	"suggestion_id" integer,
	"group_id" integer,
	"report_id" integer,
	"count" integer DEFAULT 1 NOT NULL,
	"day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"delivery" text NOT NULL,
	CONSTRAINT "notification_preferences_user_id_type_pk" PRIMARY KEY("user_id","type"),
	CONSTRAINT "notification_preferences_delivery" CHECK ("notification_preferences"."delivery" in ('app', 'app+email', 'off'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_comment_id_prompt_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."prompt_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_suggestion_id_prompt_suggestions_id_fk" FOREIGN KEY ("suggestion_id") REFERENCES "public"."prompt_suggestions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_rating_day_idx" ON "notifications" USING btree ("user_id","prompt_id","day") WHERE "notifications"."day" is not null;--> statement-breakpoint
CREATE INDEX "notifications_prompt_idx" ON "notifications" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "notifications_comment_idx" ON "notifications" USING btree ("comment_id") WHERE "notifications"."comment_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_suggestion_idx" ON "notifications" USING btree ("suggestion_id") WHERE "notifications"."suggestion_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("group_id") WHERE "notifications"."group_id" is not null;
