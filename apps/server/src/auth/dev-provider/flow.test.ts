import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { loadCliSecret } from './keys.ts';
import {
  authorizeUrl,
  cliTokenRequest,
  CookieJar,
  decodeJwt,
  exchangeCode,
  form,
  freePort,
  location,
  login,
  pkce,
  startApp,
  type RunningApp,
} from './test-support.ts';

let database: Database;
let run: RunningApp;

beforeAll(async () => {
  database = await openTestDatabase();
  run = await startApp(database, await freePort());
});

afterAll(async () => {
  await run?.app.close();
  await database?.close();
});

const api = (token: string) =>
  fetch(`${run.base}/api/location`, { headers: { authorization: `Bearer ${token}` } });

describe('dev identity provider', () => {
  it('advertises the issuer and its endpoints under /oidc', async () => {
    const res = await fetch(`${run.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(run.issuer);
    expect(doc.authorization_endpoint).toBe(`${run.issuer}/auth`);
    expect(doc.token_endpoint).toBe(`${run.issuer}/token`);
    expect(doc.jwks_uri).toBe(`${run.issuer}/jwks`);
    expect(doc.end_session_endpoint).toBe(`${run.issuer}/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('keeps its routes out of the OpenAPI document', async () => {
    const doc = (await (await fetch(`${run.base}/api/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/oidc'))).toEqual([]);
  });

  it('issues client-credentials tokens the API accepts', async () => {
    const res = await cliTokenRequest(run, await loadCliSecret(database.db));
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const claims = decodeJwt(access_token);
    expect(claims).toMatchObject({
      iss: run.issuer,
      aud: run.audience,
      scope: 'full_access',
      name: 'Stalboek CLI',
    });
    expect((await api(access_token)).status).toBe(200);
  });

  it('refuses client credentials with a wrong secret, and the one the source used to carry', async () => {
    expect((await cliTokenRequest(run, 'wrong')).status).toBe(401);
    expect((await cliTokenRequest(run, 'stalboek-cli-dev-secret')).status).toBe(401);
  });

  it('makes the CLI secret at random on first start and keeps it in the database', async () => {
    const secret = await loadCliSecret(database.db);
    expect(secret).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    const other = await openTestDatabase();
    try {
      expect(await loadCliSecret(other.db)).not.toBe(secret);
    } finally {
      await other.close();
    }
  });

  it('logs a demo user in with code + PKCE; the access token works on the API', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkce();
    const { callback } = await login(run, jar, challenge, 'dierenarts', 'stalboek');
    const code = callback?.searchParams.get('code');
    expect(code).toBeTruthy();
    const tokens = await exchangeCode(run, code ?? '', verifier);
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: run.issuer,
      aud: run.audience,
      sub: 'demo-dierenarts',
      name: 'Dr. An Peeters',
      scope: 'full_access',
    });
    expect(decodeJwt(tokens.id_token ?? '')).toMatchObject({
      sub: 'demo-dierenarts',
      aud: 'stalboek-web',
    });
    expect((await api(tokens.access_token)).status).toBe(200);

    // Silent renew: prompt=none with the session cookie gives a new code without any page.
    const renew = pkce();
    const silent = await jar.fetch(
      authorizeUrl(run, renew.challenge, {
        prompt: 'none',
        redirect_uri: `${run.base}/silent-renew`,
      }),
    );
    expect(location(silent, run.base)).toMatch(new RegExp(`^${run.base}/silent-renew\\?code=`));

    // Logout: the confirmation submits itself (script allowed by its CSP hash), then back to the app.
    const end = await jar.fetch(
      `${run.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token ?? '', post_logout_redirect_uri: `${run.base}/` })}`,
    );
    expect(end.status).toBe(200);
    const endHtml = await end.text();
    expect(endHtml).toContain('Afmelden bevestigen');
    expect(end.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(endHtml)?.[1] ?? '';
    const confirm = await jar.fetch(
      `${run.issuer}/session/end/confirm`,
      form({ xsrf, logout: 'yes' }),
    );
    expect(location(confirm, run.base)).toBe(`${run.base}/`);
    const after = await jar.fetch(authorizeUrl(run, renew.challenge, { prompt: 'none' }));
    expect(new URL(location(after, run.base)).searchParams.get('error')).toBe('login_required');
  });

  it('shows an error and gives no code for a wrong password', async () => {
    const jar = new CookieJar();
    const { page, callback } = await login(run, jar, pkce().challenge, 'dierenarts', 'fout');
    expect(callback).toBeUndefined();
    expect(page).toContain('Onbekende gebruikersnaam of wachtwoord');
    expect(page).toContain('value="dierenarts"');
  });

  it('serves a Dutch login page that works with the CSP', async () => {
    const jar = new CookieJar();
    const start = await jar.fetch(
      authorizeUrl(run, pkce().challenge, { login_hint: '"><script>x</script>' }),
    );
    const page = await jar.fetch(location(start, run.base));
    const html = await page.text();
    expect(html).toContain('<title>Stalboek — aanmelden</title>');
    expect(html).toContain('<label for="username">Gebruikersnaam</label>');
    expect(html).toContain('<label for="password">Wachtwoord</label>');
    expect(html).toContain('Aanmelden</button>');
    expect(html).not.toContain('<script>x');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  });
});
