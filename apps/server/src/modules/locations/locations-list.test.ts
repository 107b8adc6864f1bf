import { beforeEach, describe, expect, test } from 'vitest';
import { locationFixture } from './locations.fixture.ts';

const f = locationFixture();

describe('GET /api/location', () => {
  beforeEach(async () => {
    for (const [stable, name, places] of [
      ['Wei', 'B', 2],
      ['Stal Zoutleeuw', 'C', 1],
      ['Stal Zoutleeuw', 'A', 3],
      ['Stal Dormaal', 'Z', 1],
    ] as const) {
      await f.created({ stable, name, places });
    }
  });
  const names = (body: { locations: { stable: string; name: string }[] }) =>
    body.locations.map((l) => `${l.stable}/${l.name}`);

  test('sorts by stable then name by default and pages 10 at a time', async () => {
    const res = await f.t.api({ method: 'GET', url: '/api/location' });
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
    const res = await f.t.api({
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

  test('pages: page 2 of limit 3 holds the fourth row; limit -1 (all) is allowed on this list', async () => {
    const page2 = await f.t.api({ method: 'GET', url: '/api/location?page=2&limit=3' });
    expect(names(page2.json())).toEqual(['Wei/B']);
    expect(page2.json().total).toBe(4);
    const all = await f.t.api({ method: 'GET', url: '/api/location?limit=-1' });
    expect(all.json().locations).toHaveLength(4);
  });

  test('filters on stable (repeatable) and on free text', async () => {
    const stable = await f.t.api({
      method: 'GET',
      url: '/api/location?stable=Wei&stable=Stal%20Dormaal',
    });
    expect(names(stable.json())).toEqual(['Stal Dormaal/Z', 'Wei/B']);
    const query = await f.t.api({ method: 'GET', url: '/api/location?query=zoutleeuw' });
    expect(names(query.json())).toEqual(['Stal Zoutleeuw/A', 'Stal Zoutleeuw/C']);
  });

  test('free text with LIKE wildcards or SQL is matched literally', async () => {
    for (const q of ['%', '_', "' or 1=1 --", 'a\\']) {
      const res = await f.t.api({
        method: 'GET',
        url: `/api/location?query=${encodeURIComponent(q)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    }
  });

  test('counts availableLocations over the filtered list: a full location is not available', async () => {
    const list = await f.t.api({ method: 'GET', url: '/api/location?stable=Stal%20Zoutleeuw' });
    const c = list.json().locations.find((l: { name: string }) => l.name === 'C');
    await f.putHorses(c._id, 1);
    const res = await f.t.api({ method: 'GET', url: '/api/location?stable=Stal%20Zoutleeuw' });
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
    const res = await f.t.api({ method: 'GET', url: `/api/location?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.some((d: { path: string }) => d.path.includes(field))).toBe(true);
  });
});

describe('GET /api/location/available-locations and /search', () => {
  test('per stable the locations with free places; a stable without any has an empty list', async () => {
    const full = await f.created({ stable: 'Stal Dormaal', name: 'D1', places: 1 });
    await f.putHorses(full._id, 1);
    await f.created({ stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 });
    await f.created({ stable: 'Wei', name: 'Weide', places: 2 });
    const res = await f.t.api({ method: 'GET', url: '/api/location/available-locations' });
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

  test('search matches the label as shown, with or without a prefix', async () => {
    await f.created({ stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 });
    await f.created({ stable: 'Wei', name: 'Weide', places: 2 });
    const names = async (q: string) =>
      (await f.t.api({ method: 'GET', url: `/api/location?query=${encodeURIComponent(q)}` }))
        .json()
        .locations.map((l: { name: string }) => l.name);
    expect(await names('Wei Weide')).toEqual(['Weide']);
    expect(await names('Wei P-Padd')).toEqual(['Paddock']);
    expect(await names('P-Paddock')).toEqual(['Paddock']);
  });

  test('search finds by name, prefix or stable and honours limit', async () => {
    await f.created({ stable: 'Wei', prefix: 'P', name: 'Paddock', places: 3 });
    await f.created({ stable: 'Wei', name: 'Weide', places: 2 });
    await f.created({ stable: 'Stal Dormaal', name: 'D1', places: 2 });
    const res = await f.t.api({ method: 'GET', url: '/api/location/search?searchValue=wei' });
    expect(res.json().results.map((l: { name: string }) => l.name)).toEqual(['Paddock', 'Weide']);
    const limited = await f.t.api({
      method: 'GET',
      url: '/api/location/search?searchValue=&limit=1',
    });
    expect(limited.json().results).toHaveLength(1);
    const bad = await f.t.api({ method: 'GET', url: '/api/location/search?limit=500' });
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
      await f.created({ stable: 'Stal Zoutleeuw', prefix, name, places: 1 });
    }
    const res = await f.t.api({ method: 'GET', url: '/api/location' });
    expect(res.json().locations.map((l: { fullStable: string }) => l.fullStable)).toEqual([
      'Stal Zoutleeuw A-1',
      'Stal Zoutleeuw A-2',
      'Stal Zoutleeuw A-10',
      'Stal Zoutleeuw B-1',
      'Stal Zoutleeuw Quarantaine',
    ]);
  });
});
