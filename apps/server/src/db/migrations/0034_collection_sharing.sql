CREATE TABLE "collection_shares" (
	"collection_id" integer NOT NULL,
	"group_id" integer,
	"user_id" integer,
	"can_edit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "collection_shares_one_target" CHECK (("collection_shares"."group_id" is null) <> ("collection_shares"."user_id" is null))
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
-- Added by hand, before the drop of "public" below: a public collection stays public, the others private.
UPDATE "collections" SET "visibility" = 'public' WHERE "public";--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_shares" ADD CONSTRAINT "collection_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_shares_collection_idx" ON "collection_shares" USING btree ("collection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_shares_group_idx" ON "collection_shares" USING btree ("group_id","collection_id") WHERE "collection_shares"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "collection_shares_user_idx" ON "collection_shares" USING btree ("user_id","collection_id") WHERE "collection_shares"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "collections" DROP COLUMN "public";--> statement-breakpoint
-- Added by hand: who sees a collection changes with its shares, announced on migration 0021's
-- channel to the response caches of public reads, as prompt_shares' changes are (0033).
CREATE TRIGGER collection_shares_public_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON collection_shares
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_change();
