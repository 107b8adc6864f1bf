import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

/**
 * The issuer's signing keys, found through its discovery document on first use (lazily, because
 * the embedded dev provider is served by this very process and is only reachable once it listens).
 */
export function issuerKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async (): Promise<JWTVerifyGetKey> => {
    const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
    const { jwks_uri } = (await res.json()) as { jwks_uri?: string };
    if (!jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
    return createRemoteJWKSet(new URL(jwks_uri));
  };
  return async (header, token) => {
    keys ??= load().catch((err: unknown) => {
      keys = undefined; // try discovery again on the next request
      throw err;
    });
    return (await keys)(header, token);
  };
}
