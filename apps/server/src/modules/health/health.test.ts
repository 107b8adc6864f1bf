import { describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testConfig, testKeys } from '../../../test/helpers.ts';

async function appOn(database: Database) {
  return buildApp({ config: testConfig(), database, authKeys: testKeys, logger: false });
}

/** The database, with every query failing while `down.now` is true (an outage, in-process). */
function withSwitch(database: Database) {
  const down = { now: false };
  const execute = database.db.execute.bind(database.db);
  const db = Object.create(database.db) as Database['db'];
  db.execute = ((query: Parameters<typeof execute>[0]) =>
    down.now
      ? Promise.reject(new Error('Connection terminated unexpectedly'))
      : execute(query)) as typeof execute;
  return { database: { ...database, db }, down };
}

describe('GET /api/health', () => {
  test('answers 200 with the database kind and no outage while the database answers, without a token', async () => {
    const database = await openTestDatabase();
    const app = await appOn(database);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind, lastOutage: null });
    await app.close();
    await database.close();
  });

  test('answers 503 with the error shape once the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await appOn(database);
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
    expect(res.json().message).toMatch(/^De databank antwoordt niet sinds \d{4}-\d\d-\d\dT.*Z: /);
    await app.close();
  });

  test('reports an outage while it lasts (since when, why — no host or driver text) and, once over, when it ended', async () => {
    const real = await openTestDatabase();
    const { database, down } = withSwitch(real);
    const app = await appOn(database);
    down.now = true;
    const during = await app.inject({ method: 'GET', url: '/api/health' });
    expect(during.statusCode).toBe(503);
    const since = /sinds (\S+): verbinding verbroken$/.exec(during.json().message);
    expect(since?.[1]).toBeDefined();
    const again = await app.inject({ method: 'GET', url: '/api/health' });
    expect(again.json().message, 'one outage, from its first sign').toBe(during.json().message);

    down.now = false;
    const after = await app.inject({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
    const { lastOutage } = after.json();
    expect(lastOutage).toEqual({
      from: since?.[1],
      to: expect.any(String),
      error: 'verbinding verbroken',
    });
    expect(Date.parse(lastOutage.to)).toBeGreaterThanOrEqual(Date.parse(lastOutage.from));
    await app.close();
    await real.close();
  });
});
