// Who may reach a collection. A private collection exists only for its owner: anyone else gets the
// same 404 as for a missing one, so its existence does not leak. A public one can be read by anyone
// and copied by any signed-in user, but changed only by its owner (403 for others), except that an
// admin marks, orders and unmarks packs on any public collection.
import { COLLECTION_MSG, type CollectionUpdate } from '@prompt-lib/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findAccess } from './repository.ts';

export type Access = { ownerId: number; public: boolean; pack: boolean; isOwner: boolean };

/** Throws the 404 or 403 the caller's access calls for: `read` (see, copy) or `own` (change). */
export async function checkCollection(
  db: Db,
  id: number,
  user: AuthUser | null,
  need: 'read' | 'own',
): Promise<Access> {
  const found = await findAccess(db, id);
  const isOwner = !!found && !!user && found.ownerId === user.id;
  if (!found || (!found.public && !isOwner)) throw notFound(COLLECTION_MSG.notFound);
  if (need === 'own' && !isOwner) throw forbidden();
  return { ...found, isOwner };
}

const PACK_FIELDS = ['pack', 'packIcon', 'packOrder'] as const;

/**
 * A PUT's rules: the owner changes name, description and public; pack fields are for admins, who may
 * set them on any collection they can read. A pack must stay public (400 otherwise).
 */
export async function checkUpdate(
  db: Db,
  id: number,
  user: AuthUser,
  changes: CollectionUpdate,
): Promise<void> {
  const packChange = PACK_FIELDS.some((field) => changes[field] !== undefined);
  const ownChange =
    changes.name !== undefined || changes.description !== undefined || changes.public !== undefined;
  const isAdmin = user.role === 'admin';
  const access = await checkCollection(db, id, user, isAdmin && !ownChange ? 'read' : 'own');
  if (packChange && !isAdmin) throw forbidden(COLLECTION_MSG.packFieldsAdminOnly);
  const pack = changes.pack ?? access.pack;
  const isPublic = changes.public ?? access.public;
  if (pack && !isPublic) throw badRequest(COLLECTION_MSG.packMustBePublic);
}
