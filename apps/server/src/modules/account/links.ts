// One-time links and codes: a password reset, an e-mail verification, the code that ends a single
// sign-on. The token is 256 random bits, handed out once; only its SHA-256 is kept, and it works once,
// until it expires.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountLinks } from '../../db/schema.ts';
import { hashToken } from '../tokens/repository.ts';

export type LinkKind = 'reset' | 'verify' | 'sso-code';

export const newSecret = () => randomBytes(32).toString('base64url');

/** A fresh token of this kind for the account; it works for `ttlMs`. */
export async function createLink(
  db: Db,
  userId: number,
  kind: LinkKind,
  ttlMs: number,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(accountLinks).values({ userId, kind, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/**
 * Uses the token up, answering its account, or null when it is unknown, of another kind, used or
 * expired. One statement marks it used, so two requests with one token cannot both pass.
 */
export async function consumeLink(db: Db, kind: LinkKind, token: string): Promise<number | null> {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.tokenHash, hashToken(token)),
        eq(accountLinks.kind, kind),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountLinks.userId });
  return row?.userId ?? null;
}

/** Ends every unused link of this kind for the account (a new password makes older reset links void). */
export async function voidLinks(db: Db, userId: number, kind: LinkKind): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.kind, kind), isNull(accountLinks.usedAt)));
}

/** Forgets links that can no longer be used, a day after (called by the daily clean-up). */
export async function pruneLinks(db: Db): Promise<void> {
  await db
    .delete(accountLinks)
    .where(
      or(
        lt(accountLinks.expiresAt, sql`now() - interval '1 day'`),
        lt(accountLinks.usedAt, sql`now() - interval '1 day'`),
      ),
    );
}
