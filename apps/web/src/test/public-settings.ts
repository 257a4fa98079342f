// GET /api/settings/public for web tests: the server's access settings, as a fake API handler.
import type { PublicSettings } from '@prompt-lib/contract';
import { DEFAULT_PUBLIC_SETTINGS } from '../lib/public-settings.ts';
import type { Handler } from './render-app.tsx';

export const acme = { id: 'acme', name: 'Acme ID' };

export function publicSettings(overrides: Partial<PublicSettings> = {}): Record<string, Handler> {
  const body: PublicSettings = { ...DEFAULT_PUBLIC_SETTINGS, ...overrides };
  return { 'GET /api/settings/public': () => ({ status: 200, body }) };
}

/** The JSON body a handler was called with. */
export const sentBody = (init: RequestInit | undefined): unknown => JSON.parse(String(init?.body));

/** The calls the fake API got for `METHOD /path`. */
export const callsTo = (fetchMock: { mock: { calls: unknown[][] } }, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) =>
      String(url).split('?')[0] === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method,
  );
