import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { horseInput, noon, personInput } from '../../../test/factories.ts';

let t: TestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const owner = (
    await t.api({
      method: 'POST',
      url: '/api/customer',
      payload: { customer: personInput({ last_name: 'Aerts' }) },
    })
  ).json()._id;
  const box = async (prefix: string, name: string) =>
    (
      await t.api({
        method: 'POST',
        url: '/api/location',
        payload: { stable: 'Wei', prefix, name, places: 5 },
      })
    ).json()._id;
  const a2 = await box('A', '2');
  const a10 = await box('A', '10');
  const add = async (key: string, horse: Record<string, unknown>) => {
    const res = await t.api({
      method: 'POST',
      url: '/api/horse/create',
      payload: { horse: horseInput(horse) },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = res.json()._id;
  };
  ids.owner = owner;
  await add('quidam', {
    name: 'Quidam',
    type: 'Hengst',
    stud_horse: true,
    microchip: '981000111',
    owner,
  });
  await add('apollo', { name: 'Apollo', type: 'Hengst' });
  await add('bella', {
    name: 'Bella',
    surrogate: true,
    surrogate_uid: 'DM-7',
    microchip: '981000222',
    lodgings: [{ arrival: noon('2026-11-01'), location: a10 }],
  });
  await add('cleo', {
    name: 'Cléo',
    surrogate: true,
    surrogate_uid: 'DM-12',
    lodgings: [{ arrival: noon('2026-11-01'), location: a2 }],
  });
  await add('dolly', { name: 'Dolly', death: true, date_of_death: noon('2025-01-01') });
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.api({ method: 'GET', url: `/api/horse?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((h: { name: string }) => h.name);
};

describe('GET /api/horse', () => {
  test('sorted by name by default, {results, total}', async () => {
    expect(await names('')).toEqual(['Apollo', 'Bella', 'Cléo', 'Dolly', 'Quidam']);
    expect((await t.api({ method: 'GET', url: '/api/horse?limit=2' })).json().total).toBe(5);
  });

  test('the five switches: stallions, mares, surrogates, stud horses, hide dead', async () => {
    expect(await names('type=Hengst')).toEqual(['Apollo', 'Quidam']);
    expect(await names('type=Merrie')).toEqual(['Bella', 'Cléo', 'Dolly']);
    expect(await names('type=Merrie&surrogate=true')).toEqual(['Bella', 'Cléo']);
    expect(await names('type=Hengst&stud_horse=true')).toEqual(['Quidam']);
    expect(await names('aliveOnly=true')).toEqual(['Apollo', 'Bella', 'Cléo', 'Quidam']);
    expect(await names('death=true')).toEqual(['Dolly']);
  });

  test('filters: search (accent-insensitive), owner, location prefix, microchip, brand number, _id', async () => {
    expect(await names('search=cleo')).toEqual(['Cléo']);
    expect(
      await names(
        `owner=${ids.quidam ? (await t.api({ method: 'GET', url: `/api/horse/${ids.quidam}` })).json().owner._id : ''}`,
      ),
    ).toEqual(['Quidam']);
    expect(await names('location=A-1')).toEqual(['Bella']);
    expect(await names('location=a')).toEqual(['Cléo', 'Bella'].sort());
    expect(await names('microchip=981000')).toEqual(['Bella', 'Quidam']);
    expect(await names('surrogate_uid=DM-1')).toEqual(['Cléo']);
    expect(await names(`_id=${ids.apollo}&_id=${ids.dolly}`)).toEqual(['Apollo', 'Dolly']);
  });

  test('"Groepeer per locatie": sorting on location orders stable then box in natural order', async () => {
    expect(await names('type=Merrie&surrogate=true&sortBy=location&sortBy=name')).toEqual([
      'Cléo',
      'Bella',
    ]);
    // Horses without a location come after the placed ones.
    expect(await names('sortBy=location&sortBy=name')).toEqual([
      'Cléo',
      'Bella',
      'Apollo',
      'Dolly',
      'Quidam',
    ]);
  });

  test('multi-sort on type then name descending; sort by owner', async () => {
    expect(await names('sortBy=type&sortBy=name&sortDesc=false&sortDesc=true')).toEqual([
      'Quidam',
      'Apollo',
      'Dolly',
      'Cléo',
      'Bella',
    ]);
    expect((await names('sortBy=owner'))[0]).toBe('Quidam');
  });

  test.each([
    'sortBy=secret',
    'type=Ruin',
    'aliveOnly=soms',
    'owner=nee',
    'microchip=1234567890123456',
    'limit=0',
  ])('refuses %s (400)', async (q) => {
    expect((await t.api({ method: 'GET', url: `/api/horse?${q}` })).statusCode).toBe(400);
  });

  test('count follows the same filters', async () => {
    const res = await t.api({ method: 'GET', url: '/api/horse/count?type=Merrie&aliveOnly=true' });
    expect(res.json()).toEqual({ count: 2 });
  });
});

describe('horse searches', () => {
  test('search by name tolerates a typo and filters on type/stud/surrogate', async () => {
    const res = await t.api({
      method: 'GET',
      url: '/api/horse/search?searchValue=quidan&limit=10',
    });
    expect(res.json().results.map((h: { name: string }) => h.name)).toEqual(['Quidam']);
    const studs = await t.api({
      method: 'GET',
      url: '/api/horse/search?searchValue=&type=Hengst&stud_horse=true',
    });
    expect(studs.json().results.map((h: { name: string }) => h.name)).toEqual(['Quidam']);
  });

  test('search filters on the owner', async () => {
    const res = await t.api({
      method: 'GET',
      url: `/api/horse/search?searchValue=&owner=${ids.owner}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((h: { name: string }) => h.name)).toEqual(['Quidam']);
    const typed = await t.api({
      method: 'GET',
      url: `/api/horse/search?searchValue=bella&owner=${ids.owner}`,
    });
    expect(typed.json().results).toEqual([]);
    const bad = await t.api({ method: 'GET', url: '/api/horse/search?owner=aerts' });
    expect(bad.statusCode).toBe(400);
  });

  test('microchip and brand number search on the start of the code', async () => {
    const chip = await t.api({
      method: 'GET',
      url: '/api/horse/microchip?searchValue=981000&surrogate=true&type=Merrie',
    });
    expect(chip.json().results.map((h: { name: string }) => h.name)).toEqual(['Bella']);
    const uid = await t.api({ method: 'GET', url: '/api/horse/surrogateuid?searchValue=DM-' });
    expect(uid.json().results.map((h: { surrogate_uid: string }) => h.surrogate_uid)).toEqual([
      'DM-12',
      'DM-7',
    ]);
  });
});

describe('horse config', () => {
  test('stables, types, studbooks, colours and breeds; collection colours', async () => {
    const res = (await t.api({ method: 'GET', url: '/api/config/horse' })).json();
    expect(res.types).toEqual(['Hengst', 'Merrie']);
    expect(res.stables).toEqual(['Stal Zoutleeuw', 'Stal Dormaal', 'Wei']);
    expect(res.studbook).toContain('BWP');
    expect(res.breeds).toContain('Warmbloed');
    expect(res.colors).toContain('Vos');
    expect((await t.api({ method: 'GET', url: '/api/config/colors' })).json().colors).toContain(
      'Rood',
    );
  });
});
