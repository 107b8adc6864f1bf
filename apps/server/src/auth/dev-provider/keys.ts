import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.ts';
import { oidcKeys } from '../../db/schema/oidc.ts';

/** Row ids in oidc_key. */
const SIGNING_ID = 'signing';
const COOKIE_ID = 'cookie-keys';
/** The CLI client's secret (`npm run token` reads this row with DATABASE_URL: scripts/token.mjs). */
export const CLI_SECRET_ID = 'cli-client';

type StoredSet<T> = { keys: T[] };

/**
 * Reads one row of oidc_key, making it on first use. Concurrent first starts (two processes on one
 * database) are safe: the insert does nothing on conflict and everyone reads back the winner.
 */
async function loadOrCreate<T>(
  db: Db,
  id: string,
  make: () => Promise<StoredSet<T>>,
): Promise<StoredSet<T>> {
  const read = async () =>
    (await db.select().from(oidcKeys).where(eq(oidcKeys.id, id)).limit(1))[0];
  const existing = await read();
  if (existing) return existing.jwks as StoredSet<T>;
  await db
    .insert(oidcKeys)
    .values({ id, jwks: await make() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`oidc_key '${id}' could not be stored`);
  return stored.jwks as StoredSet<T>;
}

async function newSigningKey(): Promise<StoredSet<JWK>> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

/** The provider's private signing keys (RS256), generated on first start and kept in the database. */
export async function loadSigningKeys(db: Db): Promise<JWK[]> {
  const { keys } = await loadOrCreate(db, SIGNING_ID, newSigningKey);
  if (!keys.length) throw new Error('oidc_key signing has no keys');
  return keys;
}

/** Secrets that sign the provider's cookies (Keygrip: the first signs, all verify). */
export async function loadCookieKeys(db: Db): Promise<string[]> {
  const { keys } = await loadOrCreate<string>(db, COOKIE_ID, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  if (!keys.length) throw new Error('oidc_key cookie-keys has no keys');
  return keys;
}

/**
 * The secret of the CLI client (`npm run token`), random and made on first start: a secret in the
 * source would be everyone's, on every installation that runs the dev provider.
 */
export async function loadCliSecret(db: Db): Promise<string> {
  const { keys } = await loadOrCreate<string>(db, CLI_SECRET_ID, async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  if (!keys[0]) throw new Error(`oidc_key ${CLI_SECRET_ID} has no secret`);
  return keys[0];
}
