import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { horses } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { companyInput, personInput } from '../../../test/factories.ts';

let t: TestApp;
let ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  const add = async (key: string, customer: unknown) => {
    ids[key] = (
      await t.api({ method: 'POST', url: '/api/customer', payload: { customer } })
    ).json()._id;
  };
  await add('jan', personInput({ first_name: 'Jan', last_name: 'Janssens' }));
  await add('helene', personInput({ first_name: 'Hélène', last_name: 'Lefèvre' }));
  await add('kapel', companyInput({ company: 'Stoeterij De Kapel', tva: 'BE0199512766' }));
  await t.api({
    method: 'POST',
    url: `/api/customer/${ids.kapel}/contact`,
    payload: { contact: { first_name: 'Lien', last_name: 'Claes' } },
  });
  const [h] = await t.database.db
    .insert(horses)
    .values([{ name: 'Kapelle van Dormaal', type: 'Merrie', ownerId: ids.jan }])
    .returning();
  ids = { ...ids, horse: h?.id ?? '' };
});
afterAll(() => t.close());

const search = async (term: string, limit = 10) =>
  (
    await t.api({ method: 'GET', url: `/api/search/${encodeURIComponent(term)}?limit=${limit}` })
  ).json().results;

describe('GET /api/search/{term}', () => {
  test('finds horses and customers, ignoring case and accents', async () => {
    expect((await search('HELENE')).map((r: { name: string }) => r.name)).toEqual([
      'Hélène Lefèvre',
    ]);
    expect((await search('lefevre'))[0]).toMatchObject({ kind: 'customer', _id: ids.helene });
  });

  test('tolerates a small typo', async () => {
    expect((await search('jansens'))[0]).toMatchObject({
      kind: 'customer',
      _id: ids.jan,
      name: 'Jan Janssens',
    });
  });

  test('a company shows its contact name and VAT number; a horse its owner', async () => {
    const results = await search('kapel');
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: 'customer',
        name: 'Stoeterij De Kapel',
        contactName: 'Lien Claes',
        tva: 'BE0199512766',
      }),
    );
    expect(results).toContainEqual(
      expect.objectContaining({ kind: 'horse', _id: ids.horse, owner: 'Jan Janssens' }),
    );
  });

  test('best matches first and at most `limit`', async () => {
    const results = await search('stoeterij de kapel');
    expect(results[0]).toMatchObject({ _id: ids.kapel });
    expect(await search('kapel', 1)).toHaveLength(1);
  });

  test('nothing matching gives an empty list; odd text is harmless', async () => {
    expect(await search('zzzzqqq')).toEqual([]);
    expect(await search("' or 1=1 --")).toEqual([]);
    expect((await t.api({ method: 'GET', url: `/api/search/${'x'.repeat(101)}` })).statusCode).toBe(
      400,
    );
    expect((await t.api({ method: 'GET', url: '/api/search/kapel?limit=0' })).statusCode).toBe(400);
  });
});

describe('search results: record, most viewed, most recent', () => {
  test('records chosen results and returns them by views and by recency, with names', async () => {
    const record = (searchItem: string, searchType: string) =>
      t.api({
        method: 'POST',
        url: '/api/search-result',
        payload: { searchResult: { searchItem, searchType } },
      });
    expect((await record(ids.horse!, 'Horse')).statusCode).toBe(201);
    await record(ids.horse!, 'Horse');
    await record(ids.jan!, 'Customer');
    const viewed = await t.api({ method: 'GET', url: '/api/search-result/most-viewed' });
    expect(
      viewed.json().results.map((r: { name: string; count: number }) => [r.name, r.count]),
    ).toEqual([
      ['Kapelle van Dormaal', 2],
      ['Jan Janssens', 1],
    ]);
    const horsesOnly = await t.api({
      method: 'GET',
      url: '/api/search-result/most-viewed?searchType=Horse',
    });
    expect(horsesOnly.json().results).toHaveLength(1);
    const recent = await t.api({ method: 'GET', url: '/api/search-result/most-recent?limit=1' });
    expect(recent.json().results.map((r: { name: string }) => r.name)).toEqual(['Jan Janssens']);
  });

  test('refuses a bad record (400)', async () => {
    for (const searchResult of [
      { searchItem: 'x', searchType: 'Horse' },
      { searchItem: ids.jan, searchType: 'Auto' },
      {},
    ]) {
      const res = await t.api({
        method: 'POST',
        url: '/api/search-result',
        payload: { searchResult },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('customer config', () => {
  test('countries with Dutch names, België first; vat liabilities; contact roles', async () => {
    const countries = (await t.api({ method: 'GET', url: '/api/config/countries' })).json()
      .countries;
    expect(countries[0]).toEqual({ code: 'BE', name: 'België' });
    expect(countries).toContainEqual({ code: 'NL', name: 'Nederland' });
    expect(countries).toContainEqual({ code: 'DE', name: 'Duitsland' });
    expect(countries.length).toBeGreaterThan(240);
    const vat = (await t.api({ method: 'GET', url: '/api/config/vatLiability' })).json()
      .vatLiability;
    expect(vat).toContainEqual({ value: 'vat_liable', label: 'Btw-plichtig in België' });
    const roles = (await t.api({ method: 'GET', url: '/api/config/contacts' })).json().roles;
    expect(roles).toEqual([
      'Eigenaar bedrijf',
      'Boekhouder',
      'Transporteur',
      'Verantwoordelijke fokkerij',
    ]);
  });
});
