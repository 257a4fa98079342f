// All SQL about tags. Renames and deletes keep the search text of the prompts that carry the tag
// current; a delete detaches it from them (the links cascade), the prompts stay.
import type { Tag, TagInput } from '@prompt-lib/contract';
import { SERVER_MSG } from '@prompt-lib/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tags } from '../../db/schema.ts';
import { changeTaxonomy } from '../../db/taxonomy.ts';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';

const toTag = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

const duplicate = conflictOnDuplicate(SERVER_MSG.tagExists);

export async function listTags(db: Db): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tags)
    .orderBy(asc(sql`lower(${tags.name})`));
  return rows.map(toTag);
}

export async function insertTag(db: Db, input: TagInput): Promise<Tag> {
  const [row] = await db
    .insert(tags)
    .values({ name: withoutNul(input.name) })
    .returning()
    .catch(duplicate);
  if (!row) throw new Error('tag insert returned nothing');
  return toTag(row);
}

export async function updateTag(db: Db, id: number, input: TagInput): Promise<Tag | null> {
  if (!isStorableId(id)) return null;
  const row = await changeTaxonomy(db, 'tag', id, async (tx) => {
    const [updated] = await tx
      .update(tags)
      .set({ name: withoutNul(input.name) })
      .where(eq(tags.id, id))
      .returning()
      .catch(duplicate);
    return updated;
  });
  return row ? toTag(row) : null;
}

export async function deleteTag(db: Db, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const deleted = await changeTaxonomy(db, 'tag', id, (tx) =>
    tx.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }),
  );
  return deleted.length > 0;
}
