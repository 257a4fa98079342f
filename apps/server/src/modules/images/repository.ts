// All SQL of the images table.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { images } from '../../db/schema.ts';

export type NewImage = typeof images.$inferInsert;
export type StoredImage = { contentType: string; data: Buffer };

/** Stores an image once: the id is derived from the bytes, so an existing row already holds them. */
export async function insertImage(db: Db, image: NewImage): Promise<void> {
  await db.insert(images).values(image).onConflictDoNothing({ target: images.id });
}

/** Whether the image is still stored (a deleted account's images go: modules/account/delete.ts). */
export async function imageExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.id, id));
  return row !== undefined;
}

export async function findImage(db: Db, id: string): Promise<StoredImage | null> {
  const [row] = await db
    .select({ contentType: images.contentType, data: images.data })
    .from(images)
    .where(eq(images.id, id));
  return row ?? null;
}
