// The horse list's sort and filter keys kept on the horse row by triggers (migration 0020): the
// owner sort, the location prefix, and the stable/location filters of /report/location.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, horseInput, noon, personInput } from '../../../test/factories.ts';

let t: TestApp;
const ids: Record<string, string> = {};
const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await t.api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
};
beforeAll(async () => {
  t = await createTestApp();
  ids.aerts = await post('/api/customer', { customer: personInput({ last_name: 'Aerts' }) });
  ids.maes = await post('/api/customer', { customer: personInput({ last_name: 'Maes' }) });
  ids.zeeland = await post('/api/customer', {
    customer: companyInput({ company: 'Haras de Zeeland' }),
  });
  ids.box = await post('/api/location', { stable: 'Wei', prefix: 'A', name: '10', places: 5 });
  ids.quarantaine = await post('/api/location', {
    stable: 'Stal Dormaal',
    name: 'Quarantaine',
    places: 5,
  });
  const horse = (name: string, fields: Record<string, unknown>) =>
    post('/api/horse/create', { horse: horseInput({ name, ...fields }) });
  ids.bella = await horse('Bella', {
    owner: ids.maes,
    microchip: '981000300',
    surrogate: true,
    surrogate_uid: 'DM-2',
    lodgings: [{ arrival: noon('2026-11-01'), location: ids.box }],
  });
  ids.cleo = await horse('Cléo', {
    owner: ids.zeeland,
    microchip: '981000100',
    surrogate: true,
    surrogate_uid: 'DM-1',
    lodgings: [{ arrival: noon('2026-11-01'), location: ids.quarantaine }],
  });
  ids.apollo = await horse('Apollo', { type: 'Hengst', owner: ids.aerts, microchip: '981000200' });
  ids.dolly = await horse('Dolly', {});
});
afterAll(() => t.close());

const names = async (query: string) => {
  const res = await t.api({ method: 'GET', url: `/api/horse?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((h: { name: string }) => h.name);
};

describe('GET /api/horse sorted on the keys kept by triggers', () => {
  test('owner: company name for a company, else last name; no owner last (first descending)', async () => {
    expect(await names('sortBy=owner')).toEqual(['Apollo', 'Cléo', 'Bella', 'Dolly']);
    expect(await names('sortBy=owner&sortDesc=true')).toEqual(['Dolly', 'Bella', 'Cléo', 'Apollo']);
  });

  test('the owner sort follows a new owner of the horse and a renamed customer', async () => {
    const moved = await t.api({
      method: 'PUT',
      url: `/api/horse/${ids.dolly}`,
      payload: { horse: horseInput({ name: 'Dolly', owner: ids.aerts }) },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await names('sortBy=owner&sortBy=name')).toEqual(['Apollo', 'Dolly', 'Cléo', 'Bella']);
    const renamed = await t.api({
      method: 'PUT',
      url: `/api/customer/${ids.aerts}`,
      payload: { customer: personInput({ last_name: 'Wouters' }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('sortBy=owner&sortBy=name')).toEqual(['Cléo', 'Bella', 'Apollo', 'Dolly']);
    await t.api({
      method: 'PUT',
      url: `/api/horse/${ids.dolly}`,
      payload: { horse: horseInput({ name: 'Dolly', owner: null }) },
    });
    expect(await names('sortBy=owner&sortBy=name')).toEqual(['Cléo', 'Bella', 'Apollo', 'Dolly']);
  });

  test('microchip and brand number, both directions', async () => {
    expect(await names('sortBy=microchip')).toEqual(['Cléo', 'Apollo', 'Bella', 'Dolly']);
    expect(await names('sortBy=microchip&sortDesc=true')).toEqual([
      'Dolly',
      'Bella',
      'Apollo',
      'Cléo',
    ]);
    expect(await names('surrogate=true&sortBy=surrogate_uid')).toEqual(['Cléo', 'Bella']);
    expect(await names('surrogate=true&sortBy=surrogate_uid&sortDesc=true')).toEqual([
      'Bella',
      'Cléo',
    ]);
  });
});

describe('GET /api/horse paging through ties', () => {
  test.each([
    'sortBy=embryoImplanted',
    'sortBy=embryoImplanted&sortDesc=true',
    'sortBy=type&sortDesc=true',
  ])('%s: one horse per page, every horse once (the id breaks ties)', async (sort) => {
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(...(await names(`${sort}&limit=1&page=${page}`)));
    expect(pages.sort()).toEqual(['Apollo', 'Bella', 'Cléo', 'Dolly']);
  });
});

describe('GET /api/horse location filters', () => {
  test('stable, and one location (the location select of /report/location)', async () => {
    expect(await names('stable=Wei')).toEqual(['Bella']);
    expect(await names(`stable=${encodeURIComponent('Stal Dormaal')}`)).toEqual(['Cléo']);
    expect(await names(`locationId=${ids.quarantaine}`)).toEqual(['Cléo']);
    expect(await names(`stable=Wei&locationId=${ids.quarantaine}`)).toEqual([]);
    const count = await t.api({ method: 'GET', url: '/api/horse/count?stable=Wei' });
    expect(count.json()).toEqual({ count: 1 });
    const bad = await t.api({ method: 'GET', url: '/api/horse?locationId=A-10' });
    expect(bad.statusCode).toBe(400);
  });

  test('the location prefix is case-insensitive, escapes wildcards and follows a renamed location', async () => {
    expect(await names('location=a-1')).toEqual(['Bella']);
    expect(await names('location=quar')).toEqual(['Cléo']);
    expect(await names('location=%25')).toEqual([]);
    const renamed = await t.api({
      method: 'PUT',
      url: `/api/location/${ids.box}`,
      payload: { stable: 'Wei', prefix: 'B', name: '10', places: 5 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await names('location=A-1')).toEqual([]);
    expect(await names('location=B-10')).toEqual(['Bella']);
    await t.api({ method: 'POST', url: `/api/horse/${ids.bella}/checkout` });
    expect(await names('location=B-10')).toEqual([]);
  });
});
