// All SQL about collections and starter packs. A viewer sees in a collection the published prompts and
// their own drafts, never another user's draft or archived prompt, whoever added it; such a prompt stays
// stored and comes back once published. Writes that count (200 collections per user, 1,000 prompts per
// collection) lock the row they count under first (the user, the collection), so parallel calls
// cannot pass a limit together.
import {
  COLLECTION_PROMPTS_MAX,
  COLLECTIONS_PER_USER,
  type Collection,
  type CollectionPage,
  type CollectionSummary,
  type CollectionUpdate,
  type PackIcon,
} from '@prompt-lib/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { collectionPrompts, prompts } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { selectPrompts, toPrompts } from '../prompts/prompt-rows.ts';
import { visibleTo } from '../prompts/visibility.ts';

/** Who reads: the signed-in user's id, or null for a visitor. */
export type Viewer = number | null;

/** Published, or the viewer's own: what a collection shows (an admin sees no more than anyone). */
const shownTo = (viewer: Viewer, alias = 'p') =>
  sql`(${sql.raw(alias)}.status = 'published' or ${sql.raw(alias)}.created_by = ${viewer ?? 0}::int)`;

type SummaryRow = {
  id: number;
  name: string;
  description: string;
  public: boolean;
  pack: boolean;
  packIcon: string | null;
  packOrder: number | null;
  ownerId: number;
  ownerName: string;
  promptCount: number;
  contains?: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

const toSummary = ({ ownerId, ownerName, contains, ...row }: SummaryRow): CollectionSummary => ({
  ...row,
  packIcon: row.packIcon as PackIcon | null,
  owner: { id: ownerId, username: ownerName },
  ...(contains === undefined ? {} : { contains }),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** Collections with their owner and the count of prompts `viewer` can see; `where` and the rest follow. */
function summaries(db: Db, viewer: Viewer, rest: SQL, extra: SQL = sql``) {
  return queryRows<SummaryRow>(
    db,
    sql`select c.id, c.name, c.description, c.public, c.pack, c.pack_icon as "packIcon",
          c.pack_order as "packOrder", c.owner_id as "ownerId", u.username as "ownerName",
          c.created_at as "createdAt", c.updated_at as "updatedAt",
          (select count(*)::int from collection_prompts cp join prompts p on p.id = cp.prompt_id
            where cp.collection_id = c.id and ${shownTo(viewer)}) as "promptCount" ${extra}
        from collections c join users u on u.id = c.owner_id ${rest}`,
  );
}

export async function findSummary(db: Db, id: number, viewer: Viewer): Promise<CollectionSummary | null> {
  if (!isStorableId(id)) return null;
  const [row] = await summaries(db, viewer, sql`where c.id = ${id}`);
  return row ? toSummary(row) : null;
}

/** The caller's own collections, most recently changed first; with `promptId`, which hold it. */
export async function listOwn(
  db: Db,
  user: AuthUser,
  query: { page: number; size: number; promptId?: number },
): Promise<CollectionPage> {
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from collections where owner_id = ${user.id}`,
  );
  const totalCount = count?.n ?? 0;
  if (totalCount === 0) return { list: [], totalCount };
  const promptId = query.promptId !== undefined && isStorableId(query.promptId) ? query.promptId : 0;
  const contains =
    query.promptId === undefined
      ? sql``
      : sql`, exists (select 1 from collection_prompts x where x.collection_id = c.id and x.prompt_id = ${promptId}) as contains`;
  const rows = await summaries(
    db,
    user.id,
    sql`where c.owner_id = ${user.id} order by c.updated_at desc, c.id desc
        limit ${query.size} offset ${query.page * query.size}`,
    contains,
  );
  return { list: rows.map(toSummary), totalCount };
}

/** The public packs in their order (unordered ones last), counted as a visitor sees them. */
export async function listPacks(db: Db): Promise<CollectionSummary[]> {
  const rows = await summaries(
    db,
    null,
    sql`where c.pack and c.public order by c.pack_order asc nulls last, c.id asc`,
  );
  return rows.map(toSummary);
}

/** A collection with the prompts `viewer` can see, in the collection's order. */
export async function findCollection(db: Db, id: number, viewer: Viewer): Promise<Collection | null> {
  const summary = await findSummary(db, id, viewer);
  if (!summary) return null;
  const rows = await selectPrompts(db)
    .innerJoin(
      collectionPrompts,
      and(eq(collectionPrompts.promptId, prompts.id), eq(collectionPrompts.collectionId, id)),
    )
    .where(shownTo(viewer, '"prompts"'))
    .orderBy(asc(collectionPrompts.position), asc(collectionPrompts.addedAt), asc(prompts.id));
  return { ...summary, prompts: toPrompts(rows) };
}

/** Locks the user's row, so that counting their collections and adding one is one step. */
async function hasRoomForCollection(tx: Db, userId: number): Promise<boolean> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from collections where owner_id = ${userId}`,
  );
  return (row?.n ?? 0) < COLLECTIONS_PER_USER;
}

export async function createCollection(
  db: Db,
  user: AuthUser,
  input: { name: string; description: string; public: boolean },
): Promise<CollectionSummary | 'too-many'> {
  const id = await db.transaction(async (tx) => {
    if (!(await hasRoomForCollection(tx, user.id))) return null;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into collections (owner_id, name, description, public)
          values (${user.id}, ${withoutNul(input.name)}, ${withoutNul(input.description)}, ${input.public}) returning id`,
    );
    return row?.id ?? null;
  });
  if (id === null) return 'too-many';
  return (await findSummary(db, id, user.id)) as CollectionSummary;
}

export async function updateCollection(
  db: Db,
  id: number,
  changes: CollectionUpdate,
  viewer: Viewer,
): Promise<CollectionSummary | null> {
  const column = {
    name: 'name',
    description: 'description',
    public: 'public',
    pack: 'pack',
    packIcon: 'pack_icon',
    packOrder: 'pack_order',
  } as const;
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        sql`${sql.identifier(column[key as keyof typeof column])} = ${typeof value === 'string' ? withoutNul(value) : value}`,
    );
  await db.execute(
    sql`update collections set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${id}`,
  );
  return findSummary(db, id, viewer);
}

export async function deleteCollection(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from collections where id = ${id}`);
}

/** Who owns a collection and whether it is public or a pack; null when it does not exist. */
export async function findAccess(
  db: Db,
  id: number,
): Promise<{ ownerId: number; public: boolean; pack: boolean } | null> {
  if (!isStorableId(id)) return null;
  const [row] = await queryRows<{ ownerId: number; public: boolean; pack: boolean }>(
    db,
    sql`select owner_id as "ownerId", public, pack from collections where id = ${id}`,
  );
  return row ?? null;
}

export type AddOutcome = 'added' | 'already' | 'prompt-not-found' | 'too-many';

/**
 * Adds a prompt the user can see at the end of the collection, and saves it for the user (a prompt in
 * a collection is also saved; saving twice changes nothing).
 */
export async function addToCollection(
  db: Db,
  collectionId: number,
  user: AuthUser,
  promptId: number,
): Promise<AddOutcome> {
  if (!isStorableId(promptId)) return 'prompt-not-found';
  return db.transaction(async (tx): Promise<AddOutcome> => {
    await tx.execute(sql`select id from collections where id = ${collectionId} for update`);
    const [visible] = await tx
      .select({ id: prompts.id })
      .from(prompts)
      .where(and(eq(prompts.id, promptId), visibleTo(user)));
    if (!visible) return 'prompt-not-found';
    const [state] = await queryRows<{ n: number; present: boolean; next: number }>(
      tx,
      sql`select count(*)::int as n, coalesce(bool_or(prompt_id = ${promptId}), false) as present,
            coalesce(max(position) + 1, 0)::int as next
          from collection_prompts where collection_id = ${collectionId}`,
    );
    if (state?.present) return 'already';
    if ((state?.n ?? 0) >= COLLECTION_PROMPTS_MAX) return 'too-many';
    await tx.execute(
      sql`insert into collection_prompts (collection_id, prompt_id, position)
          values (${collectionId}, ${promptId}, ${state?.next ?? 0})`,
    );
    await tx.execute(
      sql`insert into saved_prompts (user_id, prompt_id) values (${user.id}, ${promptId}) on conflict do nothing`,
    );
    await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}`);
    return 'added';
  });
}

/** False when the prompt was not in the collection. The prompt stays saved. */
export async function removeFromCollection(db: Db, collectionId: number, promptId: number): Promise<boolean> {
  if (!isStorableId(promptId)) return false;
  return db.transaction(async (tx) => {
    const removed = await queryRows<{ promptId: number }>(
      tx,
      sql`delete from collection_prompts where collection_id = ${collectionId} and prompt_id = ${promptId}
          returning prompt_id as "promptId"`,
    );
    if (removed.length === 0) return false;
    await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}`);
    return true;
  });
}

const intArray = (values: readonly number[]): SQL =>
  values.length === 0
    ? sql`array[]::int[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::int[]`;

/**
 * Puts `promptIds` first, in that order; the collection's other prompts (those left out, and those
 * hidden from the owner) follow in their old order. False when a listed id is not in the collection
 * or is listed twice.
 */
export async function reorderCollection(db: Db, collectionId: number, promptIds: number[]): Promise<boolean> {
  if (new Set(promptIds).size !== promptIds.length) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from collections where id = ${collectionId} for update`);
    const current = await queryRows<{ promptId: number }>(
      tx,
      sql`select prompt_id as "promptId" from collection_prompts where collection_id = ${collectionId}
          order by position, added_at, prompt_id`,
    );
    const present = new Set(current.map((row) => row.promptId));
    if (!promptIds.every((id) => present.has(id))) return false;
    const listed = new Set(promptIds);
    const order = [...promptIds, ...current.map((row) => row.promptId).filter((id) => !listed.has(id))];
    await tx.execute(
      sql`update collection_prompts cp set position = (v.pos - 1)::int
          from unnest(${intArray(order)}) with ordinality as v(prompt_id, pos)
          where cp.collection_id = ${collectionId} and cp.prompt_id = v.prompt_id`,
    );
    await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}`);
    return true;
  });
}

