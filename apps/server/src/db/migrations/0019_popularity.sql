CREATE TABLE "popularity_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" timestamp with time zone NOT NULL,
	"expired_until" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "popularity" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "prompt_usages_created_idx" ON "prompt_usages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "prompts_popular_idx" ON "prompts" USING btree ("popularity","created_at","id") WHERE "prompts"."status" = 'published';--> statement-breakpoint
-- Popularity's window starts 7 days back, and its edge is the first epoch, so every weight is 1 or more.
INSERT INTO popularity_state (id, epoch, expired_until, refreshed_at)
VALUES (1, now() - interval '7 days', now() - interval '7 days', now());
--> statement-breakpoint
-- The copies already inside the window count at once: 2^((t − epoch) / 2 days) each (modules/popularity).
UPDATE prompts p SET popularity = u.weight
FROM (
  SELECT prompt_id, sum(power(2::double precision, extract(epoch FROM (created_at - s.epoch))::double precision / 172800)) AS weight
  FROM prompt_usages, popularity_state s
  WHERE action_type = 'COPY' AND created_at >= s.expired_until
  GROUP BY prompt_id
) u
WHERE p.id = u.prompt_id;
