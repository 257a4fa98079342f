-- A title's words indexed as the words of weight A in search_vector (ts_filter), which are the same
-- words at the same places (migration 0047 builds search_vector with the title first, read as
-- prompt_title_vector reads it, migration 0052), in place of prompt_title_vector(language, title).
-- A search plans a statement with the title test in it up to three times (count, title matches,
-- the rest without them), and each planning inlined that SQL function and the 30-way CASE of
-- prompt_ts_config it calls, and matched the result against the index's: ~0.48 ms of planning for
-- a title count, ~0.15 ms with ts_filter (100,000 prompts, warm). A row the index hands over is
-- also checked by filtering its vector, not by parsing its title again.
CREATE INDEX prompts_title_words_idx ON prompts USING gin (ts_filter(search_vector, '{a}'))
  WITH (gin_pending_list_limit = 1024) WHERE status = 'published' AND hidden_at IS NULL;
--> statement-breakpoint
DROP INDEX prompts_title_search_idx;
--> statement-breakpoint
DROP FUNCTION prompt_title_vector(text, text);
