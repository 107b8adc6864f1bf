import type { InjectOptions } from 'fastify';
import { generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import {
  cliToken,
  freePort,
  startApp,
  type RunningApp,
} from '../../src/auth/dev-provider/test-support.ts';
import { openTestDatabase, signToken } from '../helpers.ts';
import { createContractApp, expectDocumented, expectErrorShape } from './harness.ts';

/**
 * The rate limit (DESIGN §2, issues 8 and 14): a clear 429 once a window is used up. A request
 * with a verified token counts for its user (token subject), any other for the client address —
 * the TCP peer, or the client a trusted proxy names (TRUST_PROXY), never an address a client
 * claims for itself. What counts is the path the router routes, however the URL spells it.
 */
type App = Awaited<ReturnType<typeof createContractApp>>;
const MAX = 10;
// One app for the tests: each uses addresses and users of its own, so their windows are apart.
let limited: App;
beforeAll(async () => {
  limited = await createContractApp({ rateLimitMax: MAX });
});
afterAll(() => limited.close());

let lastAddress = 0;
/** A client address no other test uses. */
const newClient = () => ({ remoteAddress: `203.0.113.${++lastAddress}` });
const bearer = async (sub: string) => ({ authorization: `Bearer ${await signToken({ sub })}` });
const get = (url: string, opts: InjectOptions, app = limited) =>
  app.app.inject({ url, ...opts }).then((res) => res.statusCode);
const times = async (n: number, send: () => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await send());
  return statuses;
};
const all = (status: number, n = MAX) => Array<number>(n).fill(status);

