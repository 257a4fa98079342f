// The instance settings (issue 27): who may read the library, who may register, and how people sign
// in. One row in the database, first filled from the environment (ACCESS, REGISTRATION,
// ALLOWED_DOMAINS). Every request reads them, so each server keeps them in memory and reloads them when
// the database announces a change (migration 0029), which reaches every instance at commit; the
// instance that makes a change uses it at once.
import { DEFAULT_OPEN_IN, type Settings, settingsSchema } from '@prompt-lib/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { instanceSettings } from '../../db/schema.ts';

export const SETTINGS_CHANNEL = 'promptlib_settings_change';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsStore;
  }
}

export type SettingsStore = {
  /** The settings in force for this request. */
  current: () => Settings;
  /** Writes new settings and uses them at once on this instance. */
  save: (next: Settings) => Promise<void>;
};

const initialSettings = (config: Config): Settings => ({
  ...config.initialSettings,
  passwordSignIn: true,
  defaultVisibility: 'public',
  openIn: DEFAULT_OPEN_IN,
});

/**
 * Password sign-in is on while no single sign-on provider is configured: settings that turned it off
 * when one was, before it was removed from the configuration, would leave only admins a way in.
 */
const inForce = (config: Config, settings: Settings): Settings =>
  settings.passwordSignIn || config.oidc.length > 0 ? settings : { ...settings, passwordSignIn: true };

/** The stored settings; a value an older or newer version wrote is completed from the first values. */
async function loadSettings(db: Db, first: Settings): Promise<Settings> {
  const read = () =>
    db.select({ value: instanceSettings.value }).from(instanceSettings).where(eq(instanceSettings.id, 1));
  let [row] = await read();
  // Inserted only when missing: the insert announces a change (even when it inserts nothing), and
  // every announcement makes each server load the settings again.
  if (!row) {
    await db.insert(instanceSettings).values({ id: 1, value: first }).onConflictDoNothing();
    [row] = await read();
  }
  const parsed = settingsSchema.safeParse({ ...first, ...(row?.value as object | undefined) });
  return parsed.success ? parsed.data : first;
}

/** The settings in force, read once (for a command-line script, which runs no server). */
export const readSettings = async (db: Db, config: Config): Promise<Settings> =>
  inForce(config, await loadSettings(db, initialSettings(config)));

export const settingsPlugin = fp(async (app: FastifyInstance, opts: { listen?: Database['listen'] }) => {
  const load = () => readSettings(app.db, app.config);
  let settings = await load();
  // Each announcement starts a load; only the latest one started (which saw every commit before it) is used.
  let loads = 0;
  const refresh = () => {
    const started = ++loads;
    load()
      .then((next) => {
        if (started === loads) settings = next;
      })
      .catch((error) => app.log.error({ err: error }, 'settings not reloaded'));
  };
  const unlisten = await opts.listen?.(SETTINGS_CHANNEL, refresh);
  app.addHook('onClose', async () => {
    await unlisten?.();
  });
  app.decorate('settings', {
    current: () => settings,
    save: async (next: Settings) => {
      await app.db
        .insert(instanceSettings)
        .values({ id: 1, value: next, updatedAt: new Date() })
        .onConflictDoUpdate({ target: instanceSettings.id, set: { value: next, updatedAt: sql`now()` } });
      settings = inForce(app.config, next);
      loads += 1;
    },
  } satisfies SettingsStore);
});
