import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { semenFixtures } from '../semen/semen.fixture.ts';

// Spec 01 global search (searchType SemenCollection): lots are found by their lot number.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const s = semenFixtures(() => t);

type Hit = { kind: string; _id: string; name: string; stallion?: string };
const search = async (term: string): Promise<Hit[]> => {
  const res = await t.api({ method: 'GET', url: `/api/search/${encodeURIComponent(term)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

describe('GET /api/search/{term}: semen lots', () => {
  test('a whole lot number comes first; a part of one finds the lots that hold it', async () => {
    const a = await s.lot(10, { lotNumber: 'ZX-2024-07' });
    const parties = { stallion: a.stallion, owner: a.owner, container: a.container };
    const b = (await s.createLot(s.lotBody(parties, { lotNumber: 'ZX-2024-071' }))).json()
      .semenCollection._id as string;
    const whole = await search('zx-2024-07');
    expect(whole.map((h) => [h.kind, h._id])).toEqual([
      ['semen', a.id],
      ['semen', b],
    ]);
    expect(whole[0]).toMatchObject({ name: 'ZX-2024-07', stallion: expect.any(String) });
    expect((await search('2024-071')).map((h) => h._id)).toEqual([b]);
  });

  test('a deleted lot is not found; two characters search no lots', async () => {
    const lot = await s.lot(5, { lotNumber: 'QQ-DEL-1' });
    expect((await t.api({ method: 'DELETE', url: `/api/semen/${lot.id}` })).statusCode).toBe(204);
    expect(await search('QQ-DEL-1')).toEqual([]);
    expect((await search('QQ')).filter((h) => h.kind === 'semen')).toEqual([]);
  });

  test('a chosen lot is recorded as SemenCollection and shows in most viewed by its number', async () => {
    const lot = await s.lot(5, { lotNumber: 'VW-1' });
    const res = await t.api({
      method: 'POST',
      url: '/api/search-result/',
      payload: { searchResult: { searchItem: lot.id, searchType: 'SemenCollection' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const viewed = await t.api({
      method: 'GET',
      url: '/api/search-result/most-viewed?searchType=SemenCollection',
    });
    expect(viewed.json().results).toEqual([
      expect.objectContaining({ searchItem: lot.id, name: 'VW-1' }),
    ]);
  });
});
