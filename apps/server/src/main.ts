// Entry point: reads the configuration, opens and migrates the database, loads demo data when the
// database is new, serves, and shuts down gracefully (finishing in-flight requests) on SIGTERM/SIGINT.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { configuredTarget, openDatabase } from './db/client.ts';
import { loadDemoData } from './db/demo/load.ts';
import { logDestination } from './log-destination.ts';

const config = loadConfig();
const logger =
  config.env === 'development'
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
    : { level: config.logLevel, stream: logDestination() };

const database = await openDatabase(configuredTarget(config));
await database.migrate();
const app = await buildApp({
  config,
  db: database.db,
  listen: database.listen,
  stats: database.stats,
  logger,
});
app.log.info(
  { engine: database.engine, dataDir: database.engine === 'pglite' ? config.dataDir : undefined },
  'database ready',
);
if (config.seedDemo) {
  const result = await loadDemoData(database.db);
  if (result.loaded) app.log.info(result.summary, 'demo data loaded');
  for (const account of result.accounts) {
    app.log.info(`demo ${account.role}: ${account.email} / ${account.password}`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
