import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { decodeJwt, freePort, startApp, type RunningApp } from './test-support.ts';

// `npm run --silent token` (scripts/token.mjs) against a running app with the dev provider: the
// script carries its own copy of the CLI client's id and secret, so this is what keeps them equal.
const script = fileURLToPath(new URL('../../../../../scripts/token.mjs', import.meta.url));
const run = (env: Record<string, string>) =>
  promisify(execFile)(process.execPath, [script], { env: { ...process.env, ...env } });

let database: Database;
let app: RunningApp;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database, await freePort());
});
afterAll(async () => {
  await app?.app.close();
  await database?.close();
});

describe('npm run token', () => {
  it('prints only an access token, which the API accepts', async () => {
    const { stdout } = await run({ PUBLIC_URL: app.base, OIDC_AUDIENCE: app.audience });
    const token = stdout.trim();
    expect(stdout).toBe(`${token}\n`);
    expect(decodeJwt(token)).toMatchObject({ iss: app.issuer, aud: app.audience });
    const res = await fetch(`${app.base}/api/location`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it('says how to start the app when nothing answers, and exits 1', async () => {
    const port = await freePort();
    const failed = run({ PUBLIC_URL: `http://127.0.0.1:${port}`, OIDC_AUDIENCE: '' });
    await expect(failed).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr: expect.stringContaining("Start it first with 'npm start'"),
    });
  });
});
