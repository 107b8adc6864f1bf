import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Helmet's headers on everything the process serves: the API, the web app and its client routes.
let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'stalboek-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Stalboek</title>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDist, publicUrl: 'https://stalboek.example.be' });
});
afterAll(() => t.close());

describe('security headers', () => {
  test.each([
    ['the public health route', '/api/health', false],
    ['a guarded API route', '/api/location', true],
    ['an unknown API route', '/api/nope', true],
    ['the web app', '/', false],
    ['a client route of the web app', '/horse/123', false],
  ])('%s carries them', async (_what, url, withToken) => {
    const res = withToken
      ? await t.api({ method: 'GET', url })
      : await t.app.inject({ method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self'");
    // Served over https, so browsers are told to upgrade any http sub-request.
    expect(csp).toContain('upgrade-insecure-requests');
  });

  test('a hashed script carries only the headers that act on a subresource', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'strict-transport-security',
      'cross-origin-opener-policy',
    ])
      expect(res.headers[documentOnly]).toBeUndefined();
  });

  test('the web app is served as HTML with them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cases' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<title>Stalboek</title>');
  });
});
