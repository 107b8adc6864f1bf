import { describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { openTestDatabase, testConfig, testKeys } from '../../../test/helpers.ts';

async function appOn(database: Awaited<ReturnType<typeof openTestDatabase>>) {
  return buildApp({ config: testConfig(), database, authKeys: testKeys, logger: false });
}

describe('GET /api/health', () => {
  test('answers 200 with the database kind while the database answers, without a token', async () => {
    const database = await openTestDatabase();
    const app = await appOn(database);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: database.kind });
    await app.close();
    await database.close();
  });

  test('answers 503 with the error shape once the database is gone', async () => {
    const database = await openTestDatabase();
    const app = await appOn(database);
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'De databank antwoordt niet.',
    });
    await app.close();
  });
});
