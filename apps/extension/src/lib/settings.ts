// Where the extension keeps its connection: the server's address, the personal access token and the
// username it opened (for "[@me]"), in chrome.storage.local, which only the extension's own pages and
// its background script can read; never in a page the extension runs in.
export type Connection = { serverUrl: string; token: string; username: string };

const KEY = 'connection';

export async function readConnection(): Promise<Connection | null> {
  const stored = (await chrome.storage.local.get(KEY))[KEY] as Partial<Connection> | undefined;
  if (!stored?.serverUrl || !stored.token) return null;
  return { serverUrl: stored.serverUrl, token: stored.token, username: stored.username ?? '' };
}

export const saveConnection = (connection: Connection) => chrome.storage.local.set({ [KEY]: connection });

/** "prompts.example.com/" → "https://prompts.example.com"; a path is kept (a server under /lib). Null
 * when the text is not an http(s) address. */
export function normaliseServerUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
