import { generateKeyPair, SignJWT } from 'jose';
import { AUDIENCE, ISSUER, signToken } from '../helpers.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** An unsigned token (`alg: none`) carrying otherwise perfect claims. */
function unsigned(): string {
  const claims = {
    iss: ISSUER,
    aud: AUDIENCE,
    sub: 'test-user',
    scope: 'openid full_access',
    iat: now(),
    exp: now() + 300,
  };
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
}

/** HS256 keyed with the text of a public key: the classic algorithm-confusion forgery. */
async function hmacForgery(): Promise<string> {
  return new SignJWT({ scope: 'openid full_access' })
    .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject('test-user')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('test-key'));
}

/**
 * The authorization headers the guard must refuse with 401 (no token, expired or without exp,
 * `alg: none`, another key, wrong issuer or audience, not yet valid, malformed), and the one it
 * must refuse with 403: a valid token without the scope `full_access`.
 */
export async function refusedTokens(): Promise<{
  unauthorized: [string, string | undefined][];
  forbidden: string;
}> {
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  const { privateKey: unknownKid } = await generateKeyPair('RS256');
  const bearer = (t: string) => `Bearer ${t}`;
  const unauthorized: [string, string | undefined][] = [
    ['no token', undefined],
    ['expired', bearer(await signToken({}, { expiresIn: now() - 60 }))],
    ['no expiry (exp)', bearer(await signToken({}, { expiresIn: null }))],
    ['alg none', bearer(unsigned())],
    ['signed by another key', bearer(await signToken({}, { key: otherKey }))],
    ['unknown key id', bearer(await signToken({}, { key: unknownKid, kid: 'other-key' }))],
    ['HS256 forgery', bearer(await hmacForgery())],
    ['wrong issuer', bearer(await signToken({ iss: 'http://evil.test/oidc' }))],
    ['wrong audience', bearer(await signToken({ aud: 'http://other.test/api' }))],
    ['not yet valid', bearer(await signToken({ nbf: now() + 3600 }))],
    [
      'tampered payload',
      bearer(
        (await signToken()).replace(/\.([^.]+)\./, (_m, p: string) => `.${p.slice(0, -2)}AA.`),
      ),
    ],
    ['garbage', 'Bearer not.a.jwt'],
    ['basic scheme', `Basic ${Buffer.from('admin:admin').toString('base64')}`],
  ];
  const forbidden = bearer(await signToken({ scope: 'openid profile' }));
  return { unauthorized, forbidden };
}
