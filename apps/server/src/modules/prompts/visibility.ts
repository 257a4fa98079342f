// Who may see which prompt and which collection (issue 28; DESIGN §4): the one rule, written once, in
// plain TypeScript for a prompt or collection in hand and in SQL for those a statement reads. Every
// read goes through it: lists, search and counts, detail, versions, ratings, saved prompts,
// collections, usage, export, MCP and the server-rendered pages.
//
// - The audience of a prompt or a collection: its owner, admins and whoever it is shared with
//   `canEdit` (by name or through a group) are its editors and always read it; anyone else reads it
//   by its visibility: `public` to anyone, `internal` to every signed-in account, `private` to those
//   it is shared with (to read).
// - A prompt's editors edit its content and read it whatever its status; anyone else reads it only
//   when it is published. Lists show published prompts only, to everybody, admins included; drafts
//   and archived prompts are in their owner's my-* lists.
// - A collection has no status: its editors add, remove and reorder its prompts (its name, who sees
//   it and its deletion are its owner's and admins', plugins/auth.ts canManage).
// - A prompt or collection someone may not see answers 404, like an unknown one.
// - One a moderator hid (issue 29, modules/reports: `hiddenAt`) is its owner's and admins' alone:
//   they read it (and its owner edits it) as before; those it is shared with, to edit or to read, and
//   everyone else do not, and no list shows it (isPublished: "published and not hidden"), to admins
//   included, but its owner's own.
import type { ListScopeParam } from '@prompt-lib/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  collectionShares,
  collections,
  promptComments,
  promptShares,
  prompts,
  publishedAndShown,
} from '../../db/schema.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** The reader of a request: a signed-in account with its groups, or nobody. */
export type Reader = Pick<AuthUser, 'id' | 'role' | 'groupIds'> | null;
type Account = NonNullable<Reader>;

/** One entry of a prompt's or a collection's sharing, as the rule needs it. */
export type ShareRef = { kind: 'group' | 'user'; id: number; canEdit: boolean };

/** What the rule reads of a prompt or a collection: its owner, its visibility, its shares, whether hidden. */
export type Audience = {
  ownerId: number | null;
  visibility: string;
  shares: ShareRef[];
  hiddenAt: Date | null;
};

/** What the rule reads of a prompt: its creator is its owner. */
export type Audienced = {
  status: string;
  visibility: string;
  createdBy: number | null;
  shares: ShareRef[];
  hiddenAt: Date | null;
};

const reaches = (share: ShareRef, reader: Account) =>
  share.kind === 'user' ? share.id === reader.id : reader.groupIds.includes(share.id);

/**
 * What the rule and the list scopes read of a signed-in reader, as a key: readers with the same key
 * are answered alike, so an answer computed for one may be handed to another (plugins/public-cache.ts
 * keeps answers per key). That is their role and groups, and their own id only when something names
 * them (`named`: a prompt of theirs, or a share with them by name): an account that only reads gets
 * its group set's answers, one that writes gets its own.
 */
export function audienceKey(reader: Account & { named: boolean }): string {
  const role = reader.role === 'admin' ? 'a' : '';
  return `${role}g${reader.groupIds.join('.')}${reader.named ? `u${reader.id}` : ''}`;
}

/**
 * Whether the reader is among its editors: the owner, admins, those it is shared with to edit (not
 * while a moderator hides it).
 */
function isEditor(item: Omit<Audience, 'visibility'>, reader: Reader): boolean {
  if (!reader) return false;
  if (reader.role === 'admin' || item.ownerId === reader.id) return true;
  if (item.hiddenAt !== null) return false;
  return item.shares.some((share) => share.canEdit && reaches(share, reader));
}

/** Whether its visibility, or a share, lets the reader read it (never while a moderator hides it). */
function isAudience(item: Omit<Audience, 'ownerId'>, reader: Reader): boolean {
  if (item.hiddenAt !== null) return false;
  if (item.visibility === 'public') return true;
  if (!reader) return false;
  return item.visibility === 'internal' || item.shares.some((share) => reaches(share, reader));
}

/** Whether the reader may edit the prompt's content (and so read it, whatever its status). */
export function canEdit(prompt: Omit<Audienced, 'status' | 'visibility'>, reader: Reader): boolean {
  return isEditor({ ownerId: prompt.createdBy, shares: prompt.shares, hiddenAt: prompt.hiddenAt }, reader);
}

