-- The search indexes take new entries into a pending list (GIN's fastupdate), which every search
-- reads through in full until it is merged into the index; by default that happens at 4 MB, or when
-- autovacuum runs, which on prompts waits for a fifth of the table to be inserted. A prompt written,
-- and a usage or rating recorded (a new row version), each add the prompt's ~130 words. At 100,000
-- prompts, 2,300 writes left 470 pending pages, and distinct searches went from ~390 to ~290 req/s.
-- At 1 MB the list holds at most 128 pages, and the write that fills it merges it (one write in
-- several hundred). At 256 kB an import of 100,000 prompts took 37 s instead of 33.5, merging many
-- small lists; at 1 MB, 33.4 s.
ALTER INDEX prompts_search_published_idx SET (gin_pending_list_limit = 1024);
--> statement-breakpoint
ALTER INDEX prompts_title_search_idx SET (gin_pending_list_limit = 1024);
