// Who may reach a collection, by the rule of prompts/visibility.ts (issue 28): to `read` it (see,
// copy) its audience; to `edit` it (add, remove and reorder its prompts) its owner, admins and those
// it is shared with to edit; to `manage` it (name, description, who sees it, deletion) its owner and
// admins. A collection the caller may not read gets the same 404 as a missing one, so its existence
// does not leak; one they may read but not change, a 403. Pack fields are for admins, and a pack
// must stay public.
import { COLLECTION_MSG, type CollectionUpdate, type Visibility } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import { type AuthUser, canManage } from '../../plugins/auth.ts';
import { checkShares } from '../prompts/sharing.ts';
import { canEditCollection, canReadCollection, type Reader } from '../prompts/visibility.ts';
import { type AccessRow, type CollectionChanges, findAccess } from './repository.ts';

/** Throws the 404 or 403 the caller's access calls for; answers what the rule read of the collection. */
export async function checkCollection(
  db: Db,
  id: number,
  reader: Reader,
  need: 'read' | 'edit' | 'manage',
): Promise<AccessRow> {
  const found = await findAccess(db, id);
  if (!found || !canReadCollection(found, reader)) throw notFound(COLLECTION_MSG.notFound);
  if (need === 'edit' && !canEditCollection(found, reader)) throw forbidden();
  if (need === 'manage' && !canManage(reader, found.ownerId)) throw forbidden();
  return found;
}

/** The visibility a create or a PUT asks for: `visibility`, else the older `public`, else none. */
export function visibilityOf(input: { public?: boolean; visibility?: Visibility }): Visibility | undefined {
  if (input.visibility !== undefined) return input.visibility;
  if (input.public === undefined) return undefined;
  return input.public ? 'public' : 'private';
}

/** A pack must be public (400 otherwise). */
export function checkPack(pack: boolean, visibility: Visibility | string): void {
  if (pack && visibility !== 'public') throw badRequest(COLLECTION_MSG.packMustBePublic);
}

const PACK_FIELDS = ['pack', 'packIcon', 'packOrder'] as const;

/**
 * A PUT's rules: the owner and admins change its fields; pack fields are for admins. Answers the
 * changes to write, with the visibility resolved from `public` or `visibility`.
 */
export async function checkUpdate(
  db: Db,
  id: number,
  user: AuthUser,
  changes: CollectionUpdate,
): Promise<CollectionChanges> {
  const access = await checkCollection(db, id, user, 'manage');
  const packChange = PACK_FIELDS.some((field) => changes[field] !== undefined);
  if (packChange && user.role !== 'admin') throw forbidden(COLLECTION_MSG.packFieldsAdminOnly);
  const { name, description, pack, packIcon, packOrder, sharedWith } = changes;
  const visibility = visibilityOf(changes);
  checkPack(pack ?? access.pack, visibility ?? access.visibility);
  if (sharedWith) await checkShares(db, access.ownerId, sharedWith);
  return { name, description, pack, packIcon, packOrder, visibility, sharedWith };
}
