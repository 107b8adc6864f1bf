import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { oidcKeys, oidcPayloads } from '../../db/schema/oidc.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { CLI_CLIENT_ID, CLI_CLIENT_SECRET } from './clients.ts';
import {
  authorizeUrl,
  CookieJar,
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
let first: RunningApp | undefined;
let second: RunningApp | undefined;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await first?.app.close();
  await second?.app.close();
  await database?.close();
});

it('keeps signing keys, cookie keys and sessions across a restart', async () => {
  const port = await freePort();
  first = await startApp(database, port);

  const basic = Buffer.from(`${CLI_CLIENT_ID}:${CLI_CLIENT_SECRET}`).toString('base64');
  const res = await fetch(`${first.issuer}/token`, {
    ...form({ grant_type: 'client_credentials', scope: 'full_access', resource: first.audience }),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
    },
  });
  const { access_token: cliToken } = (await res.json()) as { access_token: string };
  const jar = new CookieJar();
  const { callback } = await login(first, jar, pkce().challenge, 'assistent', 'stalboek');
  expect(callback?.searchParams.get('code')).toBeTruthy();
  await first.app.close();
  first = undefined;

  // Same database, same URL, new process state.
  second = await startApp(database, port);
  const api = await fetch(`${second.base}/api/location`, {
    headers: { authorization: `Bearer ${cliToken}` },
  });
  expect(api.status).toBe(200);

  // The browser session survives: a silent renew still gets a code, which still exchanges.
  const { verifier, challenge } = pkce();
  const silent = await jar.fetch(authorizeUrl(second, challenge, { prompt: 'none' }));
  const code = new URL(location(silent, second.base)).searchParams.get('code');
  expect(code).toBeTruthy();
  const tokens = await exchangeCode(second, code ?? '', verifier);
  const me = await fetch(`${second.base}/api/location`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  expect(me.status).toBe(200);

  const keys = await database.db.select().from(oidcKeys);
  expect(keys.map((k) => k.id).sort()).toEqual(['cookie-keys', 'signing']);
  const sessions = await database.db.select().from(oidcPayloads);
  expect(sessions.some((p) => p.model === 'Session')).toBe(true);
});