/** Whether the reader may see the prompt at all. */
export function canRead(prompt: Audienced, reader: Reader): boolean {
  return canEdit(prompt, reader) || (prompt.status === 'published' && isAudience(prompt, reader));
}

/**
 * How the reader stands toward the prompt, which is all its answer depends on (plugins/public-cache.ts
 * keeps it per standing): `editor` (canEdit), `reader` (canRead alone), or null (may not see it).
 */
export function standingOf(prompt: Audienced, reader: Reader): 'editor' | 'reader' | null {
  return canEdit(prompt, reader) ? 'editor' : canRead(prompt, reader) ? 'reader' : null;
}

/** Whether the reader may add, remove and reorder the collection's prompts (and so read it). */
export function canEditCollection(collection: Omit<Audience, 'visibility'>, reader: Reader): boolean {
  return isEditor(collection, reader);
}

/** Whether the reader may see the collection at all: a prompt's rule, without status. */
export function canReadCollection(collection: Audience, reader: Reader): boolean {
  return isEditor(collection, reader) || isAudience(collection, reader);
}

// ---- the same rule in SQL ----

/** Where the rule finds prompts or collections in SQL: their columns and their shares. */
export type AudienceColumns = {
  id: AnyPgColumn;
  ownerId: AnyPgColumn;
  visibility: AnyPgColumn;
  shares: typeof promptShares | typeof collectionShares;
  /** The column of `shares` that names the prompt or collection. */
  sharedId: AnyPgColumn;
  /**
   * Who reads it besides its visibility, kept from its owner and shares (prompts, migration 0037): its
   * owner and those it is shared with by name as minus their id, its groups as their id.
   */
  audience?: AnyPgColumn;
};

export const PROMPT_AUDIENCE: AudienceColumns = {
  id: prompts.id,
  ownerId: prompts.createdBy,
  visibility: prompts.visibility,
  shares: promptShares,
  sharedId: promptShares.promptId,
  audience: prompts.audience,
};

export const COLLECTION_AUDIENCE: AudienceColumns = {
  id: collections.id,
  ownerId: collections.ownerId,
  visibility: collections.visibility,
  shares: collectionShares,
  sharedId: collectionShares.collectionId,
};

// The partial indexes' own predicate (db/schema.ts), so the planner matches the two.
export const isPublished = publishedAndShown(prompts);

const groupIds = (reader: Account) => sql`${`{${reader.groupIds.join(',')}}`}::int[]`;

/**
 * The ids of those shared with the reader, by name or through one of their groups (`editing`: to
 * edit), as a select: one branch per way, so that each is read from its index alone (group id or user
 * id, then the prompt's): an `or` of the two made PostgreSQL visit every share's row, ~300 pages for a
 * group of the benchmark's team library, in every statement of a signed-in reader's search.
 */
function sharedIds(of: AudienceColumns, reader: Account, editing = false): SQL {
  const { shares } = of;
  const toEdit = editing ? sql` and ${shares.canEdit}` : sql``;
  return sql`select ${of.sharedId} from ${shares} where ${shares.groupId} = any(${groupIds(reader)})${toEdit}
    union all select ${of.sharedId} from ${shares} where ${shares.userId} = ${reader.id}${toEdit}`;
}

/** Those shared with the reader, by name or through one of their groups (`editing`: to edit). */
const sharedWith = (of: AudienceColumns, reader: Account, editing = false): SQL =>
  sql`${of.id} in (${sharedIds(of, reader, editing)})`;

/**
 * The private ones a signed-in non-admin may read: their own and those shared with them. From the
 * kept `audience` where there is one (prompts), which meets the reader's own (their groups, minus
 * their id): tested on the row, with no set of shared ids to build per statement, and, with a
 * search's words, answered by one index (prompts_private_search_idx), where a set of ids read
 * through the shares had each of them tested for the words (~9 ms for a group's ~1,100 at 100,000
 * prompts). Else through the shares.
 */
const ownOrShared = (of: AudienceColumns, reader: Account) =>
  of.audience
    ? sql`${of.audience} && ${`{${[...reader.groupIds, -reader.id].join(',')}}`}::int[]`
    : sql`(${of.ownerId} = ${reader.id} or ${sharedWith(of, reader)})`;

