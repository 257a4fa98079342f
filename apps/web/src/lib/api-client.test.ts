import { AUTH_TOKEN_KEY } from '@prompt-lib/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  api,
  apiDownload,
  apiRequest,
  buildQuery,
  dispositionFilename,
  setUnauthorizedHandler,
} from './api-client.ts';
import { activateLanguage } from './i18n.ts';

function mockFetch(status: number, body?: string, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(status === 204 ? null : (body ?? null), {
        status,
        headers: { 'Content-Type': contentType },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return fetchMock;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('buildQuery', () => {
  it('repeats array values, skips empty ones and encodes the rest', () => {
    expect(
      buildQuery({
        page: 0,
        size: 12,
        sort: ['createdAt,desc', 'title'],
        search: 'a&b',
        category: '',
        tag: undefined,
      }),
    ).toBe('?page=0&size=12&sort=createdAt%2Cdesc&sort=title&search=a%26b');
  });

  it('is empty when nothing is left', () => {
    expect(buildQuery({ search: null })).toBe('');
    expect(buildQuery()).toBe('');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and parses the answer', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1');
    const fetchMock = mockFetch(200, '{"ok":true}');
    await expect(api.post('/api/tags', { name: 'x' }, { dry: true })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tags?dry=true');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok-1');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('sends no Authorization header without a token, and no JSON header for FormData', async () => {
    const fetchMock = mockFetch(200, '{}');
    await api.post('/api/v1/assets/image/upload', new FormData());
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('yields nothing for 204', async () => {
    mockFetch(204);
    await expect(api.delete('/api/tags/1')).resolves.toBeUndefined();
  });

  it.each([
    [
      'the body message first',
      400,
      '{"message":"Name must be at least 2 characters","error":"Bad Request"}',
      'Name must be at least 2 characters',
    ],
    ['then the body error', 409, '{"error":"Conflict"}', 'Conflict'],
    ['then the raw text', 502, 'Bad gateway from proxy', 'Bad gateway from proxy'],
    ['then "Error: {status}"', 503, '', 'Error: 503'],
  ])('takes %s as the error message', async (_case, status, body, message) => {
    mockFetch(status, body, body.startsWith('{') ? 'application/json' : 'text/plain');
    const error = await failure(api.get('/api/prompts'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('drops a rejected token and tells the session', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(401, '{"message":"Please sign in to continue"}');
    await failure(api.get('/auth/me'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
    setUnauthorizedHandler(null);
  });

  it('keeps the body error as a code, for a refusal a screen answers differently', async () => {
    mockFetch(
      403,
      '{"statusCode":403,"error":"EmailNotVerified","message":"Please verify your e-mail address first"}',
    );
    const error = await failure(api.post('/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error.message).toBe('Please verify your e-mail address first');
    expect(error.code).toBe('EmailNotVerified');
  });

  it("asks for answers in the interface's language with Accept-Language (issue 31)", async () => {
    const fetchMock = mockFetch(200, '{}');
    try {
      await activateLanguage('ar');
      await api.get('/api/prompts');
      await activateLanguage('de');
      await api.post('/auth/password-reset', { email: 'a@b.c' });
      await apiDownload('/api/export');
    } finally {
      await activateLanguage('en');
    }
    await api.get('/api/tags');
    const languages = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Accept-Language'),
    );
    expect(languages).toEqual(['ar', 'de', 'de', 'en']);
  });

  it('sends a given token instead of the stored one', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    const fetchMock = mockFetch(204);
    await apiRequest('/auth/logout', { method: 'POST', token: 'leaving' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer leaving');
  });

  it('leaves a newer session alone when an older token is refused', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'newer');
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(401, '{"message":"Please sign in to continue"}');
    await failure(apiRequest('/auth/logout', { method: 'POST', token: 'older' }));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('newer');
    expect(handler).not.toHaveBeenCalled();
    setUnauthorizedHandler(null);
  });

  it('does not treat wrong credentials (no token sent) as an expired session', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockFetch(401, '{"message":"Invalid email or password"}');
    const error = await failure(api.post('/auth/login', { email: 'a@b.c', password: 'x' }));
    expect(error.message).toBe('Invalid email or password');
    expect(handler).not.toHaveBeenCalled();
    setUnauthorizedHandler(null);
  });
});

describe('apiDownload', () => {
  it('answers the file as a Blob with the name from Content-Disposition, sending the token', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'secret');
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('title,content\n', {
          status: 200,
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="mine.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/export', { format: 'csv', tag: '' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/export?format=csv');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer secret');
    expect(file.filename).toBe('mine.csv');
    expect(await file.blob.text()).toBe('title,content\n');
  });

  it('fails like any call, with the server’s message', async () => {
    mockFetch(404, '{"message":"Category not found"}');
    const error = await failure(apiDownload('/api/export', { category: 'Nope' }));
    expect(error.message).toBe('Category not found');
  });
});

describe('dispositionFilename', () => {
  it.each([
    ['attachment; filename="a b.json"', 'a b.json'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename*=UTF-8\'\'caf%C3%A9.md; filename="cafe.md"', 'café.md'],
    ['attachment', null],
    [null, null],
  ])('reads %s', (header, name) => {
    expect(dispositionFilename(header)).toBe(name);
  });
});
