import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { apiError } from '@stalboek/domain';
import { isPublicPath, PUBLIC_ROUTE_PREFIXES } from '../../src/auth/public-routes.ts';
import {
  createContractApp,
  emptyDir,
  expectDocumented,
  expectErrorShape,
  fillPath,
  routeLabel,
  type RegisteredRoute,
} from './harness.ts';
import { refusedTokens } from './tokens.ts';

/**
 * Every registered route is guarded by the token check, except those of auth/public-routes.ts;
 * the list itself is checked both ways against what the app answers without a token.
 */
const harness = await createContractApp();
const tokens = await refusedTokens();

// A second app as production runs it: the dev identity provider and a built web app.
const web = emptyDir();
mkdirSync(path.join(web, 'assets'));
writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Stalboek</title>');
writeFileSync(path.join(web, 'assets', 'app.js'), 'console.log(1)');
const base = 'http://stalboek.test';
const full = await createContractApp({
  publicUrl: base,
  webDist: web,
  oidc: {
    issuer: `${base}/oidc`,
    audience: `${base}/api`,
    clientId: 'stalboek-web',
    devProvider: true,
  },
});
afterAll(async () => {
  await harness.close();
  await full.close();
  rmSync(web, { recursive: true, force: true });
});

const concrete = (r: RegisteredRoute) =>
  fillPath(r.url, () => '00000000-0000-4000-8000-000000000000');
const request = (app: typeof harness, r: RegisteredRoute, authorization?: string) =>
  app.app.inject({
    method: r.method as InjectOptions['method'],
    url: concrete(r),
    headers: authorization ? { authorization } : {},
  });

/** What our token check answers: 401 with the API's error shape (the dev provider's own 401s differ). */
function refusedByGuard(res: LightMyRequestResponse, method: string): boolean {
  if (res.statusCode !== 401) return false;
  if (method === 'HEAD') return true;
  try {
    return apiError.safeParse(res.json()).success;
  } catch {
    return false;
  }
}

const guarded = harness.routes.filter((r) => !isPublicPath(r.url));

describe('token check on every guarded route', () => {
  it('finds guarded routes under /api, and only there', () => {
    expect(guarded.length).toBeGreaterThan(0);
    expect(guarded.filter((r) => !r.url.startsWith('/api/')).map(routeLabel)).toEqual([]);
  });

  for (const r of guarded) {
    it(`${routeLabel(r)}: 401 for each refused token, 403 without full_access`, async () => {
      for (const [why, authorization] of tokens.unauthorized) {
        const res = await request(harness, r, authorization);
        expect(res.statusCode, `${routeLabel(r)} with ${why}`).toBe(401);
        expectErrorShape(res, r.method);
        expectDocumented(harness.document, r, 401);
      }
      const res = await request(harness, r, tokens.forbidden);
      expect(res.statusCode, `${routeLabel(r)} without full_access`).toBe(403);
      expectErrorShape(res, r.method);
      expectDocumented(harness.document, r, 403);
    });
  }
});

describe('the list of public routes (auth/public-routes.ts)', () => {
  const isWebFile = (url: string) =>
    !url.startsWith('/api/') && url !== '/' && existsSync(path.join(web, url));

  it('holds exactly the routes that answer without a token', async () => {
    const wrong: string[] = [];
    for (const r of full.routes) {
      const res = await request(full, r);
      const publicByList = isPublicPath(r.url) || isWebFile(r.url);
      const open = !refusedByGuard(res, r.method);
      if (open && !publicByList)
        wrong.push(`${routeLabel(r)} answers ${res.statusCode} without a token but is not listed`);
      if (!open && publicByList)
        wrong.push(`${routeLabel(r)} is listed as public but asks for a token`);
    }
    expect(wrong).toEqual([]);
  });

  it('names no prefix that serves nothing', () => {
    const stale = PUBLIC_ROUTE_PREFIXES.filter(
      (p) =>
        !full.routes.some((r) => isPublicPath(r.url) && (r.url === p || r.url.startsWith(`${p}/`))),
    );
    expect(stale).toEqual([]);
  });

  it('serves the web app files without a token, but not the API behind them', async () => {
    expect(full.routes.some((r) => r.url === '/assets/app.js')).toBe(true);
    expect((await full.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await full.app.inject({ url: '/horses/123' })).headers['content-type']).toContain(
      'text/html',
    );
    const api = await full.app.inject({ url: '/api/location' });
    expect(api.statusCode).toBe(401);
    expect((await full.app.inject({ url: '/api/no-such-route' })).json()).toMatchObject({
      statusCode: 404,
    });
  });
});
