import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { openScratchServerDatabase } from '../src/db/scratch.ts';
import { buildApp } from '../src/app.ts';

export const ISSUER = 'http://issuer.test/oidc';
export const AUDIENCE = 'http://stalboek.test/api';

const { privateKey, publicKey } = await generateKeyPair('RS256');
const publicJwk: JWK = {
  ...(await exportJWK(publicKey)),
  kid: 'test-key',
  alg: 'RS256',
  use: 'sig',
};
export const testKeys = createLocalJWKSet({ keys: [publicJwk] });

/** Signs an access token as our test issuer would; every claim can be overridden. */
export async function signToken(
  claims: Record<string, unknown> = {},
  opts: {
    /** null: no `exp` at all. */
    expiresIn?: string | number | null;
    key?: Parameters<SignJWT['sign']>[0];
    kid?: string;
  } = {},
): Promise<string> {
  const { iss = ISSUER, aud = AUDIENCE, sub = 'test-user', ...rest } = claims;
  const jwt = new SignJWT({ scope: 'openid full_access', name: 'Test Gebruiker', ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'test-key' })
    .setSubject(sub as string)
    .setIssuer(iss as string)
    .setAudience(aud as string)
    .setIssuedAt();
  if (opts.expiresIn !== null) jwt.setExpirationTime(opts.expiresIn ?? '5m');
  return jwt.sign(opts.key ?? privateKey);
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL / DATABASE_URL (dropped again by close()).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  // CI sets a prefix per run and drops whatever a crashed test file left behind (.ci/run).
  const name = `${process.env.TEST_DB_PREFIX ?? 'stalboek_test_'}${randomUUID().replace(/-/g, '')}`;
  return openScratchServerDatabase(serverUrl, name);
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  token: string;
  /** inject() with a valid bearer token. */
  api: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  return {
    ...base,
    oidc: { issuer: ISSUER, audience: AUDIENCE, clientId: 'stalboek-web', devProvider: false },
    seedDemo: false,
    rateLimitMax: 100_000,
    ...overrides,
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    authKeys: testKeys,
    logger: false,
  });
  await app.ready();
  const token = await signToken();
  return {
    app,
    database,
    token,
    api: (opts) =>
      app.inject({
        ...opts,
        headers: { authorization: `Bearer ${token}`, ...(opts.headers ?? {}) },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
