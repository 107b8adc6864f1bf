import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, SignJWT } from 'jose';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { MAX_DEV_ISSUERS } from './issuers.ts';
import { loadSigningKeys } from './keys.ts';
import { isOwnHost, openAddresses, ownAddresses } from './own-hosts.ts';
import {
  authorizeUrl,
  CookieJar,
  decodeJwt,
  exchangeCode,
  freePort,
  login,
  pkce,
  startApp,
  type RunningApp,
} from './test-support.ts';

// Issue 17 item 1: the app is opened on 127.0.0.1 (or a tablet's view of the network address)
// while PUBLIC_URL says localhost. The dev provider signs in on the address the browser used.

let database: Database;
let atPublicUrl: RunningApp;
let atLoopback: RunningApp;

beforeAll(async () => {
  database = await openTestDatabase();
  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const audience = `${publicUrl}/api`;
  const issuer = `${publicUrl}/oidc`;
  const running = await startApp(database, port, {
    publicUrl,
    oidc: { issuer, audience, clientId: 'stalboek-web', devProvider: true },
  });
  atPublicUrl = { ...running, base: publicUrl, issuer, audience };
  const base = `http://127.0.0.1:${port}`;
  atLoopback = { ...running, base, issuer: `${base}/oidc`, audience };
});

afterAll(async () => {
  await atPublicUrl?.app.close();
  await database?.close();
});

const api = (run: RunningApp, token: string) =>
  fetch(`${run.base}/api/location`, { headers: { authorization: `Bearer ${token}` } });

describe('login on any address of this machine (dev provider)', () => {
  it('tells the web app on 127.0.0.1 to sign in at 127.0.0.1', async () => {
    const res = await fetch(`${atLoopback.base}/config.json`);
    expect(await res.json()).toEqual({
      issuer: atLoopback.issuer,
      clientId: 'stalboek-web',
      audience: atLoopback.audience,
      publicUrl: atPublicUrl.base,
      anyAddress: true,
    });
    const doc = (await (
      await fetch(`${atLoopback.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(atLoopback.issuer);
    expect(doc.authorization_endpoint).toBe(`${atLoopback.issuer}/auth`);
  });

  it('logs in on 127.0.0.1 and the API accepts that token', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const { callback } = await login(atLoopback, jar, challenge, 'dierenarts', 'stalboek');
    expect(callback?.origin).toBe(atLoopback.base);
    const tokens = await exchangeCode(
      atLoopback,
      callback?.searchParams.get('code') ?? '',
      verifier,
    );
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: atLoopback.issuer,
      aud: atLoopback.audience,
      sub: 'demo-dierenarts',
    });
    expect((await api(atLoopback, tokens.access_token)).status).toBe(200);
    // The same token works whatever address the next request comes on.
    expect((await api(atPublicUrl, tokens.access_token)).status).toBe(200);
  });

  it('sends a browser back only to the address it came from', async () => {
    const jar = new CookieJar();
    const res = await jar.fetch(
      authorizeUrl(atLoopback, pkce().challenge, { redirect_uri: `${atPublicUrl.base}/callback` }),
    );
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('redirect_uri');
  });

  it('gives a stranger host the issuer at PUBLIC_URL, and refuses tokens naming it', async () => {
    const res = await atPublicUrl.app.inject({
      url: '/config.json',
      headers: { host: 'stalboek.example.org' },
    });
    expect(res.json<{ issuer: string }>().issuer).toBe(atPublicUrl.issuer);

    // Signed with our own key, so only the issuer check can refuse it.
    const [key] = await loadSigningKeys(database.db);
    if (!key) throw new Error('no signing key');
    const forged = await new SignJWT({ scope: 'full_access' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid ?? '' })
      .setIssuer('http://stalboek.example.org/oidc')
      .setAudience(atPublicUrl.audience)
      .setSubject('demo-dierenarts')
      .setExpirationTime('5m')
      .sign(await importJWK(key, 'RS256'));
    expect((await api(atPublicUrl, forged)).status).toBe(401);
    const onLoopback = await new SignJWT({ scope: 'full_access' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid ?? '' })
      .setIssuer(atLoopback.issuer)
      .setAudience(atPublicUrl.audience)
      .setSubject('demo-dierenarts')
      .setExpirationTime('5m')
      .sign(await importJWK(key, 'RS256'));
    expect((await api(atPublicUrl, onLoopback)).status).toBe(200);
  });

  it('keeps at most a bounded number of issuers, the rest served by PUBLIC_URL', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX_DEV_ISSUERS + 5 }, (_, i) =>
        atPublicUrl.app.inject({
          url: '/config.json',
          headers: { host: `127.0.0.1:${20000 + i}` },
        }),
      ),
    );
    const issuers = new Set(answers.map((r) => r.json<{ issuer: string }>().issuer));
    expect(issuers.has(atPublicUrl.issuer)).toBe(true);
    expect(issuers.size).toBeLessThanOrEqual(MAX_DEV_ISSUERS + 1);
  });
});

describe('own hosts', () => {
  it("are loopback, this machine's addresses and names, and PUBLIC_URL's host", () => {
    const publicUrl = 'https://stalboek.kliniek.be';
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'stalboek.kliniek.be', hostname()])
      expect(isOwnHost(name, publicUrl)).toBe(true);
    for (const address of ownAddresses()) expect(isOwnHost(address, publicUrl)).toBe(true);
    expect(isOwnHost(`${hostname()}.local`, publicUrl)).toBe(true);
    for (const name of ['example.org', '10.255.255.254', `x${hostname()}`])
      expect(isOwnHost(name, publicUrl)).toBe(false);
  });

  it('are listed in the start log when the dev provider signs in on any of them', () => {
    const opts = { publicUrl: 'http://localhost:8080', port: 8080, host: '0.0.0.0' };
    const listed = openAddresses({ ...opts, anyAddress: true });
    expect(listed[0]).toBe('http://localhost:8080');
    expect(listed).toContain('http://127.0.0.1:8080');
    for (const address of ownAddresses().filter((a) => !a.includes(':')))
      expect(listed).toContain(`http://${address}:8080`);
    expect(openAddresses({ ...opts, anyAddress: false })).toEqual(['http://localhost:8080']);
    expect(openAddresses({ ...opts, host: '127.0.0.1', anyAddress: true })).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });
});
