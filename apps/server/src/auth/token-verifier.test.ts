import { afterEach, describe, expect, test, vi } from 'vitest';
import { errors, type JWTVerifyGetKey } from 'jose';
import { AUDIENCE, ISSUER, signToken, testKeys } from '../../test/helpers.ts';
import { tokenVerifier } from './token-verifier.ts';

/** The test keys, counting how often a signature is checked (each verification asks once). */
function countingKeys(): { keys: JWTVerifyGetKey; checks: () => number } {
  let checks = 0;
  const keys: JWTVerifyGetKey = (header, token) => {
    checks += 1;
    return testKeys(header, token);
  };
  return { keys, checks: () => checks };
}

afterEach(() => vi.useRealTimers());

describe('tokenVerifier: verify once, remember until exp', () => {
  test('a valid token is verified once, also for concurrent requests', async () => {
    const { keys, checks } = countingKeys();
    const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys });
    const token = await signToken({ sub: 'an' });
    const payloads = await Promise.all(Array.from({ length: 10 }, () => verify(token)));
    expect(payloads.every((p) => p.sub === 'an')).toBe(true);
    await verify(token);
    expect(checks()).toBe(1);
  });

  test('is not remembered past its exp: then it is refused as expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { keys } = countingKeys();
    const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys });
    const token = await signToken({}, { expiresIn: '2m' });
    await verify(token);
    vi.setSystemTime(Date.now() + 3 * 60_000);
    await expect(verify(token)).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  test('refusals are not remembered, and a token without exp is refused', async () => {
    const { keys, checks } = countingKeys();
    const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys });
    const noExp = await signToken({}, { expiresIn: null });
    await expect(verify(noExp)).rejects.toThrow(/exp/);
    const wrongAudience = await signToken({ aud: 'http://other.test/api' });
    await expect(verify(wrongAudience)).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
    await expect(verify(wrongAudience)).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
    expect(checks()).toBe(3);
  });

  test('remembers at most maxCached tokens, dropping the oldest', async () => {
    const { keys, checks } = countingKeys();
    const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys }, 2);
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sub) => signToken({ sub })));
    for (const token of [a, b, c, c, b]) await verify(token ?? '');
    expect(checks()).toBe(3);
    await verify(a ?? ''); // dropped when c came in
    expect(checks()).toBe(4);
  });
});
