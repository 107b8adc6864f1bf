import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createContractApp, expectDocumented, expectErrorShape } from './harness.ts';

/**
 * The rate limit (DESIGN §2, issue 8): a clear 429 once a client's window is used up, counted per
 * client address — the TCP peer, or the client a trusted proxy names (TRUST_PROXY), never an
 * address a client claims for itself.
 */
describe('rate limit', () => {
  const list = (app: Awaited<ReturnType<typeof createContractApp>>) => {
    const found = app.routes.find((r) => r.method === 'GET' && r.url === '/api/location');
    if (!found) throw new Error('GET /api/location is not registered');
    return found;
  };
  const client = { remoteAddress: '203.0.113.7' };
  const other = { remoteAddress: '203.0.113.8' };

  it('answers 429 with the error shape and retry-after once the window is used up, token or not', async () => {
    const limited = await createContractApp({ rateLimitMax: 5 });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.api({ url: '/api/location', ...client })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/api/location', ...client })).statusCode).toBe(401); // refusals count too
      expect((await limited.app.inject({ url: '/api/no-such-route', ...client })).statusCode).toBe(
        404,
      );
      const again = [
        await limited.api({ url: '/api/location', ...client }),
        await limited.app.inject({ url: '/api/health', ...client }),
      ];
      expect(
        (await limited.api({ url: '/api/location', ...other })).statusCode,
        'another client',
      ).toBe(200);
      const webConfig = await limited.app.inject({ url: '/config.json', ...client });
      expect(webConfig.statusCode, 'files of the web app are not counted').toBe(200);
      for (const res of again) {
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(expectErrorShape(res, 'GET')?.message).toMatch(
          /Te veel verzoeken: probeer het over \d+ seconden opnieuw/,
        );
        expectDocumented(limited.document, list(limited), 429);
      }
    } finally {
      await limited.close();
    }
  });

  it('trusts no proxy by default: a client cannot escape the limit with X-Forwarded-For', async () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toBe(false);
    const limited = await createContractApp({ rateLimitMax: 5 });
    try {
      const answers = [];
      for (let i = 0; i < 20; i++) {
        const spoofed = { 'x-forwarded-for': `198.51.100.${i}` };
        answers.push(
          (await limited.api({ url: '/api/location', headers: spoofed, ...client })).statusCode,
        );
      }
      expect(answers.filter((s) => s === 200)).toHaveLength(5);
      expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('behind a proxy named in TRUST_PROXY, limits each client the proxy names, not the proxy', async () => {
    const proxy = { remoteAddress: '10.0.0.2' };
    const { trustProxy } = loadConfig({ TRUST_PROXY: '10.0.0.2' } as NodeJS.ProcessEnv);
    const limited = await createContractApp({ rateLimitMax: 5, trustProxy });
    try {
      const via = (address: string) => ({ headers: { 'x-forwarded-for': address }, ...proxy });
      for (let i = 0; i < 5; i++)
        expect(
          (await limited.api({ url: '/api/location', ...via('203.0.113.7') })).statusCode,
        ).toBe(200);
      expect((await limited.api({ url: '/api/location', ...via('203.0.113.7') })).statusCode).toBe(
        429,
      );
      expect(
        (await limited.api({ url: '/api/location', ...via('203.0.113.8') })).statusCode,
        'another client behind the same proxy',
      ).toBe(200);
      // The header counts only from the proxy: a client reaching us directly keeps its address.
      const direct = {
        headers: { 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '203.0.113.7',
      };
      expect((await limited.api({ url: '/api/location', ...direct })).statusCode).toBe(429);
    } finally {
      await limited.close();
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
});
