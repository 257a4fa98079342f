// All SQL about collections and starter packs. A viewer reads the collections they may see, and in a
// collection the prompts they may see (both rules in prompts/visibility.ts), never one they may not,
// whoever added it; such a prompt stays stored and comes back once they may see it again. Writes that
// count (200 collections per user, 1,000 prompts per collection) lock the row they count under first
// (the user, the collection), so parallel calls cannot pass a limit together.
import {
  COLLECTION_PROMPTS_MAX,
  COLLECTIONS_PER_USER,
  type Collection,
  type CollectionPage,
  type CollectionSummary,
  type CollectionUpdate,
  type PackIcon,
  type Share,
  type Visibility,
} from '@prompt-lib/contract';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { collectionPrompts, prompts } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { selectPrompts, toPrompts } from '../prompts/prompt-rows.ts';
import { replaceShares, type ShareEntry, shareList } from '../prompts/sharing.ts';
import {
  type Audience,
  COLLECTION_AUDIENCE,
  canEditCollection,
  collectionsInScope,
  collectionVisibleTo,
  type Reader,
  visibleTo,
} from '../prompts/visibility.ts';

/** Who reads: the signed-in user, or null for a visitor. */
export type Viewer = Reader;

/** Who sees a collection: its visibility and whom it is shared with (checked before, prompts/sharing.ts). */
export type Sharing = { visibility: Visibility; sharedWith: ShareEntry[] };

type SummaryRow = {
  id: number;
  name: string;
  description: string;
  visibility: Visibility;
  shares: Share[];
  pack: boolean;
  packIcon: string | null;
  packOrder: number | null;
  ownerId: number;
  ownerName: string;
  promptCount: number;
  contains?: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
  hiddenAt: Date | string | null;
  hiddenNote: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A row as `viewer` sees it: whom it is shared with only for those who may edit it. */
function toSummary(
  { ownerId, ownerName, contains, shares, hiddenAt, hiddenNote, ...row }: SummaryRow,
  viewer: Viewer,
): CollectionSummary {
  const hidden = hiddenAt === null ? null : new Date(hiddenAt);
  const editable = canEditCollection({ ownerId, shares, hiddenAt: hidden }, viewer);
  return {
    ...row,
    public: row.visibility === 'public',
    ...(editable ? { sharedWith: shares } : {}),
    canEdit: editable,
    packIcon: row.packIcon as PackIcon | null,
    owner: { id: ownerId, username: ownerName },
    ...(contains === undefined ? {} : { contains }),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    // Only its owner and admins read a hidden collection (visibility.ts), so whoever is answered may know.
    ...(hidden ? { moderation: { hiddenAt: hidden.toISOString(), note: hiddenNote } } : {}),
  };
}

/**
 * The collections `viewer` may see that `where` keeps, with their owner and the count of prompts
 * `viewer` can see; `rest` (order, limit) and `extra` columns follow.
 */
async function summaries(
  db: Db,
  viewer: Viewer,
  where: SQL,
  rest: SQL = sql``,
  extra: SQL = sql``,
): Promise<CollectionSummary[]> {
  const rows = await queryRows<SummaryRow>(
    db,
    sql`select collections.id, collections.name, collections.description, collections.visibility,
          ${shareList(COLLECTION_AUDIENCE)} as shares, collections.pack, collections.pack_icon as "packIcon",
          collections.pack_order as "packOrder", collections.owner_id as "ownerId", u.username as "ownerName",
          collections.created_at as "createdAt", collections.updated_at as "updatedAt",
          collections.hidden_at as "hiddenAt", collections.hidden_note as "hiddenNote",
          (select count(*)::int from collection_prompts cp join prompts on prompts.id = cp.prompt_id
            where cp.collection_id = collections.id and ${visibleTo(viewer)}) as "promptCount" ${extra}
        from collections join users u on u.id = collections.owner_id
        where ${collectionVisibleTo(viewer)} and ${where} ${rest}`,
  );
  return rows.map((row) => toSummary(row, viewer));
}

export async function findSummary(db: Db, id: number, viewer: Viewer): Promise<CollectionSummary | null> {
  if (!isStorableId(id)) return null;
  const [summary] = await summaries(db, viewer, sql`collections.id = ${id}`);
  return summary ?? null;
}

/**
 * The caller's own collections (`mine`) or those shared with them by others (`shared`), most recently
 * changed first; with `promptId`, which hold it.
 */
export async function listCollections(
  db: Db,
  user: AuthUser,
  query: { scope: 'mine' | 'shared'; page: number; size: number; promptId?: number },
): Promise<CollectionPage> {
  const inScope = collectionsInScope(query.scope, user);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from collections where ${inScope}`,
  );
  const totalCount = count?.n ?? 0;
  if (totalCount === 0) return { list: [], totalCount };
  const promptId = query.promptId !== undefined && isStorableId(query.promptId) ? query.promptId : 0;
  const contains =
    query.promptId === undefined
      ? sql``
      : sql`, exists (select 1 from collection_prompts x
          where x.collection_id = collections.id and x.prompt_id = ${promptId}) as contains`;
  const list = await summaries(
    db,
    user,
    inScope,
    sql`order by collections.updated_at desc, collections.id desc
        limit ${query.size} offset ${query.page * query.size}`,
    contains,
  );
  return { list, totalCount };
}

/** The packs in their order (unordered ones last), as a visitor sees them: public ones only. */
export async function listPacks(db: Db): Promise<CollectionSummary[]> {
  return summaries(
    db,
    null,
    sql`collections.pack`,
    sql`order by collections.pack_order asc nulls last, collections.id asc`,
  );
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
    .where(visibleTo(viewer))
    .orderBy(asc(collectionPrompts.position), asc(collectionPrompts.addedAt), asc(prompts.id));
  return { ...summary, prompts: toPrompts(rows, viewer) };
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
  input: { name: string; description: string } & Sharing,
): Promise<CollectionSummary | 'too-many'> {
  const id = await db.transaction(async (tx) => {
    if (!(await hasRoomForCollection(tx, user.id))) return null;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into collections (owner_id, name, description, visibility)
          values (${user.id}, ${withoutNul(input.name)}, ${withoutNul(input.description)}, ${input.visibility})
          returning id`,
    );
    if (row) await replaceShares(tx, COLLECTION_AUDIENCE, row.id, input.sharedWith);
    return row?.id ?? null;
  });
  if (id === null) return 'too-many';
  return (await findSummary(db, id, user)) as CollectionSummary;
}

