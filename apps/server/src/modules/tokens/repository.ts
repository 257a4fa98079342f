// Personal access tokens: a random secret shown once (`plib_` + 256 bits, base64url), kept only as its
// SHA-256. A request carrying one is found by that hash in one index lookup (plugins/auth.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  ACCESS_TOKEN_PREFIX,
  type AccessToken,
  type AccessTokenInput,
  type CreatedAccessToken,
} from '@prompt-lib/contract';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema.ts';
import { isStorableId, withoutNul } from '../../db/values.ts';
import { callerColumns } from '../groups/membership.ts';

export const hashToken = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const looksLikeAccessToken = (bearer: string) => bearer.startsWith(ACCESS_TOKEN_PREFIX);

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listTokens(db: Db, userId: number): Promise<AccessToken[]> {
  const rows = await db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(desc(accessTokens.createdAt), desc(accessTokens.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
  }));
}

/**
 * A new token for the user, or null when they already have `limit`. The user's row is locked first,
 * so parallel creations cannot pass the limit together.
 */
export async function createToken(
  db: Db,
  userId: number,
  input: AccessTokenInput,
  limit: number,
): Promise<CreatedAccessToken | null> {
  const token = `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if ((await tx.$count(accessTokens, eq(accessTokens.userId, userId))) >= limit) return null;
    const [row] = await tx
      .insert(accessTokens)
      .values({
        userId,
        name: withoutNul(input.name),
        tokenHash: hashToken(token),
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      })
      .returning();
    if (!row) throw new Error('token insert returned no row');
    return {
      id: row.id,
      name: row.name,
      token,
      createdAt: row.createdAt.toISOString(),
      expiresAt: iso(row.expiresAt),
    };
  });
}

/** Revoked at once: the next request with it finds nothing. */
export async function deleteToken(db: Db, userId: number, id: number): Promise<boolean> {
  if (!isStorableId(id)) return false;
  const rows = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.id, id), eq(accessTokens.userId, userId)))
    .returning({ id: accessTokens.id });
  return rows.length > 0;
}

/**
 * The user a live (unexpired) token acts as, else null. Marks it used, at most once a minute, so a
 * busy client does not write on every request.
 */
export async function userForToken(
  db: Db,
  secret: string,
): Promise<{ id: number; username: string; role: string; groupIds: number[]; named: boolean } | null> {
  const [row] = await db
    .select({ tokenId: accessTokens.id, ...callerColumns })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, hashToken(secret)),
        or(isNull(accessTokens.expiresAt), gt(accessTokens.expiresAt, sql`now()`)),
        // A disabled account's tokens stop working with it (issue 27).
        eq(users.status, 'active'),
      ),
    );
  if (!row) return null;
  await db
    .update(accessTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(accessTokens.id, row.tokenId),
        or(isNull(accessTokens.lastUsedAt), sql`${accessTokens.lastUsedAt} < now() - interval '1 minute'`),
      ),
    );
  const { tokenId: _, ...caller } = row;
  return caller;
}
