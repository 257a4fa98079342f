// What a single sign-on remembers between its start and its callback: the state, nonce and PKCE code
// verifier, the provider, the redirect URI and where to go afterwards. It travels in a cookie holding a
// JWT signed with the app's secret (10 minutes), so any instance can check the callback and no server
// keeps memory of sign-ins in progress. The cookie is HttpOnly, SameSite=Lax (the provider sends the
// browser back with a top-level GET, which Lax lets through) and scoped to /auth/oidc.
import { jwtVerify, SignJWT } from 'jose';

export const STATE_COOKIE = 'promptlib_oidc';
const COOKIE_PATH = '/auth/oidc';
const LIFETIME_SECONDS = 10 * 60;
/** Keeps a sign-in token from passing as a state cookie, and the other way round (no `sub`). */
const AUDIENCE = 'promptlib:oidc-state';

export type SignInState = {
  provider: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
  /** The invitation the sign-in was started with, if any. */
  invitation?: string;
};

export async function sealState(secret: Uint8Array, value: SignInState): Promise<string> {
  return new SignJWT({ ...value })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LIFETIME_SECONDS}s`)
    .sign(secret);
}

/** The state the cookie holds, or null when it is missing, expired, altered or incomplete. */
export async function openState(secret: Uint8Array, jwt: string | undefined): Promise<SignInState | null> {
  if (!jwt) return null;
  try {
    const { payload } = await jwtVerify(jwt, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    const keys = ['provider', 'state', 'nonce', 'codeVerifier', 'redirectUri', 'returnTo'] as const;
    if (!keys.every((key) => typeof payload[key] === 'string')) return null;
    const state = Object.fromEntries(keys.map((key) => [key, payload[key]])) as SignInState;
    return typeof payload.invitation === 'string' ? { ...state, invitation: payload.invitation } : state;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that keeps `value`, or clears the cookie when it is null. */
export function stateCookie(value: string | null, secure: boolean): string {
  const parts = [
    `${STATE_COOKIE}=${value ?? ''}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${value === null ? 0 : LIFETIME_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Our cookie's value in a Cookie header. */
export function readStateCookie(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...rest] = part.trim().split('=');
    if (name === STATE_COOKIE) return rest.join('=');
  }
  return undefined;
}

/**
 * A path of this site, else '/': it must start with a single slash, and have no backslash, space or
 * control character (browsers read `/\evil.example` and `/<tab>/evil.example` as another host).
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  return /[\\\s\u0000-\u001f\u007f]/.test(value) ? '/' : value;
}
