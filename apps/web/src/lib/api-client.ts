// The one way the web app talks to the API: JSON in and out (and file downloads), the stored bearer
// token on every call, and the error-message precedence of spec §8 (body.message, body.error, raw text,
// "Error: {status}").
import { t } from '@lingui/core/macro';
import { AUTH_TOKEN_KEY } from '@prompt-lib/contract';

export class ApiError extends Error {
  readonly status: number;
  /** The body's `error` (e.g. "EmailNotVerified"), for a screen that answers one refusal differently. */
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export const getToken = () => window.localStorage.getItem(AUTH_TOKEN_KEY);
export const setToken = (token: string) => window.localStorage.setItem(AUTH_TOKEN_KEY, token);
export const clearToken = () => window.localStorage.removeItem(AUTH_TOKEN_KEY);

let onUnauthorized: (() => void) | null = null;
/** The session registers here to hear when the server rejects the stored token (expired, revoked). */
export function setUnauthorizedHandler(handler: (() => void) | null) {
  onUnauthorized = handler;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** `?a=1&sort=x,desc&sort=y` — arrays repeat the key; null, undefined and '' are left out. */
export function buildQuery(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      const { message, error } = body as { message?: unknown; error?: unknown };
      const code = typeof error === 'string' && error ? error : undefined;
      if (typeof message === 'string' && message) return new ApiError(response.status, message, code);
      if (code) return new ApiError(response.status, code, code);
    }
  } catch {
    // Not JSON: the raw text is the message.
  }
  const status = response.status;
  return new ApiError(status, text.trim() || t`Error: ${status}`);
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData goes as multipart with the browser's own header. */
  body?: unknown;
  signal?: AbortSignal;
  /** The bearer token to send instead of the stored one (a sign-out revokes the token it is dropping). */
  token?: string | null;
};

/** Sends one call and returns the successful response; a failure throws an ApiError (and a 401 signs out). */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
  // The server's messages come back in the interface's language (lib/i18n.ts sets <html lang>).
  const headers = new Headers({ Accept: accept, 'Accept-Language': document.documentElement.lang || 'en' });
  const token = options.token === undefined ? getToken() : options.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const response = await fetch(`${path}${buildQuery(query)}`, {
    method,
    headers,
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    // Only if the refused token is still the stored one: a late answer to a call sent before a sign-out
    // (the logout's own revoke call, say) must not end the session that came after it.
    if (response.status === 401 && token && getToken() === token) {
      clearToken();
      onUnauthorized?.();
    }
    const error = await toApiError(response);
    console.warn(`${method} ${path} failed:`, error.message);
    throw error;
  }
  return response;
}

/** Calls the API and returns the parsed JSON answer (undefined for 204 or an empty body). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type DownloadedFile = { blob: Blob; filename: string | null };

/** The file name of `Content-Disposition: attachment; filename="x"` (or filename*=UTF-8''x), if any. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8)?''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Badly encoded: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  return (plain?.[1] ?? plain?.[2])?.trim() || null;
}

/** A GET that answers a file (with the bearer token, which a plain link cannot send) as a Blob. */
export async function apiDownload(path: string, query?: QueryParams): Promise<DownloadedFile> {
  const response = await send(path, { query }, '*/*');
  return {
    blob: await response.blob(),
    filename: dispositionFilename(response.headers.get('Content-Disposition')),
  };
}

export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: QueryParams) =>
    apiRequest<T>(path, { method: 'POST', body, query }),
  put: <T>(path: string, body?: unknown, query?: QueryParams) =>
    apiRequest<T>(path, { method: 'PUT', body, query }),
  delete: <T>(path: string, query?: QueryParams) => apiRequest<T>(path, { method: 'DELETE', query }),
};

/** The text to show for any thrown value, with a caller-chosen fallback. */
export const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