describe('rate limit', () => {
  it('answers 429 with the error shape and retry-after once a window is used up, token or not', async () => {
    const route = limited.routes.find((r) => r.method === 'GET' && r.url === '/api/location');
    if (!route) throw new Error('GET /api/location is not registered');
    const client = newClient();
    const an = { headers: await bearer('an'), ...client };
    expect(await times(MAX, () => get('/api/location', an))).toEqual(all(200));
    // Without a token the address counts, refusals and unknown routes included.
    expect(await get('/api/location', client)).toBe(401);
    expect(await get('/api/no-such-route', client)).toBe(404);
    expect(await times(MAX - 2, () => get('/api/health', client))).toEqual(all(200, MAX - 2));
    const refused = [
      await limited.app.inject({ url: '/api/location', ...an }),
      await limited.app.inject({ url: '/api/health', ...client }),
    ];
    expect(await get('/api/location', newClient()), 'another client').toBe(401);
    expect(await get('/config.json', client), 'files of the web app are not counted').toBe(200);
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(expectErrorShape(res, 'GET')?.message).toMatch(
        /Te veel verzoeken: probeer het over \d+ seconden opnieuw/,
      );
      expectDocumented(limited.document, route, 429);
    }
  });

  it('limits the routed path: encoded, doubled, upper-case and trailing-slash spellings count', async () => {
    const spellings = [
      '/%61pi/location', // the router decodes it into /api/location
      '/api%2Flocation',
      '/API/location',
      '//api/location',
      '/api/location/',
      '/api/./location',
      '/%41PI/%2e%2e/api/location',
      '/api\\location',
      '/OIDC/.well-known/openid-configuration',
      '/%6fidc/jwks',
    ];
    expect(spellings).toHaveLength(MAX);
    const client = newClient();
    for (const url of spellings) {
      const res = await limited.app.inject({ url, ...client });
      expect(res.headers['x-ratelimit-remaining'], `${url} counts`).toBeDefined();
    }
    expect(await get('/api/location', client), 'the window is used up').toBe(429);
    expect(await get('/%61pi/location', client)).toBe(429);
    const page = await limited.app.inject({ url: '/config.json', ...client });
    expect(page.headers['x-ratelimit-remaining'], 'a web file does not count').toBeUndefined();
  });

  it('gives two users behind one address each their own window', async () => {
    const client = newClient();
    const tom = { headers: await bearer('tom'), ...client };
    const lien = { headers: await bearer('lien'), ...client };
    expect(await times(MAX + 1, () => get('/api/location', tom))).toEqual([...all(200), 429]);
    expect(await get('/api/location', lien), 'the other user').toBe(200);
    expect(await get('/api/location', client), 'anonymous, same address').toBe(401);
  });

  it('limits anonymous requests per address, apart from the users there', async () => {
    const client = newClient();
    expect(await times(MAX + 1, () => get('/api/location', client))).toEqual([...all(401), 429]);
    expect(await get('/api/location', newClient()), 'another address').toBe(401);
    const jef = { headers: await bearer('jef'), ...client };
    expect(await get('/api/location', jef), 'a user at the same address').toBe(200);
  });

  it('lets no forged, expired or unsigned token pick a fresh window', async () => {
    const client = newClient();
    expect(await times(MAX, () => get('/api/location', client))).toEqual(all(401));
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = [{ alg: 'none' }, { sub: 'forged-4', exp: now + 60 }]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.');
    const forged = [
      await signToken({ sub: 'forged-1' }, { key: privateKey }),
      await signToken({ sub: 'forged-2' }, { expiresIn: now - 60 }),
      await signToken({ sub: 'forged-3' }, { expiresIn: null }),
      `${unsigned}.`,
    ];
    for (const token of forged) {
      const headers = { authorization: `Bearer ${token}` };
      expect(await get('/api/location', { headers, ...client })).toBe(429);
    }
  });

  it('trusts no proxy by default: a client cannot escape the limit with X-Forwarded-For', async () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toBe(false);
    const client = newClient();
    const answers: number[] = [];
    for (let i = 0; i < MAX + 10; i++) {
      const spoofed = { headers: { 'x-forwarded-for': `198.51.100.${i}` }, ...client };
      answers.push(await get('/api/location', spoofed));
    }
    expect(answers).toEqual([...all(401), ...all(429)]);
  });

  it('behind a proxy named in TRUST_PROXY, limits each client the proxy names, not the proxy', async () => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: '10.0.0.2' } as NodeJS.ProcessEnv);
    const proxied = await createContractApp({ rateLimitMax: MAX, trustProxy });
    try {
      const via = (address: string) => ({
        headers: { 'x-forwarded-for': address },
        remoteAddress: '10.0.0.2',
      });
      const first = await times(MAX + 1, () => get('/api/location', via('203.0.113.7'), proxied));
      expect(first).toEqual([...all(401), 429]);
      expect(
        await get('/api/location', via('203.0.113.8'), proxied),
        'another client behind the same proxy',
      ).toBe(401);
      // The header counts only from the proxy: a client reaching us directly keeps its address.
      const direct = {
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '203.0.113.7',
      };
      expect(await get('/api/location', direct, proxied)).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('reads TRUST_PROXY as Fastify takes it: true, a hop count, or addresses and CIDRs', () => {
    const read = (v: string) => loadConfig({ TRUST_PROXY: v } as NodeJS.ProcessEnv).trustProxy;
    expect(read('')).toBe(false);
    expect(read('false')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('0')).toBe(false);
    expect(read('10.0.0.2, 10.1.0.0/16,::1,loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const bad of ['proxy.example.be', '10.0.0.2/33', '10.0.0', 'yes'])
      expect(() => read(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('a restart under load: a full window of requests with a dev-provider token, no 401', async () => {
    // The API used to fetch its own provider's discovery and JWKS over HTTP, through its own
    // limit: requests that filled the window made the discovery a 429, and every token a 401.
    const database = await openTestDatabase();
    const port = await freePort();
    const max = 30;
    let running: RunningApp | undefined = await startApp(database, port, { rateLimitMax: max });
    try {
      const token = await cliToken(running, database);
      await running.app.close();
      running = await startApp(database, port, { rateLimitMax: max });
      const base = running.base;
      const statuses = await Promise.all(
        Array.from({ length: max }, () =>
          fetch(`${base}/api/location`, { headers: { authorization: `Bearer ${token}` } }).then(
            (res) => res.status,
          ),
        ),
      );
      expect(statuses).toEqual(Array(max).fill(200));
    } finally {
      await running?.app.close();
      await database.close();
    }
  });
});
