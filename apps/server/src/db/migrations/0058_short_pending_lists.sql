-- Every search reads the title index's pending list through (migration 0027), up to three times
-- (the title count, the title matches, the matches less them). A prompt adds only its title's few
-- words to it, so at 1 MB the list held the titles of ~5,000 new prompts before a write merged it:
-- after an import of 20,000 prompts, 96 pages that a rare word's title lookup read in ~1.5 ms (its
-- ranked title matches took ~1.8 ms in all; ~0.65 ms with a list of 64 kB). At 64 kB the list holds
-- ~8 pages, and the write that fills it merges a few hundred titles.
ALTER INDEX prompts_title_words_idx SET (gin_pending_list_limit = 64);
--> statement-breakpoint
-- The private prompts' search index (migration 0037) had PostgreSQL's default of 4 MB: signed-in
-- searches read up to 512 pages of it. It keeps at most 1 MB, as the search index does.
ALTER INDEX prompts_private_search_idx SET (gin_pending_list_limit = 1024);
