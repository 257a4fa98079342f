// Invitations to register: a random token (256 bits) in a link, kept only as its SHA-256, with an
// optional e-mail it is for, a role it gives, an expiry and a number of uses.
import type { Invitation, InvitationInfo, InvitationListItem } from '@prompt-lib/contract';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations, users } from '../../db/schema.ts';
import { isStorableId } from '../../db/values.ts';
import { newSecret } from '../account/links.ts';
import { hashToken } from '../tokens/repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const invitationUrl = (base: string, token: string) =>
  `${base}/register?invitation=${encodeURIComponent(token)}`;

type Row = typeof invitations.$inferSelect;

const toItem = (row: Row, createdBy: string | null): InvitationListItem => ({
  id: row.id,
  email: row.email,
  role: row.role === 'admin' ? 'admin' : 'user',
  expiresAt: row.expiresAt.toISOString(),
  maxUses: row.maxUses,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
  createdBy,
});

export async function createInvitation(
  db: Db,
  input: { email?: string; role: 'user' | 'admin'; expiresInDays: number; maxUses: number },
  createdBy: number,
  base: string,
): Promise<Invitation> {
  const token = newSecret();
  const [row] = await db
    .insert(invitations)
    .values({
      tokenHash: hashToken(token),
      email: input.email ?? null,
      role: input.role,
      expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS),
      maxUses: input.maxUses,
      createdBy,
    })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  const { createdBy: _, ...item } = toItem(row, null);
  return { ...item, url: invitationUrl(base, token) };
}

/** Every invitation, newest first, with who made it. */
export async function listInvitations(db: Db): Promise<InvitationListItem[]> {
  const rows = await db
    .select({ invitation: invitations, createdBy: users.username })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.createdBy))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
  return rows.map((row) => toItem(row.invitation, row.createdBy));
}

export async function deleteInvitation(db: Db, id: number): Promise<InvitationListItem | null> {
  if (!isStorableId(id)) return null;
  const [row] = await db.delete(invitations).where(eq(invitations.id, id)).returning();
  return row ? toItem(row, null) : null;
}

const usable = (token: string) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    gt(invitations.expiresAt, sql`now()`),
    lt(invitations.uses, invitations.maxUses),
  );

/** A usable invitation's e-mail and who sent it, else null. */
export async function findInvitation(
  db: Db,
  token: string,
): Promise<(InvitationInfo & { id: number; role: 'user' | 'admin' }) | null> {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      invitedBy: users.username,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.createdBy))
    .where(usable(token));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    invitedBy: row.invitedBy,
    role: row.role === 'admin' ? 'admin' : 'user',
  };
}

/**
 * Takes one use of the invitation, in the transaction that creates the account: false when it was
 * used up (or expired) meanwhile.
 */
export async function useInvitation(tx: Db, token: string): Promise<boolean> {
  const rows = await tx
    .update(invitations)
    .set({ uses: sql`${invitations.uses} + 1` })
    .where(usable(token))
    .returning({ id: invitations.id });
  return rows.length > 0;
}
