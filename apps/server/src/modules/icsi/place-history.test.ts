import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { embryoActionMsg, ITEMS_PER_TUBE_POSITION, semenMsg } from '@stalboek/domain';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const ids = (lot: { lot: { embryos: { _id: string }[] } }) => lot.lot.embryos.map((e) => e._id);
const space = (containerId: string, tube: number, position = 'Boven') =>
  t.api({
    method: 'POST',
    url: '/api/nitrogen-container/remaining-space/embryo',
    payload: { containerId, tube, position },
  });

describe('PUT /api/icsi/embryo/{id}: relocate and TRACES', () => {
  test('moves an embryo to another tube position, with a relocate history row; the lot counts once per position', async () => {
    const lot = await f.lot(3);
    const [one, two] = ids(lot);
    const before = (await space(lot.container, 2)).json().container.remaining_container_space;
    expect(before).toBe(ITEMS_PER_TUBE_POSITION);
    const to = { container: lot.container, tube: 2, position: 'Onder' };
    const res = await f.update(one!, { location: to });
    expect(res.statusCode).toBe(200);
    expect(res.json().embryo.location).toMatchObject({ tube: 2, position: 'Onder' });
    expect((await f.update(two!, { location: to })).statusCode).toBe(200);
    const left = await space(lot.container, 2, 'Onder');
    expect(left.json().container.remaining_container_space).toBe(ITEMS_PER_TUBE_POSITION - 1);
    expect((await f.history(`embryoId=${one}`)).results.at(-1)).toMatchObject({
      type: 'relocate',
      location: { container: { _id: lot.container }, tube: 2, position: 'Onder' },
    });
  });

  test('a full tube position takes no embryo of another lot (409), nothing moves', async () => {
    const lot = await f.lot(1);
    const p = {
      mare: lot.mare,
      stallion: lot.stallion,
      owner: lot.owner,
      container: lot.container,
    };
    for (let i = 0; i < ITEMS_PER_TUBE_POSITION; i++)
      await f.create(
        f.body(
          f.lotInput(p, {
            amount: 1,
            location: { container: lot.container, tube: 3, position: 'Boven' },
          }),
        ),
      );
    expect((await space(lot.container, 3)).json().container.remaining_container_space).toBe(0);
    const res = await f.update(ids(lot)[0]!, {
      location: { container: lot.container, tube: 3, position: 'Boven' },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, semenMsg.tubeFull(3, 'Boven')]);
    expect((await f.embryo(ids(lot)[0]!)).location.tube).toBe(1);
  });

  test('TRACES is set to true (never back); an inactive embryo is not moved; an empty body is a 400', async () => {
    const lot = await f.lot(2);
    const [one, two] = ids(lot);
    const traced = await f.update(one!, { traces: true });
    expect(traced.json().embryo.traces).toBe(true);
    expect((await f.update(one!, { traces: false })).statusCode).toBe(400);
    expect((await f.update(one!, {})).json().message).toBe(embryoActionMsg.nothingToChange);
    await f.state(lot.id, two!, 'deactivate');
    const moved = await f.update(two!, {
      location: { container: lot.container, tube: 2, position: 'Boven' },
    });
    expect(moved.statusCode).toBe(409);
  });

  test('the room call: a tube the container lacks is 400, an unknown container 404', async () => {
    const lot = await f.lot(1);
    expect((await space(lot.container, 99)).statusCode).toBe(400);
    expect((await space('00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
  });
});

describe('GET /api/icsi/history and /api/icsi/embryos/history', () => {
  test('the lot history lists every embryo in number order; an unknown embryo has none', async () => {
    const lot = await f.lot(2);
    const h = await f.history(`icsiId=${lot.id}`);
    expect(h.results.map((r: { embryo: { code: string } }) => r.embryo.code)).toEqual([
      `1-${lot.icsi.code}`,
      `2-${lot.icsi.code}`,
    ]);
    const res = await t.api({
      method: 'GET',
      url: '/api/icsi/history?embryoId=00000000-0000-4000-8000-000000000000',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { results: [] }]);
    expect((await t.api({ method: 'GET', url: '/api/icsi/history' })).statusCode).toBe(400);
  });

  test('the stock report: an owner and/or mare, types, a date range with both days, counts per type', async () => {
    const lot = await f.lot(4);
    const [one, two, three] = ids(lot);
    await f.transfer(one!, await f.surrogate(), daysAgo(5));
    await f.exportEmbryos({
      embryoId: [two, three],
      inHouse: false,
      customerId: lot.owner,
      exportDate: daysAgo(2),
    });
    const get = async (q: string) =>
      (await t.api({ method: 'GET', url: `/api/icsi/embryos/history?${q}` })).json();
    const all = await get(`owner=${lot.owner}&limit=-1`);
    expect(all.calculations).toEqual({ import: 4, transfer: 1, export: 2 });
    expect(all.total).toBe(7);
    const transfers = await get(`donor_mare=${lot.mare}&type=transfer`);
    expect(transfers.results).toHaveLength(1);
    expect(transfers.results[0]).toMatchObject({
      type: 'transfer',
      surrogate: { _id: expect.any(String) },
    });
    const day = (n: number) => daysAgo(n).slice(0, 10);
    const ranged = await get(
      `owner=${lot.owner}&donor_mare=${lot.mare}&from=${day(2)}&to=${day(2)}`,
    );
    expect(ranged.calculations).toEqual({ import: 0, transfer: 0, export: 2 });
    const both = await get(`owner=${lot.owner}&type=import&type=export`);
    expect(both.calculations).toEqual({ import: 4, transfer: 0, export: 2 });
    expect(await get('limit=-1')).toEqual({
      results: [],
      total: 0,
      calculations: { import: 0, transfer: 0, export: 0 },
    });
  });

  test('the stock report lists the rows of one day in the order they were written', async () => {
    const lot = await f.lot(1, { collectionDate: null });
    const [one] = ids(lot);
    await f.transfer(one!, await f.surrogate(), daysAgo(0));
    const get = async (q: string) =>
      (
        await t.api({ method: 'GET', url: `/api/icsi/embryos/history?owner=${lot.owner}&${q}` })
      ).json();
    const types = (r: { results: { type: string }[] }) => r.results.map((h) => h.type);
    expect(types(await get('sortBy=date&sortDesc=false'))).toEqual(['import', 'transfer']);
    expect(types(await get('sortBy=date&sortDesc=true'))).toEqual(['transfer', 'import']);
  });
});
