// All SQL about categories. Renames and deletes keep the search text of the prompts that carry the
// category current; a delete detaches it from them (the links cascade), the prompts stay.
import type { Category, CategoryInput } from '@prompt-lib/contract';
import { SERVER_MSG } from '@prompt-lib/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema.ts';
import { changeTaxonomy } from '../../db/taxonomy.ts';
import { conflictOnDuplicate } from '../../db/unique-violation.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';

type CategoryRow = typeof categories.$inferSelect;

const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  displayOrder: row.displayOrder,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});

const duplicate = conflictOnDuplicate(SERVER_MSG.categoryExists);

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .select()
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(sql`lower(${categories.name})`));
  return rows.map(toCategory);
}

/** A category without a display order goes last: its order is the number of categories so far. */
export async function insertCategory(
  db: Db,
  input: Omit<CategoryInput, 'displayOrder'> & { displayOrder?: number },
): Promise<Category> {
  const displayOrder = input.displayOrder ?? (await db.$count(categories));
  const [row] = await db
    .insert(categories)
    .values({ name: withoutNul(input.name), displayOrder })
    .returning()
    .catch(duplicate);
  if (!row) throw new Error('category insert returned nothing');
  return toCategory(row);
}

export async function updateCategory(db: Db, id: number, input: CategoryInput): Promise<Category | null> {
  if (!isStorableId(id)) return null;
  const row = await changeTaxonomy(db, 'category', id, async (tx) => {
    const [updated] = await tx
      .update(categories)
      .set({ name: withoutNul(input.name), displayOrder: input.displayOrder, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
      .catch(duplicate);
    return updated;
  });
  return row ? toCategory(row) : null;
}

export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const deleted = await changeTaxonomy(db, 'category', id, (tx) =>
    tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id }),
  );
  return deleted.length > 0;
}
