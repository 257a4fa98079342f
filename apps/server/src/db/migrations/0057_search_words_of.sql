-- Which tokens of a text are search words is written once, in search_words_of (migration 0006), and
-- add_search_words takes them from it. Migration 0053 left runs of Chinese, Japanese and Korean
-- characters out in add_search_words alone, so a writer that adds words through search_words_of (the
-- benchmark's seed) still added them: 126,000 of its library's 150,000 words were such runs.
CREATE OR REPLACE FUNCTION search_words_of(words text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple', words))) AS word
  WHERE length(word) >= 3 AND word !~ '[[:digit:][:punct:]]'
    AND word !~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]';
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION add_search_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT word FROM (SELECT DISTINCT word FROM unnest(texts) AS t(text), search_words_of(text) AS word) words
  WHERE NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = words.word)
  ORDER BY word
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
DELETE FROM search_words WHERE word ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]';
