import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateKeyPair, SignJWT, base64url } from 'jose';
import { AUDIENCE, createTestApp, ISSUER, signToken, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/location',
    headers: authorization ? { authorization } : {},
  });

describe('every /api route needs a valid bearer token with full_access', () => {
  test('a valid token is accepted', async () => {
    expect((await get(`Bearer ${await signToken()}`)).statusCode).toBe(200);
  });

  test('no token: 401 with the error shape', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Aanmelden is vereist',
    });
  });

  test('not a bearer header or not a JWT: 401', async () => {
    expect((await get('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
    expect((await get('Bearer abc.def.ghi')).statusCode).toBe(401);
    expect((await get('Bearer ')).statusCode).toBe(401);
  });

  test('expired token: 401 "Sessie verlopen"', async () => {
    const res = await get(
      `Bearer ${await signToken({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 })}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessie verlopen');
  });

  test('token without exp: 401 (it would never expire)', async () => {
    const res = await get(`Bearer ${await signToken({}, { expiresIn: null })}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Ongeldige aanmelding');
  });

  test('token not valid yet (nbf in the future): 401', async () => {
    const res = await get(
      `Bearer ${await signToken({ nbf: Math.floor(Date.now() / 1000) + 3600 })}`,
    );
    expect(res.statusCode).toBe(401);
  });

  test('alg none: 401', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const body = base64url.encode(
      JSON.stringify({
        iss: ISSUER,
        aud: AUDIENCE,
        sub: 'x',
        scope: 'full_access',
        iat: now,
        exp: now + 300,
      }),
    );
    expect((await get(`Bearer ${header}.${body}.`)).statusCode).toBe(401);
  });

  test('HS256 token signed with a guessable secret: 401 (algorithm not allowed)', async () => {
    const token = await new SignJWT({ scope: 'full_access' })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('secret-secret-secret-secret-secret'));
    expect((await get(`Bearer ${token}`)).statusCode).toBe(401);
  });

  test('token signed by another key: 401', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect((await get(`Bearer ${await signToken({}, { key: privateKey })}`)).statusCode).toBe(401);
  });

  test('wrong issuer or wrong audience: 401', async () => {
    expect((await get(`Bearer ${await signToken({ iss: 'http://evil.test/' })}`)).statusCode).toBe(
      401,
    );
    expect(
      (await get(`Bearer ${await signToken({ aud: 'http://other-api.test' })}`)).statusCode,
    ).toBe(401);
  });

  test('valid token without full_access: 403', async () => {
    const res = await get(`Bearer ${await signToken({ scope: 'openid profile' })}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('full_access');
  });

  test('scope given as an scp array (other providers) is understood', async () => {
    expect(
      (await get(`Bearer ${await signToken({ scope: undefined, scp: ['full_access'] })}`))
        .statusCode,
    ).toBe(200);
  });

  test('the health route is public', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  test('an unknown /api route is a 404 in the error shape, and reveals no data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
