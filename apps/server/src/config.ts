// The environment, parsed once. Nothing else in the server reads process.env.
import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: flag.optional(),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be an http(s) URL such as https://prompts.example.com',
    })
    .refine((url) => !url.endsWith('/'), 'PUBLIC_URL must not end with a slash')
    .refine((url) => !/[?#]/.test(url), 'PUBLIC_URL must not have a query or fragment')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Load demo data into an empty database: default on for the embedded engine, off for PostgreSQL. */
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built web app; served when it exists. */
  webDist: string;
  /** Login and register attempts allowed per IP per minute. */
  authRateLimitMax: number;
  /** Take the client's address from X-Forwarded-For: only behind a reverse proxy that sets it. */
  trustProxy: boolean;
  /** Origin (and path, if any) of the public site for canonical, Open Graph and sitemap URLs; else each request's own. */
  publicUrl: string | undefined;
  /** Memory for the response cache of public reads (plugins/public-cache.ts); 0 keeps nothing. */
  responseCacheMb: number;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: e.PUBLIC_URL,
    responseCacheMb: e.RESPONSE_CACHE_MB,
  };
}
