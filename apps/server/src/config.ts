import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One TRUST_PROXY entry: an address, an address/prefix (CIDR), or a named range. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops in front of us may say who the client is (X-Forwarded-For, -Proto,
 * -Host). Unset or 'false': none, the client is the TCP peer. 'true': every hop (only when the
 * app can be reached through the proxy alone). A number n: the n nearest hops. Otherwise a
 * comma-separated list of proxy addresses or CIDRs.
 */
const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): boolean | number | string[] => {
    if (!v || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length)
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: not an address or CIDR: ${bad.join(', ')} (or use true, false or a hop count)`,
      });
    return entries;
  });

/** The environment, parsed once at start (nothing else reads process.env). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The URL users reach the app on; the dev identity provider's issuer is `${PUBLIC_URL}/oidc`. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('stalboek-web'),
  OIDC_AUDIENCE: z.string().optional(),
  /** Seed demo data on first start; defaults to on for the embedded database only. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: trustProxySchema,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The Medini delivery feed; unset = the loopback simulator when the dev provider runs. */
  MEDINI_URL: z.url().optional(),
  MEDINI_API_KEY: z.string().min(1).optional(),
  MEDINI_SIMULATOR: z.enum(['true', 'false']).optional(),
  MEDINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: { issuer: string; clientId: string; audience: string; devProvider: boolean };
  seedDemo: boolean;
  rateLimitMax: number;
  /** Whom to believe about the client's address (rate limit, logs): see TRUST_PROXY. */
  trustProxy: boolean | number | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  /** Medini feed: its URL (none = not configured), API key, simulator on loopback, timeout. */
  medini: { url: string | undefined; apiKey: string; simulator: boolean; timeoutMs: number };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    oidc: {
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE ?? `${publicUrl}/api`,
      devProvider: !e.OIDC_ISSUER,
    },
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    medini: {
      url: e.MEDINI_URL,
      apiKey: e.MEDINI_API_KEY ?? 'medini-dev-key',
      // Like the dev identity provider: on when nothing real is configured, or when asked for.
      simulator: e.MEDINI_SIMULATOR
        ? e.MEDINI_SIMULATOR === 'true'
        : !e.MEDINI_URL && !e.OIDC_ISSUER,
      timeoutMs: e.MEDINI_TIMEOUT_MS,
    },
  };
}