/** What a PUT changes: the fields given, with who sees it already resolved (access.ts). */
export type CollectionChanges = Omit<CollectionUpdate, 'public' | 'visibility' | 'sharedWith'> &
  Partial<Sharing>;

const COLUMNS = {
  name: 'name',
  description: 'description',
  visibility: 'visibility',
  pack: 'pack',
  packIcon: 'pack_icon',
  packOrder: 'pack_order',
} as const;

/**
 * Changes the fields given (with `sharedWith`, whom it is shared with too) in one transaction; also
 * what `PUT /api/collections/{id}/sharing` writes.
 */
export async function updateCollection(
  db: Db,
  id: number,
  changes: CollectionChanges,
  viewer: Viewer,
): Promise<CollectionSummary | null> {
  const sets = Object.entries(COLUMNS).flatMap(([key, column]) => {
    const value = changes[key as keyof typeof COLUMNS];
    if (value === undefined) return [];
    return [sql`${sql.identifier(column)} = ${typeof value === 'string' ? withoutNul(value) : value}`];
  });
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update collections set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)} where id = ${id}`,
    );
    if (changes.sharedWith) await replaceShares(tx, COLLECTION_AUDIENCE, id, changes.sharedWith);
  });
  return findSummary(db, id, viewer);
}

export async function deleteCollection(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from collections where id = ${id}`);
}

/** What the rule reads of a collection (prompts/visibility.ts), and whether it is a pack. */
export type AccessRow = Audience & { ownerId: number; pack: boolean };

/** Who owns a collection, who sees it and whether it is a pack; null when it does not exist. */
export async function findAccess(db: Db, id: number): Promise<AccessRow | null> {
  if (!isStorableId(id)) return null;
  const [row] = await queryRows<AccessRow>(
    db,
    sql`select owner_id as "ownerId", visibility, ${shareList(COLLECTION_AUDIENCE)} as shares, pack,
          hidden_at as "hiddenAt"
        from collections where id = ${id}`,
  );
  // Raw rows carry dates as the driver gives them (a string with PostgreSQL's driver).
  return row ? { ...row, hiddenAt: row.hiddenAt === null ? null : new Date(row.hiddenAt) } : null;
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
          from collection_prompts cp join prompts on prompts.id = cp.prompt_id
          where cp.collection_id = ${sourceId} and ${visibleTo(user)}
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
  return (await findSummary(db, id, user)) as CollectionSummary;
}
