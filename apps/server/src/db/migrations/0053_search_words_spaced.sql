-- search_words holds the words typo corrections are made from (search.ts), and those are words of
-- scripts that put spaces between words. Chinese, Japanese and Korean do not: the simple parser
-- reads a whole run of such characters as one token, a phrase of up to a sentence, which no reader
-- types and which search finds by its character pairs (migration 0047), never by a correction. Such
-- runs were 84 % of the table in a library with a few thousand prompts in those languages (124,000
-- of 147,000 rows), each a trigram index entry. They are left out, as tokens with digits are.
CREATE OR REPLACE FUNCTION add_search_words(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT token FROM (
    SELECT DISTINCT token FROM unnest(texts) AS t(text), unnest(tsvector_to_array(to_tsvector('simple', text))) AS token
  ) tokens
  WHERE length(token) >= 3 AND token !~ '[[:digit:][:punct:]]'
    AND token !~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]'
    AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word = tokens.token)
  ORDER BY token
  ON CONFLICT (word) DO NOTHING;
$$;
--> statement-breakpoint
DELETE FROM search_words WHERE word ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]';
