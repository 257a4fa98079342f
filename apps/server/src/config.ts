// The environment, parsed once. Nothing else in the server reads process.env.
import path from 'node:path';
import { ACCESS_TOKEN_PREFIX } from '@prompt-lib/contract';
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
  ACCESS: z.enum(['public', 'signed-in']).default('public'),
  REGISTRATION: z.enum(['open', 'invite', 'domains', 'closed']).default('open'),
  ALLOWED_DOMAINS: z.string().default(''),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…' })
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(180),
  OIDC_PROVIDERS: z.string().default(''),
  OIDC_ALLOW_HTTP: flag.optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN may hold only printable ASCII characters, no spaces')
    // The sign-in hook reads such a bearer as a personal access token and refuses it.
    .refine((token) => !token.startsWith(ACCESS_TOKEN_PREFIX), {
      error: `METRICS_TOKEN must not begin with ${ACCESS_TOKEN_PREFIX}, as personal access tokens do`,
    })
    .optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  WEBHOOKS_ALLOW_PRIVATE: flag.optional(),
});

const oidcId = /^[a-z0-9][a-z0-9_-]{0,30}$/;

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
  /** The first values of the instance settings (modules/settings), used until an admin changes them. */
  initialSettings: {
    access: 'public' | 'signed-in';
    registration: 'open' | 'invite' | 'domains' | 'closed';
    allowedDomains: string[];
  };
  /** Outgoing e-mail (modules/mail), when both are set. */
  mail: { url: string; from: string } | undefined;
  /** How long audit entries are kept. */
  auditRetentionDays: number;
  /** OpenID Connect providers (modules/oidc), in the order OIDC_PROVIDERS names them. */
  oidc: OidcProviderConfig[];
  /** Accept `http://` issuers: for local providers and tests only. */
  oidcAllowHttp: boolean;
  /**
   * Prometheus metrics (plugins/metrics.ts): `/metrics` on the main port for `Authorization: Bearer
   * {token}`, and without a token on `port` of 127.0.0.1. Off when neither is set.
   */
  metrics: { token: string | undefined; port: number | undefined };
  /** Let webhooks call loopback, private and link-local addresses (modules/webhooks/target.ts): for tests and closed networks. */
  webhooksAllowPrivate: boolean;
};

export type OidcProviderConfig = {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** A claim whose values name groups (`ssoName`) the account belongs to. */
  groupsClaim: string | undefined;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const oidc = oidcProviders(e.OIDC_PROVIDERS, env, e.OIDC_ALLOW_HTTP ?? false);
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new Error('Invalid configuration:\n  MAIL_FROM: set it with SMTP_URL');
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
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
    initialSettings: {
      access: e.ACCESS,
      registration: e.REGISTRATION,
      allowedDomains: e.ALLOWED_DOMAINS.split(',')
        .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    },
    mail: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    oidc,
    oidcAllowHttp: e.OIDC_ALLOW_HTTP ?? false,
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? false,
  };
}

/** OIDC_PROVIDERS=corp,google with OIDC_CORP_ISSUER, OIDC_CORP_CLIENT_ID, … for each id. */
function oidcProviders(list: string, env: NodeJS.ProcessEnv, allowHttp: boolean): OidcProviderConfig[] {
  const ids = list
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  const problems: string[] = [];
  const providers = ids.map((id) => {
    if (!oidcId.test(id)) problems.push(`OIDC_PROVIDERS: "${id}" may use only a-z, 0-9, - and _`);
    const prefix = `OIDC_${id.toUpperCase().replace(/-/g, '_')}_`;
    const read = (key: string) => env[prefix + key]?.trim() || undefined;
    const need = (key: string) => {
      const value = read(key);
      if (!value) problems.push(`${prefix}${key}: required for the provider "${id}"`);
      return value ?? '';
    };
    const issuer = need('ISSUER');
    if (issuer && !/^https:\/\//.test(issuer) && !(allowHttp && /^http:\/\//.test(issuer))) {
      problems.push(
        `${prefix}ISSUER: must be an https:// URL (OIDC_ALLOW_HTTP=true allows http:// for local providers)`,
      );
    }
    return {
      id,
      name: read('NAME') ?? id,
      issuer,
      clientId: need('CLIENT_ID'),
      clientSecret: need('CLIENT_SECRET'),
      scopes: read('SCOPES') ?? 'openid email profile',
      groupsClaim: read('GROUPS_CLAIM'),
    };
  });
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return providers;
}
