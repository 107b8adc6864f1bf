import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { testConfig } from '../../../test/helpers.ts';
import { CLI_CLIENT_ID } from './clients.ts';
import { loadCliSecret } from './keys.ts';

/** Test support for the dev provider: a listening app, a cookie jar, the PKCE login flow. */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type RunningApp = { app: FastifyInstance; base: string; issuer: string; audience: string };

/** buildApp with the dev provider and its own keys, listening on `port` (publicUrl matches). */
export async function startApp(
  database: Database,
  port: number,
  overrides: Partial<Config> = {},
): Promise<RunningApp> {
  const base = `http://127.0.0.1:${port}`;
  const issuer = `${base}/oidc`;
  const audience = `${base}/api`;
  const config = testConfig({
    port,
    publicUrl: base,
    oidc: { issuer, audience, clientId: 'stalboek-web', devProvider: true },
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, base, issuer, audience };
}

/** Asks the token endpoint for a CLI token (client credentials) with `secret`, as token.mjs does. */
export function cliTokenRequest(run: RunningApp, secret: string): Promise<Response> {
  const basic = Buffer.from(`${CLI_CLIENT_ID}:${secret}`).toString('base64');
  return fetch(`${run.issuer}/token`, {
    ...form({ grant_type: 'client_credentials', scope: 'full_access', resource: run.audience }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
  });
}

/** A CLI access token, with the secret the database holds. */
export async function cliToken(run: RunningApp, database: Database): Promise<string> {
  const res = await cliTokenRequest(run, await loadCliSecret(database.db));
  if (res.status !== 200) throw new Error(`token endpoint: ${res.status} ${await res.text()}`);
  return ((await res.json()) as Tokens).access_token;
}

/** Enough of a browser's cookie handling for one host (paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const gone = attrs.some((a) => /^\s*expires=.*1970/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.header());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}

export function location(res: Response, base: string): string {
  const to = res.headers.get('location');
  if (!to) throw new Error(`no redirect (status ${res.status})`);
  return new URL(to, base).href;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function authorizeUrl(
  run: RunningApp,
  challenge: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    client_id: 'stalboek-web',
    response_type: 'code',
    redirect_uri: `${run.base}/callback`,
    scope: 'openid profile full_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: run.audience,
    ...extra,
  });
  return `${run.issuer}/auth?${params}`;
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

export type Tokens = {
  access_token: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
};

/** Code → tokens at the token endpoint, as oidc-client-ts does (public client, PKCE, resource). */
export async function exchangeCode(
  run: RunningApp,
  code: string,
  verifier: string,
): Promise<Tokens> {
  const res = await fetch(
    `${run.issuer}/token`,
    form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${run.base}/callback`,
      client_id: 'stalboek-web',
      code_verifier: verifier,
      resource: run.audience,
    }),
  );
  if (res.status !== 200) throw new Error(`token endpoint: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

/**
 * The whole browser login: authorize → our login page → credentials → back to /callback.
 * Returns the callback URL (with ?code=… on success) or the failed login page.
 */
export async function login(
  run: RunningApp,
  jar: CookieJar,
  challenge: string,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<{ callback?: URL; page?: string }> {
  const start = await jar.fetch(authorizeUrl(run, challenge, extra));
  const interaction = location(start, run.base);
  const page = await jar.fetch(interaction);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('login page has no form');
  const posted = await jar.fetch(
    new URL(action.replace(/&amp;/g, '&'), run.base).href,
    form({ username, password }),
  );
  if (posted.status !== 303) return { page: await posted.text() };
  let res = await jar.fetch(location(posted, run.base));
  while (res.status >= 300 && res.status < 400) {
    const next = location(res, run.base);
    if (next.startsWith(`${run.base}/callback`)) return { callback: new URL(next) };
    res = await jar.fetch(next);
  }
  throw new Error(`login ended without a redirect to /callback (status ${res.status})`);
}

export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
