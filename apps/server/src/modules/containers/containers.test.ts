import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { audit, containers } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(containers);
});

const create = (payload: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/nitrogen-container', payload });

describe('nitrogen containers', () => {
  test('creates a container with its number of tubes', async () => {
    const res = await create({ name: 'Vat 1', available_places: 10 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Vat 1', available_places: 10 });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, res.json()._id));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([['create', 'nitrogen_container']]);
  });

  test.each([
    [{ available_places: 3 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: '', available_places: 3 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: 'x'.repeat(65), available_places: 3 }, 'body.name', 'Mag maximum 64 tekens bevatten'],
    [{ name: 'Vat' }, 'body.available_places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [
      { name: 'Vat', available_places: 0 },
      'body.available_places',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [{ name: 'Vat', available_places: 2.5 }, 'body.available_places', 'Moet een geheel getal zijn'],
    [{ name: 'Vat', available_places: 1001 }, 'body.available_places', 'Mag maximum 1000 zijn'],
  ])('refuses %j with 400', async (payload, path, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    expect(await t.database.db.select().from(containers)).toHaveLength(0);
  });

  test('refuses a second container with the same name (409)', async () => {
    await create({ name: 'Vat 1', available_places: 10 });
    const res = await create({ name: 'vat 1', available_places: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een stikstofvat met deze naam.');
  });

  test('lists by name by default with {results, total}; sorts and pages; unknown sort is 400', async () => {
    for (const [name, n] of [
      ['Vat 2', 5],
      ['Vat 1', 10],
      ['Transport', 2],
    ] as const) {
      await create({ name, available_places: n });
    }
    const res = await t.api({ method: 'GET', url: '/api/nitrogen-container' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().results.map((c: { name: string }) => c.name)).toEqual([
      'Transport',
      'Vat 1',
      'Vat 2',
    ]);
    const byTubes = await t.api({
      method: 'GET',
      url: '/api/nitrogen-container?sortBy=available_places&sortDesc=true&limit=2',
    });
    expect(byTubes.json().results.map((c: { name: string }) => c.name)).toEqual(['Vat 1', 'Vat 2']);
    const search = await t.api({ method: 'GET', url: '/api/nitrogen-container?query=vat' });
    expect(search.json().total).toBe(2);
    expect(
      (await t.api({ method: 'GET', url: '/api/nitrogen-container?sortBy=secret' })).statusCode,
    ).toBe(400);
  });

  test('gets, updates and deletes by id; unknown id 404, malformed id 400', async () => {
    const { _id } = (await create({ name: 'Vat 1', available_places: 10 })).json();
    expect(
      (await t.api({ method: 'GET', url: `/api/nitrogen-container/${_id}` })).json().name,
    ).toBe('Vat 1');
    const put = await t.api({
      method: 'PUT',
      url: `/api/nitrogen-container/${_id}`,
      payload: { name: 'Vat 1b', available_places: 12 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: 'Vat 1b', available_places: 12 });
    const badPut = await t.api({
      method: 'PUT',
      url: `/api/nitrogen-container/${_id}`,
      payload: { name: 'Vat 1b', available_places: -1 },
    });
    expect(badPut.statusCode).toBe(400);
    expect(
      (await t.api({ method: 'DELETE', url: `/api/nitrogen-container/${_id}` })).statusCode,
    ).toBe(204);
    expect((await t.api({ method: 'GET', url: `/api/nitrogen-container/${_id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await t.api({
          method: 'PUT',
          url: `/api/nitrogen-container/${_id}`,
          payload: { name: 'X', available_places: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.api({ method: 'DELETE', url: '/api/nitrogen-container/123' })).statusCode).toBe(
      400,
    );
    const actions = await t.database.db.select().from(audit).where(eq(audit.entityId, _id));
    expect(actions.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });
});
