import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** Signature algorithms we accept; anything else (including 'none') is refused. */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
/** Valid tokens remembered at most (about 1 kB each); the oldest goes first. */
export const MAX_CACHED_TOKENS = 10_000;

export type VerifierOptions = {
  /** The issuer, or which issuers (the dev provider has one per address: dev-provider/issuers.ts). */
  issuer: string | ((iss: string) => boolean);
  audience: string;
  keys: JWTVerifyGetKey;
};
/** A token's verified claims; a refused token rejects with jose's error. */
export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * Verifies access tokens: signature (allowlisted algorithms), iss, aud, nbf, and exp, which must
 * be there (jose accepts a token without one unless told). A valid token is remembered until its
 * exp, so the rate limiter (which keys on the verified subject) and the token check verify each
 * token once, and concurrent requests with one token share one verification. Refusals are not
 * remembered: a forged token costs one signature check each time.
 */
export function tokenVerifier(opts: VerifierOptions, maxCached = MAX_CACHED_TOKENS): TokenVerifier {
  const valid = new Map<string, { payload: JWTPayload; until: number }>();
  const pending = new Map<string, Promise<JWTPayload>>();

  const verify = async (token: string): Promise<JWTPayload> => {
    const { issuer } = opts;
    const { payload } = await jwtVerify(token, opts.keys, {
      ...(typeof issuer === 'string' ? { issuer } : {}),
      audience: opts.audience,
      algorithms: ALLOWED_ALGORITHMS,
      requiredClaims: ['exp', 'iss'],
      clockTolerance: 5,
    });
    if (typeof issuer === 'function' && !issuer(payload.iss ?? ''))
      throw new errors.JWTClaimValidationFailed('unexpected "iss" claim value', payload, 'iss');
    const until = (payload.exp ?? 0) * 1000;
    if (until > Date.now()) {
      if (valid.size >= maxCached) valid.delete(valid.keys().next().value ?? '');
      valid.set(token, { payload, until });
    }
    return payload;
  };

  return (token) => {
    const known = valid.get(token);
    if (known && known.until > Date.now()) return Promise.resolve(known.payload);
    if (known) valid.delete(token);
    let running = pending.get(token);
    if (!running) {
      running = verify(token).finally(() => pending.delete(token));
      pending.set(token, running);
    }
    return running;
  };
}