/**
 * Get Pack: a new private collection of the user's own with the name, description and the prompts of
 * `sourceId` that the user can see, in its order; those prompts are saved for the user too.
 */
export async function copyCollection(
  db: Db,
  sourceId: number,
  user: AuthUser,
): Promise<CollectionSummary | 'too-many' | 'not-found'> {
  const id = await db.transaction(async (tx) => {
    if (!(await hasRoomForCollection(tx, user.id))) return 'too-many' as const;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into collections (owner_id, name, description)
          select ${user.id}::int, name, description from collections where id = ${sourceId} returning id`,
    );
    if (!row) return 'not-found' as const;
    const copied = await queryRows<{ promptId: number }>(
      tx,
      sql`insert into collection_prompts (collection_id, prompt_id, position)
          select ${row.id}::int, cp.prompt_id,
            (row_number() over (order by cp.position, cp.added_at, cp.prompt_id) - 1)::int
          from collection_prompts cp join prompts p on p.id = cp.prompt_id
          where cp.collection_id = ${sourceId} and ${shownTo(user.id)}
          returning prompt_id as "promptId"`,
    );
    if (copied.length > 0) {
      await tx.execute(
        sql`insert into saved_prompts (user_id, prompt_id)
            select ${user.id}::int, unnest(${intArray(copied.map((c) => c.promptId))})
            on conflict do nothing`,
      );
    }
    return row.id;
  });
  if (typeof id === 'string') return id;
  return (await findSummary(db, id, user.id)) as CollectionSummary;
}
