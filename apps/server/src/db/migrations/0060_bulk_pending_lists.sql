-- The search indexes' pending lists (migrations 0027 and 0058) hold 1 MB, which a bulk writer fills
-- several times a batch: an import's batch of 2,000 prompts adds ~260,000 entries to the search
-- index, and each merge of 1 MB read the posting lists of every word in it again. At a million
-- prompts that was most of a batch's insert (~2.1 of ~2.6 s). The limit now comes from the
-- connection's setting: the server opens every connection at 1 MB (db/client.ts), as the indexes
-- held, and an import's batch raises it for its own transaction and merges the whole batch once at
-- its end (import-repository.ts writeBatch). The title index keeps its 64 kB: its few words a
-- prompt merge cheaply.
ALTER INDEX prompts_search_published_idx RESET (gin_pending_list_limit);
--> statement-breakpoint
ALTER INDEX prompts_private_search_idx RESET (gin_pending_list_limit);
