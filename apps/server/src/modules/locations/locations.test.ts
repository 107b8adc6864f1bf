import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { audit, horses, locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(horses);
  await t.database.db.delete(locations);
});

const create = (payload: Record<string, unknown>) =>
  t.api({ method: 'POST', url: '/api/location', payload });
async function created(payload: Record<string, unknown>): Promise<{ _id: string }> {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
async function putHorses(locationId: string, n: number) {
  await t.database.db.insert(horses).values(
    Array.from({ length: n }, (_, i) => ({
      name: `Paard ${i}`,
      type: 'Merrie' as const,
      locationId,
    })),
  );
}

describe('POST /api/location', () => {
  test('creates a location and shows it as "stable prefix-name" with its free places', async () => {
    const res = await create({ stable: 'Stal Zoutleeuw', prefix: 'A', name: '12', places: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      stable: 'Stal Zoutleeuw',
      prefix: 'A',
      name: '12',
      places: 2,
      horseCount: 0,
      freePlaces: 2,
      fullStable: 'Stal Zoutleeuw A-12',
    });
  });

  test('stable and prefix are optional; empty text is stored as none', async () => {
    const res = await create({ stable: '', prefix: '  ', name: 'Wei 3', places: 1 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stable: null, prefix: null, fullStable: 'Wei 3' });
  });

  test('accepts names with accents', async () => {
    const res = await create({ stable: 'Stal Dormaal', name: 'Écurie ëü', places: 1 });
    expect(res.json().name).toBe('Écurie ëü');
  });

  test('records the write in the audit table with the actor from the token', async () => {
    const { _id } = await created({ name: 'Box', places: 1 });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, _id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      entity: 'location',
      actor: 'Test Gebruiker',
    });
  });

  test.each([
    [{ places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: '', places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: '   ', places: 1 }, 'body.name', 'Dit veld is verplicht'],
    [{ name: 'x'.repeat(65), places: 1 }, 'body.name', 'Mag maximum 64 tekens bevatten'],
    [
      { name: 'A', places: 1, stable: 's'.repeat(65) },
      'body.stable',
      'Mag maximum 64 tekens bevatten',
    ],
    [{ name: 'A' }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ name: 'A', places: 0 }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ name: 'A', places: -3 }, 'body.places', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [
      { name: 'A', places: 'veel' },
      'body.places',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [{ name: 'A', places: 1.5 }, 'body.places', 'Moet een geheel getal zijn'],
    [{ name: 42, places: 1 }, 'body.name', 'Dit veld is verplicht'],
  ])('refuses %j with 400 naming the field', async (payload, path, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(locations);
    expect(row?.n).toBe(0);
  });

  test('refuses malformed JSON with 400', async () => {
    const res = await t.api({
      method: 'POST',
      url: '/api/location',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "A", places: }',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  test('refuses a second location with the same name in the same stable (409)', async () => {
    await created({ stable: 'Wei', name: 'Paddock', places: 1 });
    const res = await create({ stable: 'Wei', name: 'paddock', places: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er bestaat al een locatie met deze naam in deze stal.');
    const other = await create({ stable: 'Stal Dormaal', name: 'Paddock', places: 3 });
    expect(other.statusCode).toBe(201);
  });
});

describe('GET /api/location', () => {
  beforeEach(async () => {
    for (const [stable, name, places] of [
      ['Wei', 'B', 2],
      ['Stal Zoutleeuw', 'C', 1],
      ['Stal Zoutleeuw', 'A', 3],
      ['Stal Dormaal', 'Z', 1],
    ] as const) {
      await created({ stable, name, places });
    }
  });
  const names = (body: { locations: { stable: string; name: string }[] }) =>
    body.locations.map((l) => `${l.stable}/${l.name}`);

  test('sorts by stable then name by default and pages 10 at a time', async () => {
    const res = await t.api({ method: 'GET', url: '/api/location' });
    expect(res.statusCode).toBe(200);
    expect(names(res.json())).toEqual([
      'Stal Dormaal/Z',
      'Stal Zoutleeuw/A',
      'Stal Zoutleeuw/C',
      'Wei/B',
    ]);
    expect(res.json()).toMatchObject({ total: 4, availableLocations: 4 });
  });

  test('multi-sort: places descending, then name', async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/location?sortBy=places&sortDesc=true&sortBy=name&sortDesc=false',
    });
    expect(names(res.json())).toEqual([
      'Stal Zoutleeuw/A',
      'Wei/B',
      'Stal Zoutleeuw/C',
      'Stal Dormaal/Z',
    ]);
  });

  test('pages: page 2 of limit 3 holds the fourth row; limit -1 returns all', async () => {
    const page2 = await t.api({ method: 'GET', url: '/api/location?page=2&limit=3' });
    expect(names(page2.json())).toEqual(['Wei/B']);
    expect(page2.json().total).toBe(4);
    const all = await t.api({ method: 'GET', url: '/api/location?limit=-1' });
    expect(all.json().locations).toHaveLength(4);
  });

  test('filters on stable (repeatable) and on free text', async () => {
    const stable = await t.api({
      method: 'GET',
      url: '/api/location?stable=Wei&stable=Stal%20Dormaal',
    });
    expect(names(stable.json())).toEqual(['Stal Dormaal/Z', 'Wei/B']);
    const query = await t.api({ method: 'GET', url: '/api/location?query=zoutleeuw' });
    expect(names(query.json())).toEqual(['Stal Zoutleeuw/A', 'Stal Zoutleeuw/C']);
  });

  test('free text with LIKE wildcards or SQL is matched literally', async () => {
    for (const q of ['%', '_', "' or 1=1 --", 'a\\']) {
      const res = await t.api({
        method: 'GET',
        url: `/api/location?query=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
  });

  test('counts availableLocations over the filtered list: a full location is not available', async () => {
    const list = await t.api({ method: 'GET', url: '/api/location?stable=Stal%20Zoutleeuw' });
    const c = list.json().locations.find((l: { name: string }) => l.name === 'C');
    await putHorses(c._id, 1);
    const res = await t.api({ method: 'GET', url: '/api/location?stable=Stal%20Zoutleeuw' });
    expect(res.json()).toMatchObject({ total: 2, availableLocations: 1 });
    expect(res.json().locations.find((l: { name: string }) => l.name === 'C')).toMatchObject({
      horseCount: 1,
      freePlaces: 0,
    });
  });

  test.each([
    ['sortBy=unknown', 'sortBy'],
    ['sortBy=name;drop table location', 'sortBy'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=1001', 'limit'],
    ['limit=-2', 'limit'],
    ['sortDesc=maybe', 'sortDesc'],
  ])('refuses %s with 400', async (query, field) => {
    const res = await t.api({ method: 'GET', url: `/api/location?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.some((d: { path: string }) => d.path.includes(field))).toBe(true);
  });
});

describe('GET/PUT/DELETE /api/location/{id}', () => {
  test('returns one location with the horses present', async () => {
    const { _id } = await created({ stable: 'Wei', name: 'Weide', places: 5 });
    await putHorses(_id, 2);
    const res = await t.api({ method: 'GET', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ horseCount: 2, freePlaces: 3 });
    expect(res.json().horses.map((h: { name: string }) => h.name)).toEqual(['Paard 0', 'Paard 1']);
  });

  test('unknown id gives 404, malformed id 400', async () => {
    const missing = await t.api({
      method: 'GET',
      url: '/api/location/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Locatie niet gevonden');
    const malformed = await t.api({ method: 'GET', url: '/api/location/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
  });

  test('updates a location and audits before and after', async () => {
    const { _id } = await created({ stable: 'Wei', name: 'Weide', places: 5 });
    const res = await t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { stable: 'Wei', name: 'Weide 2', places: 6 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Weide 2', places: 6 });
    const rows = await t.database.db.select().from(audit).where(eq(audit.entityId, _id));
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]?.before).toMatchObject({ name: 'Weide' });
  });

  test('refuses lowering places below the horses present (409) and keeps the old value', async () => {
    const { _id } = await created({ name: 'Box', places: 3 });
    await putHorses(_id, 2);
    const res = await t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: 'Box', places: 1 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('niet lager zijn dan 2');
    const after = await t.api({ method: 'GET', url: `/api/location/${_id}` });
    expect(after.json().places).toBe(3);
    const ok = await t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: 'Box', places: 2 },
    });
    expect(ok.statusCode).toBe(200);
  });

  test('PUT with bad input is 400 and changes nothing', async () => {
    const { _id } = await created({ name: 'Box', places: 3 });
    const res = await t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { name: '', places: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.api({ method: 'GET', url: `/api/location/${_id}` })).json().name).toBe('Box');
  });

  test('refuses to delete a location that still holds horses (409)', async () => {
    const { _id } = await created({ name: 'Box', places: 3 });
    await putHorses(_id, 1);
    const res = await t.api({ method: 'DELETE', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Deze locatie kan niet verwijderd worden: er staat nog 1 paard.',
    );
  });

  test('deletes an empty location (204), then it is gone (404)', async () => {
    const { _id } = await created({ name: 'Box', places: 3 });
    const res = await t.api({ method: 'DELETE', url: `/api/location/${_id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.api({ method: 'GET', url: `/api/location/${_id}` })).statusCode).toBe(404);
    expect((await t.api({ method: 'DELETE', url: `/api/location/${_id}` })).statusCode).toBe(404);
  });
});

describe('occupancy is guarded by the database', () => {
  test('a horse cannot be placed in a full location, even by a direct write', async () => {
    const { _id } = await created({ name: 'Box', places: 1 });
    await putHorses(_id, 1);
    await expect(putHorses(_id, 1)).rejects.toThrow();
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, _id));
    expect(row?.occupants).toBe(1);
  });

  test('moving a horse frees its old place and takes the new one', async () => {
    const a = await created({ name: 'A', places: 1 });
    const b = await created({ name: 'B', places: 1 });
    await putHorses(a._id, 1);
    await t.database.db.update(horses).set({ locationId: b._id });
    const res = await t.api({ method: 'GET', url: '/api/location?sortBy=name' });
    expect(res.json().locations.map((l: { horseCount: number }) => l.horseCount)).toEqual([0, 1]);
  });

  test('20 parallel moves into a location with 3 places: exactly 3 succeed', async () => {
    const target = await created({ name: 'Doel', places: 3 });
    const source = await created({ name: 'Bron', places: 20 });
    await putHorses(source._id, 20);
    const all = await t.database.db.select().from(horses);
    const results = await Promise.allSettled(
      all.map((h) =>
        t.database.db.update(horses).set({ locationId: target._id }).where(eq(horses.id, h.id)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, target._id));
    expect(row?.occupants).toBe(3);
  });
});

describe('GET /api/location/available-locations and /search', () => {
  test('per stable the locations with free places; a stable without any has an empty list', async () => {
    const full = await created({ stable: 'Stal Dormaal', name: 'D1', places: 1 });
    await putHorses(full._id, 1);
    await created({ stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 });
    await created({ stable: 'Wei', name: 'Weide', places: 2 });
    const res = await t.api({ method: 'GET', url: '/api/location/available-locations' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { stable: 'Stal Dormaal', locations: [] },
      {
        stable: 'Wei',
        locations: [
          expect.objectContaining({ name: 'Paddock', prefix: 'P', remainingPlaces: 3 }),
          expect.objectContaining({ name: 'Weide', prefix: null, remainingPlaces: 2 }),
        ],
      },
    ]);
  });

  test('search finds by name, prefix or stable and honours limit', async () => {
    await created({ stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 });
    await created({ stable: 'Wei', name: 'Weide', places: 2 });
    await created({ stable: 'Stal Dormaal', name: 'D1', places: 2 });
    const res = await t.api({ method: 'GET', url: '/api/location/search?searchValue=wei' });
    expect(res.json().results.map((l: { name: string }) => l.name)).toEqual(['Paddock', 'Weide']);
    const limited = await t.api({
      method: 'GET',
      url: '/api/location/search?searchValue=&limit=1',
    });
    expect(limited.json().results).toHaveLength(1);
    const bad = await t.api({ method: 'GET', url: '/api/location/search?limit=500' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('natural order of the shown label', () => {
  test('sorts prefix-name with numbers by value: A-2 before A-10, and B after A', async () => {
    for (const [prefix, name] of [
      ['A', '10'],
      ['B', '1'],
      ['A', '2'],
      [null, 'Quarantaine'],
      ['A', '1'],
    ] as const) {
      await created({ stable: 'Stal Zoutleeuw', prefix, name, places: 1 });
    }
    const res = await t.api({ method: 'GET', url: '/api/location' });
    expect(res.json().locations.map((l: { fullStable: string }) => l.fullStable)).toEqual([
      'Stal Zoutleeuw A-1',
      'Stal Zoutleeuw A-2',
      'Stal Zoutleeuw A-10',
      'Stal Zoutleeuw B-1',
      'Stal Zoutleeuw Quarantaine',
    ]);
  });
});

describe('a renamed location re-sorts the horses in it', () => {
  test('horse.location_sort follows moves and renames', async () => {
    const { _id } = await created({ stable: 'Wei', prefix: 'A', name: '9', places: 2 });
    await putHorses(_id, 1);
    const sortOf = async () =>
      (await t.database.db.select({ s: horses.locationSort }).from(horses))[0]?.s;
    expect(await sortOf()).toBe('Wei a-0000000009');
    await t.api({
      method: 'PUT',
      url: `/api/location/${_id}`,
      payload: { stable: 'Wei', prefix: 'A', name: '10', places: 2 },
    });
    expect(await sortOf()).toBe('Wei a-0000000010');
    await t.database.db.update(horses).set({ locationId: null });
    expect(await sortOf()).toBeNull();
  });
});
