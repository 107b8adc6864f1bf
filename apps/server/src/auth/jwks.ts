import { createLocalJWKSet, createRemoteJWKSet, type JWK, type JWTVerifyGetKey } from 'jose';

/**
 * The issuer's signing keys, found through its discovery document on first use (the identity
 * provider may not answer yet when the app starts). For a real OIDC_ISSUER only: the embedded
 * dev provider's keys are handed over in-process (embeddedIssuerKeys).
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

/** The members of a JWK that are public (RSA and EC); the private ones are left behind. */
const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

/**
 * The embedded dev provider's verification keys, from its own signing keys in this process.
 * Fetching them over HTTP from ourselves went through our own rate limit: a restart under load
 * answered every valid token 401 ('OIDC discovery failed: 429') for a minute (issue 14).
 */
export function embeddedIssuerKeys(signingKeys: JWK[]): JWTVerifyGetKey {
  const keys = signingKeys.map((key) => {
    const pub: JWK = {};
    for (const member of PUBLIC_MEMBERS) if (key[member] !== undefined) pub[member] = key[member];
    return pub;
  });
  return createLocalJWKSet({ keys });
}
