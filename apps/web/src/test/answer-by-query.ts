// For tests whose fake API answers depend on the query string (a list's page, filters, a search):
// `fakeApi` keys its handlers by method and path only. This puts one query-aware handler in front of it.
import type { Mock } from 'vitest';

type Answer = { status: number; body?: unknown };
type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** `key` is "GET /api/users"; the handler gets the query's parameters. Other calls go to fakeApi. */
export function answerByQuery(
  fetchMock: FetchMock,
  key: string,
  /** A JSON answer, or a whole Response (a file download). */
  handler: (params: URLSearchParams, init: RequestInit | undefined) => Answer | Response,
) {
  const fallback = fetchMock.getMockImplementation();
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    const [path = '', query = ''] = url.split('?');
    if (`${init?.method ?? 'GET'} ${path}` !== key) {
      if (!fallback) throw new Error(`No fake answer for ${url}`);
      return fallback(url, init);
    }
    const answer = handler(new URLSearchParams(query), init);
    if (answer instanceof Response) return answer;
    const { status, body } = answer;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** The query strings of the calls made so far to `path` (for asserting what was asked). */
export const queriesTo = (fetchMock: FetchMock, path: string, method = 'GET') =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.split('?')[0] === path && (init?.method ?? 'GET') === method)
    .map(([url]) => new URLSearchParams(url.split('?')[1] ?? ''));
