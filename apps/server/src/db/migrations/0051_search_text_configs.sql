-- A language's text-search configuration as a constant per language: the CASE gave a name that was
-- cast to regconfig at every call, a catalog lookup (~3 µs), which the PL/pgSQL plan of
-- library_tsquery could not keep. Reading a search text in the library's 13 languages took ~0.3 ms,
-- of which the stemming itself ~15 µs; now ~0.07 ms. The languages' configurations are read once
-- each (UNION): English was read twice, as a library language and as the one always there.
CREATE OR REPLACE FUNCTION prompt_ts_config(language text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE language
    WHEN 'en' THEN 'english'::regconfig WHEN 'ar' THEN 'arabic'::regconfig WHEN 'hy' THEN 'armenian'::regconfig WHEN 'eu' THEN 'basque'::regconfig
    WHEN 'ca' THEN 'catalan'::regconfig WHEN 'da' THEN 'danish'::regconfig WHEN 'nl' THEN 'dutch'::regconfig WHEN 'fi' THEN 'finnish'::regconfig
    WHEN 'fr' THEN 'french'::regconfig WHEN 'de' THEN 'german'::regconfig WHEN 'el' THEN 'greek'::regconfig WHEN 'hi' THEN 'hindi'::regconfig
    WHEN 'hu' THEN 'hungarian'::regconfig WHEN 'id' THEN 'indonesian'::regconfig WHEN 'ga' THEN 'irish'::regconfig WHEN 'it' THEN 'italian'::regconfig
    WHEN 'lt' THEN 'lithuanian'::regconfig WHEN 'ne' THEN 'nepali'::regconfig WHEN 'no' THEN 'norwegian'::regconfig WHEN 'nb' THEN 'norwegian'::regconfig
    WHEN 'nn' THEN 'norwegian'::regconfig WHEN 'pt' THEN 'portuguese'::regconfig WHEN 'ro' THEN 'romanian'::regconfig WHEN 'ru' THEN 'russian'::regconfig
    WHEN 'sr' THEN 'serbian'::regconfig WHEN 'es' THEN 'spanish'::regconfig WHEN 'sv' THEN 'swedish'::regconfig WHEN 'ta' THEN 'tamil'::regconfig
    WHEN 'tr' THEN 'turkish'::regconfig WHEN 'yi' THEN 'yiddish'::regconfig
    ELSE 'simple'::regconfig END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_tsquery(body text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  readings text[];
  pairs text;
BEGIN
  SELECT array_agg(DISTINCT reading) INTO readings FROM (
    SELECT websearch_to_tsquery(config, body)::text AS reading FROM (
      SELECT prompt_ts_config(substr(key, 10)) AS config FROM prompt_counts WHERE key LIKE 'language:%' AND n > 0
      UNION SELECT 'english'::regconfig
    ) AS configs
  ) AS read WHERE reading <> '';
  IF body ~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]' THEN
    SELECT string_agg(quote_literal(pair) || CASE WHEN char_length(pair) = 1 THEN ':*' ELSE '' END, ' & ') INTO pairs
    FROM (SELECT pair FROM regexp_split_to_table(cjk_bigrams(body), ' ') AS pair WHERE pair <> '' LIMIT 4) AS firsts;
    IF pairs IS NOT NULL AND NOT (pairs = ANY (coalesce(readings, '{}'))) THEN
      readings := array_append(readings, pairs);
    END IF;
  END IF;
  IF coalesce(cardinality(readings), 0) = 0 THEN RETURN ''::tsquery; END IF;
  IF cardinality(readings) = 1 THEN RETURN readings[1]::tsquery; END IF;
  RETURN ('(' || array_to_string(readings, ') | (') || ')')::tsquery;
END $$;