/** isEditor or isAudience as a SQL condition; null for an admin, who reads them all. */
function audience(of: AudienceColumns, reader: Reader): SQL | null {
  if (!reader) return sql`${of.visibility} = 'public'`;
  if (reader.role === 'admin') return null;
  return sql`(${of.visibility} <> 'private' or ${ownOrShared(of, reader)})`;
}

/** The published prompts the reader may see: what every list draws from. */
export function listedFor(reader: Reader): SQL {
  const seen = audience(PROMPT_AUDIENCE, reader);
  return seen ? sql`${isPublished} and ${seen}` : isPublished;
}

/** canRead as a SQL condition, for prompts reached from elsewhere (saved prompts, collections, usage). */
export function visibleTo(reader: Reader): SQL {
  if (!reader || reader.role === 'admin') return reader ? sql`true` : listedFor(null);
  return or(
    listedFor(reader),
    eq(prompts.createdBy, reader.id),
    sql`(${sharedWith(PROMPT_AUDIENCE, reader, true)} and ${prompts.hiddenAt} is null)`,
  ) as SQL;
}

/** canReadCollection as a SQL condition on collections. */
export function collectionVisibleTo(reader: Reader): SQL {
  const seen = audience(COLLECTION_AUDIENCE, reader);
  if (!seen) return sql`true`;
  const shown = sql`${collections.hiddenAt} is null and ${seen}`;
  return reader ? sql`(${shown} or ${collections.ownerId} = ${reader.id})` : shown;
}

/**
 * Which comments of a prompt the reader sees (issue 29): those a moderator hid only their author and
 * admins. Undefined: all of them.
 */
export function commentVisibleTo(reader: Reader): SQL | undefined {
  if (reader?.role === 'admin') return undefined;
  const shown = sql`${promptComments.hiddenAt} is null`;
  return reader ? sql`(${shown} or ${promptComments.authorId} = ${reader.id})` : shown;
}

/** Whether the reader sees the comment: commentVisibleTo for a comment in hand. */
export function canReadComment(
  comment: { authorId: number; hiddenAt: Date | null },
  reader: Reader,
): boolean {
  return comment.hiddenAt === null || reader?.role === 'admin' || comment.authorId === reader?.id;
}

/** A list of collections (issue 28): the reader's own, or those shared with them by someone else. */
export function collectionsInScope(scope: 'mine' | 'shared', reader: Account): SQL {
  if (scope === 'mine') return eq(collections.ownerId, reader.id);
  return sql`${sharedWith(COLLECTION_AUDIENCE, reader)} and ${collections.ownerId} <> ${reader.id}
    and ${collections.hiddenAt} is null`;
}

/** The `scope` of a list, within what the reader may see (issue 28). */
export function inScope(scope: ListScopeParam, reader: Reader): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'public':
    case 'internal':
      return sql`${prompts.visibility} = ${sql.raw(`'${scope.kind}'`)}`;
    case 'mine':
      return reader ? eq(prompts.createdBy, reader.id) : sql`false`;
    case 'shared':
      // Shared with the reader by someone else: not their own prompts.
      return reader
        ? and(sharedWith(PROMPT_AUDIENCE, reader), sql`${prompts.createdBy} is distinct from ${reader.id}`)
        : sql`false`;
    case 'group':
      return sql`${prompts.id} in (select ${promptShares.promptId} from ${promptShares}
        where ${promptShares.groupId} = ${scope.groupId})`;
  }
}

/**
 * How a list of the reader's may be counted from prompt_counts: the sum of the key behind each of
 * `prefixes` (migration 0033 keeps internal and private prompts' counts under 'internal:' and
 * 'private:'), plus the prompts of `rest` counted row by row. Null: count every row.
 */
export type KeptCount = { prefixes: string[]; rest: SQL | null };

export function keptCount(scope: ListScopeParam, reader: Reader): KeptCount | null {
  if (scope.kind === 'public') return { prefixes: [''], rest: null };
  if (scope.kind === 'internal') return { prefixes: reader ? ['internal:'] : [], rest: null };
  if (scope.kind !== 'all') return null;
  if (!reader) return { prefixes: [''], rest: null };
  if (reader.role === 'admin') return { prefixes: ['', 'internal:', 'private:'], rest: null };
  return {
    prefixes: ['', 'internal:'],
    rest: sql`${isPublished} and ${prompts.visibility} = 'private' and ${ownOrShared(PROMPT_AUDIENCE, reader)}`,
  };
}
