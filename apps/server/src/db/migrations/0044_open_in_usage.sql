-- "Open in…" (issue 30): a usage record of an OPEN keeps the id of the assistant it opened.
ALTER TABLE "prompt_usages" ADD COLUMN "target" text;
