// Keeps prompts.taxonomy_text (category and tag names) current, so the generated search vector
// covers them. Call it in the same transaction as any change to a prompt's categories or tags,
// or to a category or tag name.
import { sql } from 'drizzle-orm';
import { changePrompts, type Db, queryRows } from './client.ts';

export async function refreshTaxonomyText(db: Db, promptIds: number[] | 'all'): Promise<void> {
  if (promptIds !== 'all' && promptIds.length === 0) return;
  const filter = promptIds === 'all' ? sql`true` : sql`p.id in ${promptIds}`;
  await db.execute(sql`
    update prompts p set taxonomy_text = coalesce((
      select string_agg(name, ' ') from (
        select c.name from prompt_categories pc join categories c on c.id = pc.category_id where pc.prompt_id = p.id
        union all
        select t.name from prompt_tags pt join tags t on t.id = pt.tag_id where pt.prompt_id = p.id
      ) names
    ), '')
    where ${filter}`);
}

/**
 * Runs a rename or delete of one category or tag in a transaction, then refreshes taxonomy_text of
 * the prompts that carried it (their ids are read first: a delete cascades the links away).
 */
export async function changeTaxonomy<T>(
  db: Db,
  kind: 'category' | 'tag',
  id: number,
  change: (tx: Db) => Promise<T>,
): Promise<T> {
  return changePrompts(db, async (tx) => {
    const links =
      kind === 'category' ? sql`prompt_categories where category_id` : sql`prompt_tags where tag_id`;
    const rows = await queryRows<{ prompt_id: number }>(tx, sql`select prompt_id from ${links} = ${id}`);
    const result = await change(tx);
    await refreshTaxonomyText(
      tx,
      rows.map((row) => row.prompt_id),
    );
    return result;
  });
}
