CREATE TABLE "prompt_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
