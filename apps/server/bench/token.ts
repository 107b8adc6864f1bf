import { jwtVerify } from 'jose';
import { ALLOWED_ALGORITHMS, tokenVerifier } from '../src/auth/token-verifier.ts';
import { AUDIENCE, ISSUER, signToken, testKeys } from '../test/helpers.ts';

/** Microseconds per call of `fn`, over `calls` calls in sequence. */
async function microsPerCall(calls: number, fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await fn();
  return Number(process.hrtime.bigint() - started) / 1000 / calls;
}

/**
 * What one token check costs in this process: a full verification (jose: RS256 signature, claims)
 * and the verifier's answer for a token it has verified before (auth/token-verifier.ts).
 */
export async function tokenCheckCost(): Promise<{ verifyMicros: number; cachedMicros: number }> {
  const token = await signToken({}, { expiresIn: '1h' });
  const options = { issuer: ISSUER, audience: AUDIENCE, algorithms: ALLOWED_ALGORITHMS };
  await microsPerCall(200, () => jwtVerify(token, testKeys, options)); // warm up
  const verifyMicros = await microsPerCall(2_000, () => jwtVerify(token, testKeys, options));
  const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: testKeys });
  await microsPerCall(1_000, () => verify(token));
  const cachedMicros = await microsPerCall(200_000, () => verify(token));
  return { verifyMicros, cachedMicros };
}
