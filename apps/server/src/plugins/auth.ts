// Authentication: signed JWTs (HS256) carry the user id; every request with a bearer token gets
// request.user loaded from the database, so a role change or a deleted account takes effect at once.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAdminRole, SERVER_MSG } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { type Db, preparedStatement } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { looksLikeAccessToken, userForToken } from '../modules/tokens/repository.ts';

/** `via`: a password sign-in's JWT, or a personal access token (which may not manage the account's keys). */
export type AuthUser = { id: number; username: string; role: 'user' | 'admin'; via: 'session' | 'token' };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    signToken: (user: Pick<AuthUser, 'id' | 'role'>) => Promise<string>;
  }
}

const TOKEN_LIFETIME = '30d';
/**
 * Sign-in tokens this process has verified, remembered until they expire: jose verifies with
 * WebCrypto, a round through libuv's thread pool and back through the event loop, which under load
 * took a write a few milliseconds before it started (probe at 100,000: ~3 ms of a prompt creation's
 * p50 among readers, ~2.5 ms of its p95). A client sends the same token with each request. Past this
 * many, they are forgotten and verified again.
 */
const MAX_VERIFIED_TOKENS = 10_000;

/** The signed-in caller of a request, read on every request that carries a sign-in token: prepared. */
const signedInUser = preparedStatement('signed_in_user', (db, name) =>
  db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

/** JWT_SECRET, else a secret generated once and kept in the data directory. */
export function resolveJwtSecret(config: Pick<Config, 'jwtSecret' | 'dataDir'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  } catch {
    mkdirSync(config.dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: Uint8Array }) => {
  const { db, secret } = opts;

  app.decorate('signToken', (user: Pick<AuthUser, 'id' | 'role'>) =>
    new SignJWT({ role: user.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(secret),
  );

  /** The user id of each verified sign-in token, and when the token expires (ms). */
  const verified = new Map<string, { id: number; expiresAt: number }>();
  const sessionUserId = async (bearer: string): Promise<number | null> => {
    const known = verified.get(bearer);
    if (known && known.expiresAt > Date.now()) return known.id;
    const { payload } = await jwtVerify(bearer, secret, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isSafeInteger(id)) return null;
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    verified.set(bearer, { id, expiresAt: (payload.exp ?? 0) * 1000 });
    return id;
  };

  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.toLowerCase().startsWith('bearer ')) return;
    const bearer = header.slice(7).trim();
    if (looksLikeAccessToken(bearer)) {
      // A client that sends a token means to act as its user: a revoked or expired one is refused
      // everywhere rather than read as anonymous.
      const row = await userForToken(db, bearer);
      if (!row) throw unauthorized(SERVER_MSG.invalidToken);
      request.user = toAuthUser(row, 'token');
      return;
    }
    try {
      const id = await sessionUserId(bearer);
      if (id === null) return;
      const [row] = await signedInUser(db).execute({ id });
      if (row) request.user = toAuthUser(row, 'session');
    } catch {
      // A bad or expired sign-in token is the same as none; protected routes answer 401.
    }
  });
});

const toAuthUser = (row: { id: number; username: string; role: string }, via: AuthUser['via']): AuthUser => ({
  id: row.id,
  username: row.username,
  role: isAdminRole(row.role) ? 'admin' : 'user',
  via,
});

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw forbidden(SERVER_MSG.adminOnly);
  return user;
}

/**
 * preValidation hooks: an anonymous caller gets 401 (a non-admin 403) before any 400 about the
 * input, so the answer does not depend on how well-formed a request the caller is not allowed to make is.
 */
export const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
export const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};
/** For changes to the account's keys (e-mail, tokens): a personal access token may not make them. */
export const signedInWithPassword = async (request: FastifyRequest) => {
  if (requireUser(request).via === 'token') throw forbidden(SERVER_MSG.tokenCannotDoThis);
};

/** Owners and admins may change a resource. */
export function canManage(user: AuthUser | null, ownerId: number | null): boolean {
  return !!user && (user.role === 'admin' || user.id === ownerId);
}
