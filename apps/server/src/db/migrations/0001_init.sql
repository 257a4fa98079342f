CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompt_categories" (
	"prompt_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "prompt_categories_prompt_id_category_id_pk" PRIMARY KEY("prompt_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_tags" (
	"prompt_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "prompt_tags_prompt_id_tag_id_pk" PRIMARY KEY("prompt_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "prompt_usages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompt_usages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"prompt_id" integer NOT NULL,
	"user_id" integer,
	"action_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prompts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prompts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"content" text NOT NULL,
	"preview_text" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"trending" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT true NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"uses_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"taxonomy_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(preview_text, '')), 'B') || setweight(to_tsvector('english', coalesce(taxonomy_text, '')), 'B') || setweight(to_tsvector('english', coalesce(content, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "saved_prompts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_prompts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"prompt_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_categories" ADD CONSTRAINT "prompt_categories_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_categories" ADD CONSTRAINT "prompt_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_tags" ADD CONSTRAINT "prompt_tags_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_tags" ADD CONSTRAINT "prompt_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_usages" ADD CONSTRAINT "prompt_usages_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompt_usages" ADD CONSTRAINT "prompt_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prompts" ADD CONSTRAINT "prompts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_prompts" ADD CONSTRAINT "saved_prompts_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_idx" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "categories_order_idx" ON "categories" USING btree ("display_order","name");--> statement-breakpoint
CREATE INDEX "prompt_categories_category_idx" ON "prompt_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "prompt_tags_tag_idx" ON "prompt_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "prompt_usages_prompt_idx" ON "prompt_usages" USING btree ("prompt_id");--> statement-breakpoint
CREATE INDEX "prompt_usages_user_idx" ON "prompt_usages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "prompts_search_idx" ON "prompts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "prompts_title_trgm_idx" ON "prompts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prompts_status_created_idx" ON "prompts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "prompts_created_idx" ON "prompts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prompts_updated_idx" ON "prompts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "prompts_title_idx" ON "prompts" USING btree ("title");--> statement-breakpoint
CREATE INDEX "prompts_rating_idx" ON "prompts" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "prompts_uses_idx" ON "prompts" USING btree ("uses_count");--> statement-breakpoint
CREATE INDEX "prompts_trending_idx" ON "prompts" USING btree ("created_at") WHERE "prompts"."trending";--> statement-breakpoint
CREATE INDEX "prompts_featured_idx" ON "prompts" USING btree ("created_at") WHERE "prompts"."featured";--> statement-breakpoint
CREATE INDEX "prompts_new_idx" ON "prompts" USING btree ("created_at") WHERE "prompts"."is_new";--> statement-breakpoint
CREATE INDEX "prompts_created_by_idx" ON "prompts" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_prompts_user_prompt_idx" ON "saved_prompts" USING btree ("user_id","prompt_id");--> statement-breakpoint
CREATE INDEX "saved_prompts_user_created_idx" ON "saved_prompts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_prompts_prompt_idx" ON "saved_prompts" USING btree ("prompt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_idx" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));