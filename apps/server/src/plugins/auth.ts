// Authentication: signed JWTs (HS256) carry the user id, the account's session version and an id of
// their own (jti); a request with a bearer token gets request.user loaded from the database in one
// statement that also checks those, so a deleted or disabled account, a raised session version (sign
// out everywhere, a new password, a role change) and a revoked token (a sign-out) take effect at once.
// The caller a sign-in token names is then remembered (KnownCallers) until the next change: each of
// those is a write the database announces to every instance (migration 0035), as a change of the
// caller's groups or prompts is.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isAdminRole, SERVER_MSG } from '@prompt-lib/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config.ts';
import { type Db, preparedStatement } from '../db/client.ts';
import { revokedSessions, users } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http-errors.ts';
import { callerColumns } from '../modules/groups/membership.ts';
import { looksLikeAccessToken, userForToken } from '../modules/tokens/repository.ts';
import { type Changes, Remembered } from './changes.ts';

/** `via`: a password sign-in's JWT, or a personal access token (which may not manage the account's keys). */
export type AuthUser = {
  id: number;
  username: string;
  role: 'user' | 'admin';
  /** The groups the account is a member of: part of who sees which prompt (modules/prompts/visibility.ts). */
  groupIds: number[];
  /** Whether a prompt is the account's or is shared with it by name (visibility.ts audienceKey). */
  named: boolean;
  via: 'session' | 'token';
  /** The sign-in token's id and expiry (a session's only), so that a sign-out can revoke it. */
  session?: { jti: string; expiresAt: Date };
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /**
     * true on a write that ends sign-ins without changing what reads show (a sign-out, a new
     * password): this instance forgets the callers it remembers as it answers, where the database's
     * announcement would come a moment later.
     */
    endsSessions?: boolean;
  }
  interface FastifyInstance {
    /** A sign-in token for the account at its current session version. */
    signToken: (user: { id: number; role: string; sessionVersion?: number }) => Promise<string>;
  }
}

type AuthOptions = { db: Db; secret: Uint8Array; changes: Changes; callers: KnownCallers };

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
    .select(callerColumns)
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('id')),
        eq(users.status, 'active'),
        eq(users.sessionVersion, sql.placeholder('version')),
        sql`not exists (select 1 from ${revokedSessions} where ${revokedSessions.jti} = ${sql.placeholder('jti')})`,
      ),
    )
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

/** Past this many remembered callers, they are forgotten and loaded again. */
const MAX_KNOWN_CALLERS = 10_000;

/**
 * The callers of sign-in tokens, as last loaded, until the next change (Changes): the HTTP server
 * recognises them without Fastify or the database (public-cache.ts), and so does the hook below.
 */
export class KnownCallers extends Remembered<AuthUser> {
  constructor(changes: Changes) {
    super(changes, MAX_KNOWN_CALLERS);
  }

  /** The caller of a request's Authorization header, if remembered and its sign-in not expired. */
  recognise(authorization: string): AuthUser | undefined {
    if (!authorization.startsWith('Bearer ')) return undefined;
    const caller = this.get(authorization.slice(7));
    return caller?.session && caller.session.expiresAt.getTime() > Date.now() ? caller : undefined;
  }
}

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const { db, secret, changes, callers } = opts;

  app.decorate('signToken', async (user: { id: number; role: string; sessionVersion?: number }) => {
    const version =
      user.sessionVersion ??
      (await db.select({ v: users.sessionVersion }).from(users).where(eq(users.id, user.id)))[0]?.v ??
      0;
    return new SignJWT({ role: user.role, ver: version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(TOKEN_LIFETIME)
      .sign(secret);
  });

  /** What each verified sign-in token says: the user id, session version, token id and expiry (ms). */
  type Claims = { id: number; version: number; jti: string; expiresAt: number };
  const verified = new Map<string, Claims>();
  const sessionClaims = async (bearer: string): Promise<Claims | null> => {
    const known = verified.get(bearer);
    if (known && known.expiresAt > Date.now()) return known;
    const { payload } = await jwtVerify(bearer, secret, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    // Tokens issued before session versions existed carry none: version 0, which they had.
    const version = payload.ver === undefined ? 0 : Number(payload.ver);
    if (!Number.isSafeInteger(id) || !Number.isSafeInteger(version)) return null;
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
    const claims = { id, version, jti: payload.jti ?? '', expiresAt: (payload.exp ?? 0) * 1000 };
    verified.set(bearer, claims);
    return claims;
  };

  app.decorateRequest('user', null);
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config.endsSessions && reply.statusCode < 400) callers.forgetAll();
  });
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
    const known = callers.recognise(header);
    if (known) {
      request.user = known;
      return;
    }
    try {
      const claims = await sessionClaims(bearer);
      if (claims === null) return;
      const since = changes.count;
      const [row] = await signedInUser(db).execute({
        id: claims.id,
        version: claims.version,
        jti: claims.jti,
      });
      if (row) {
        request.user = {
          ...toAuthUser(row, 'session'),
          session: { jti: claims.jti, expiresAt: new Date(claims.expiresAt) },
        };
        callers.set(bearer, request.user, since);
      }
    } catch {
      // A bad or expired sign-in token is the same as none; protected routes answer 401.
    }
  });
});

const toAuthUser = (
  row: { id: number; username: string; role: string; groupIds: number[]; named: boolean },
  via: AuthUser['via'],
): AuthUser => ({
  id: row.id,
  username: row.username,
  role: isAdminRole(row.role) ? 'admin' : 'user',
  groupIds: row.groupIds,
  named: row.named,
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
export function canManage(user: Pick<AuthUser, 'id' | 'role'> | null, ownerId: number | null): boolean {
  return !!user && (user.role === 'admin' || user.id === ownerId);
}
