import { z } from 'zod';

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
