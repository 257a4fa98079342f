// Synthetic prompts for the benchmark, generated inside PostgreSQL (generate_series) so 100,000 rows
// load in seconds. Each prompt is stitched from the demo prompts (title, preview, categories and tags
// of one, content of a second, a closing line from a third), so words, lengths and how often each
// word, category and tag occurs are those of a real library rather than of a short word list.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { BUSINESS_CAREER } from '../src/db/demo/content/prompts-business-career.ts';
import { CODING_DATA } from '../src/db/demo/content/prompts-coding-data.ts';
import { LEARNING_LIFE } from '../src/db/demo/content/prompts-learning-life.ts';
import { WRITING_MARKETING } from '../src/db/demo/content/prompts-writing-marketing.ts';
import { DEMO_CATEGORIES, DEMO_TAGS } from '../src/db/demo/content/taxonomy.ts';

const TEMPLATES = [...WRITING_MARKETING, ...CODING_DATA, ...BUSINESS_CAREER, ...LEARNING_LIFE];

/** Words a reader would search for: those of the demo titles, four letters or more. */
function searchWords(): string[] {
  const words = TEMPLATES.flatMap((t) => t.title.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return [...new Set(words)].filter((word) => !['with', 'from', 'that', 'your', 'into'].includes(word));
}

export async function seedBenchData(db: Db, count: number) {
  // One transaction: one connection, so the temporary tables are seen by every statement.
  await db.transaction((tx) => load(tx, count));
  // What autovacuum does on a live server: visibility map and statistics, so plans are realistic.
  await db.execute(sql`vacuum analyze`);
  return { categoryNames: [...DEMO_CATEGORIES], words: searchWords() };
}

async function load(db: Db, count: number) {
  const n = TEMPLATES.length;
  await db.execute(
    sql`insert into users (username, email, password_hash, role) values ('bench', 'bench@example.com', 'x', 'admin')`,
  );
  await db.execute(
    sql`insert into categories (name, display_order) values ${sql.join(
      DEMO_CATEGORIES.map((name, i) => sql`(${name}, ${i})`),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql`insert into tags (name) values ${sql.join(
      DEMO_TAGS.map((name) => sql`(${name})`),
      sql`, `,
    )}`,
  );
  await db.execute(
    sql`create temp table bench_templates (i int, title text, preview text, content text) on commit drop`,
  );
  await db.execute(
    sql`insert into bench_templates values ${sql.join(
      TEMPLATES.map((t, i) => sql`(${i}, ${t.title}, ${t.preview}, ${t.content})`),
      sql`, `,
    )}`,
  );
  await db.execute(sql`create temp table bench_links (i int, kind text, name text) on commit drop`);
  await db.execute(
    sql`insert into bench_links values ${sql.join(
      TEMPLATES.flatMap((t, i) => [
        ...t.categories.map((name) => sql`(${i}, 'category', ${name})`),
        ...t.tags.map((name) => sql`(${i}, 'tag', ${name})`),
      ]),
      sql`, `,
    )}`,
  );
  // Explicit ids, so a prompt's template (id % n) is known when its links are inserted below;
  // multipliers prime to n so the three templates of a prompt vary independently.
  await db.execute(sql`
    insert into prompts (id, title, content, preview_text, status, trending, featured, is_new, rating,
      uses_count, created_by, created_at, taxonomy_text)
    overriding system value
    select g, a.title, b.content || E'\n\n' || c.preview, a.preview,
      case when g % 20 = 0 then 'draft' else 'published' end,
      g % 50 = 0, g % 70 = 0, g % 30 = 0, 3.5 + (g % 15) / 10.0, (g * 37) % 500, 1,
      now() - (g || ' minutes')::interval,
      (select string_agg(name, ' ') from bench_links l where l.i = a.i)
    from generate_series(1, ${count}) g
    join bench_templates a on a.i = g % ${n}
    join bench_templates b on b.i = (g * 7) % ${n}
    join bench_templates c on c.i = (g * 13) % ${n}`);
  await db.execute(sql`select setval(pg_get_serial_sequence('prompts', 'id'), ${count})`);
  await db.execute(sql`
    insert into prompt_categories (prompt_id, category_id)
    select p.id, c.id from prompts p join bench_links l on l.i = p.id % ${n} and l.kind = 'category'
    join categories c on c.name = l.name`);
  await db.execute(sql`
    insert into prompt_tags (prompt_id, tag_id)
    select p.id, t.id from prompts p join bench_links l on l.i = p.id % ${n} and l.kind = 'tag'
    join tags t on t.name = l.name`);
}
