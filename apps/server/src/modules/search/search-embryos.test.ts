import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { icsiFixtures } from '../icsi/icsi.fixture.ts';

// Spec 01 global search (searchType Embryo): embryos are found by their code.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);

type Hit = { kind: string; _id: string; name: string; lotId?: string; active?: boolean };
const search = async (term: string): Promise<Hit[]> => {
  const res = await t.api({ method: 'GET', url: `/api/search/${encodeURIComponent(term)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
};

describe('GET /api/search/{term}: embryos', () => {
  test('a whole embryo code comes first and names its lot; a part of one finds the embryos holding it', async () => {
    const lot = await f.lot(2, { code: 'QV-88' });
    const [one, two] = lot.lot.embryos.map((e: { _id: string }) => e._id);
    const whole = await search('2-qv-88');
    expect(whole[0]).toMatchObject({ kind: 'embryo', _id: two, name: '2-QV-88', lotId: lot.id });
    expect((await search('QV-88')).map((h) => h._id)).toEqual([one, two]);
  });

  test('an embryo of a deleted lot is not found; a chosen embryo is recorded and named in most-viewed', async () => {
    const gone = await f.lot(1, { code: 'QV-DEL' });
    expect((await f.remove(gone.id)).statusCode).toBe(204);
    expect(await search('QV-DEL')).toEqual([]);
    const lot = await f.lot(1, { code: 'QV-SEEN' });
    const embryo = lot.lot.embryos[0]._id as string;
    const rec = await t.api({
      method: 'POST',
      url: '/api/search-result',
      payload: { searchResult: { searchItem: embryo, searchType: 'Embryo' } },
    });
    expect(rec.statusCode, rec.body).toBe(201);
    const viewed = await t.api({
      method: 'GET',
      url: '/api/search-result/most-viewed?searchType=Embryo',
    });
    expect(viewed.json().results).toEqual([
      expect.objectContaining({ searchItem: embryo, searchType: 'Embryo', name: '1-QV-SEEN' }),
    ]);
  });
});
