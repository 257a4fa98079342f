// The extension's calls to the server: plain fetch with the access token as a bearer token and no
// cookies (credentials: 'omit'), which the server answers from any origin (apps/server/src/plugins/
// cors.ts), so the extension needs no host permission for it. Types come from the contract.
import type {
  Category,
  Prompt,
  PromptCreateInput,
  PromptDetail,
  PromptPage,
  Tag,
  User,
} from '@prompt-lib/contract';
import type { Connection } from './settings.ts';

/** The server answered with an error status; `message` follows the web app's precedence. */
export class ServerError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ServerError';
    this.status = status;
  }
}

/** The server could not be reached at all (a wrong address, offline, no CORS answer). */
export class UnreachableError extends Error {
  constructor(url: string) {
    super(`Could not reach ${url}`);
    this.name = 'UnreachableError';
  }
}

type Call = { method?: string; body?: unknown; signal?: AbortSignal };

async function call<T>(
  { serverUrl, token }: Pick<Connection, 'serverUrl' | 'token'>,
  path: string,
  { method = 'GET', body, signal }: Call = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}${path}`, {
      method,
      credentials: 'omit',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new UnreachableError(serverUrl);
  }
  const text = await response.text();
  if (!response.ok) {
    let message = `Error: ${response.status}`;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
    } catch {
      // Not JSON (a proxy's page): the status says enough.
    }
    throw new ServerError(response.status, message);
  }
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    // A page that is not the API's (the address of another site): not the server we look for.
    throw new ServerError(response.status, 'The answer is not from a Prompt Lib server');
  }
}

export type Server = Pick<Connection, 'serverUrl' | 'token'>;

export const fetchMe = (server: Server) => call<User>(server, '/auth/me');

export const searchPrompts = (server: Server, query: string, signal: AbortSignal) =>
  call<PromptPage>(server, `/api/prompts/search?${new URLSearchParams({ query, size: '20' })}`, { signal });

/** As the customize dialog reads an included prompt: its production version when one is marked. */
export const fetchPromptText = (server: Server, id: number) =>
  call<PromptDetail>(server, `/api/prompts/${id}?version=production`).then((prompt) => prompt.content);

export const recordCopy = (server: Server, promptId: number) =>
  call<unknown>(server, `/api/prompt-usage/record?promptId=${promptId}&actionType=COPY`, { method: 'POST' });

export const fetchCategories = (server: Server) => call<Category[]>(server, '/api/categories');
export const fetchTags = (server: Server) => call<Tag[]>(server, '/api/tags');

export const createPrompt = (server: Server, input: PromptCreateInput) =>
  call<Prompt>(server, '/api/prompts', { method: 'POST', body: input });
