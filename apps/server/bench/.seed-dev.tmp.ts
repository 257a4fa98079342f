import pg from 'pg';
import { seedBenchData } from '/work/main/apps/server/bench/seed.ts';
import { openDatabase } from '/work/main/apps/server/src/db/client.ts';

const name = process.argv[2] ?? 'promptlib_dev';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:5432/${name}` });
await database.migrate();
const t = Date.now();
const r = await seedBenchData(database.db, Number(process.env.N ?? 100000));
console.log('seeded', (Date.now() - t) / 1000, r);
await database.close();
