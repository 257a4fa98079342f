// The kept counts (prompt_counts: lists, categories, tags, languages, words; db/schema.ts)
// recounted from the rows, per visibility (migration 0033), hidden prompts left out (migration 0043),
// for tests of every path that writes prompts: the keys whose kept number differs from a full count.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

export async function keptCountsThatDiffer(
  db: Db,
): Promise<{ key: string; kept: number; counted: number }[]> {
  return queryRows(
    db,
    sql`with counted as (
          select visibility_key(visibility, key) as key, count(*)::int as n from (
            select 'published' as key, visibility from prompts where status = 'published' and hidden_at is null
            union all select 'trending', visibility from prompts where status = 'published' and hidden_at is null and trending
            union all select 'featured', visibility from prompts where status = 'published' and hidden_at is null and featured
            union all select 'isNew', visibility from prompts where status = 'published' and hidden_at is null and is_new
            union all select 'language:' || language, 'public' from prompts where status = 'published' and hidden_at is null
            union all select 'category:' || pc.category_id, p.visibility from prompt_categories pc join prompts p on p.id = pc.prompt_id where p.status = 'published' and p.hidden_at is null
            union all select 'tag:' || pt.tag_id, p.visibility from prompt_tags pt join prompts p on p.id = pt.prompt_id where p.status = 'published' and p.hidden_at is null
            union all select key, visibility from prompts, prompt_word_keys(search_vector) as key where status = 'published' and hidden_at is null
          ) keys group by 1
        )
        select coalesce(k.key, c.key) as key, coalesce(k.n, 0) as kept, coalesce(c.n, 0) as counted
        from prompt_counts k full join counted c on c.key = k.key
        where coalesce(k.n, 0) <> coalesce(c.n, 0)
        order by 1`,
  );
}

/**
 * The words of prompts (as search_words takes them, migrations 0013, 0022 and 0053: not runs of Chinese,
 * Japanese or Korean characters) that search_words lacks.
 */
export async function searchWordsMissing(db: Db): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    sql`select token as word from prompts p, unnest(tsvector_to_array(to_tsvector('simple', prompt_text(p)))) as token
        where length(token) >= 3 and token !~ '[[:digit:][:punct:]]'
          and token !~ '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]'
        except select word from search_words
        order by 1`,
  );
  return rows.map((row) => row.word);
}

/** Prompts whose stored search vector is not the one their text makes (an import hands its vectors in). */
export async function searchVectorsThatDiffer(db: Db): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from prompts
        where search_vector is distinct from prompt_search_vector(language, title, preview_text, taxonomy_text, content)
        order by id`,
  );
  return rows.map((row) => row.id);
}
