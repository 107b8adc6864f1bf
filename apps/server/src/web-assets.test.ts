import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.ts';

// A built web app as `vite build` leaves it: index.html, hashed files in assets/, and the brotli
// and gzip copies the build writes beside each file worth compressing.
const indexHtml = '<!doctype html><title>Stalboek</title><script src="/assets/app-Ab12Cd34.js">';
const script = `console.log(${JSON.stringify('stalboek '.repeat(200))});`;
const style = 'body{margin:0}';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'stalboek-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const write = (file: string, body: string, compressed: boolean) => {
    writeFileSync(path.join(dist, file), body);
    if (!compressed) return;
    writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${file}.gz`), gzipSync(body));
  };
  write('index.html', indexHtml, true);
  write('assets/app-Ab12Cd34.js', script, true);
  write('assets/style-Ef56Gh78.css', style, false); // too small to be worth a compressed copy
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary)
    .split(',')
    .map((v) => v.trim().toLowerCase());

describe('the web app', () => {
  it.each(['/', '/horse/123', '/cases?status=Open', '/index.html'])(
    '%s is index.html, revalidated on every load, brotli when accepted',
    async (url) => {
      const res = await get(url, 'gzip, deflate, br, zstd'); // what Chromium sends
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(varies(res)).toContain('accept-encoding');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(indexHtml);
    },
  );

  it('a client route without accept-encoding is the plain index.html', async () => {
    const res = await get('/horse/123');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(indexHtml);
  });
});

describe('a hashed file of the bundle', () => {
  const url = '/assets/app-Ab12Cd34.js';

  it('is cached for a year as immutable, sent as brotli when accepted', async () => {
    const res = await get(url, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res)).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length);
  });

  it('is sent as gzip to a client that accepts only gzip', async () => {
    const res = await get(url, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('is sent as it is to a client that accepts no encoding', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(res)).toContain('accept-encoding');
    expect(res.body).toBe(script);
  });

  it('without a compressed copy is sent as it is, even when brotli is accepted', async () => {
    const res = await get('/assets/style-Ef56Gh78.css', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(style);
  });

  it('written after start-up (a rebuild while the server runs) is served all the same', async () => {
    writeFileSync(path.join(dist, 'assets/late-Ij90Kl12.js'), script);
    const res = await get('/assets/late-Ij90Kl12.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('that does not exist is a 404, not index.html', async () => {
    const res = await get('/assets/app-00000000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});
