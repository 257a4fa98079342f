import { openDatabase } from '../src/db/client.ts';

const d = await openDatabase({
  url: `postgres://postgres@127.0.0.1:5432/${process.argv[2] ?? 'promptlib_dev'}`,
});
const t = Date.now();
await d.migrate();
console.log('migrated', Date.now() - t, 'ms');
await d.close();
