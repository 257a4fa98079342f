// The benchmark's control: a bare Fastify server (the server's own version, no plugins, no logger)
// answering /api/prompts with fixed bytes, the real server's first page as it was measured. Its
// requests per second are the ceiling of this machine for that answer; every public read is
// compared with it. Run as a process of its own, like the server (server-process.ts), with the body
// in the file BENCH_CONTROL_BODY.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BENCH_CONTROL_BODY as string);
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/prompts', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
