import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { oidcKeys, oidcPayloads } from '../../db/schema/oidc.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import {
  authorizeUrl,
  cliToken,
  CookieJar,
  decodeJwt,
  exchangeCode,
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

it('keeps signing keys, cookie keys, the CLI secret and sessions across a restart', async () => {
  const port = await freePort();
  first = await startApp(database, port);

  const issued = await cliToken(first, database);
  const jar = new CookieJar();
  const { callback } = await login(first, jar, pkce().challenge, 'assistent', 'stalboek');
  expect(callback?.searchParams.get('code')).toBeTruthy();
  await first.app.close();
  first = undefined;

  // Same database, same URL, new process state.
  second = await startApp(database, port);
  const api = await fetch(`${second.base}/api/location`, {
    headers: { authorization: `Bearer ${issued}` },
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
  expect(keys.map((k) => k.id).sort()).toEqual(['cli-client', 'cookie-keys', 'signing']);
  // The CLI secret of the first start still works: `npm run token` read it from the same row.
  expect(decodeJwt(await cliToken(second, database)).iss).toBe(second.issuer);
  const sessions = await database.db.select().from(oidcPayloads);
  expect(sessions.some((p) => p.model === 'Session')).toBe(true);
});
