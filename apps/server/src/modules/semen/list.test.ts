import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, semenFixtures } from './semen.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = semenFixtures(() => t);
const get = async (url: string) => {
  const res = await t.api({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/semen', () => {
  test('filters by stallion, owner, type, export type, container, tube and hideEmpty; sorts and pages', async () => {
    const stallion = await f.stallion();
    const owner = await f.customer();
    const other = await f.customer();
    const container = await f.container();
    const p = { stallion, owner, container };
    const mk = async (over: Record<string, unknown>) =>
      (await f.createLot(f.lotBody(p, over))).json().semenCollection._id;
    const a = await mk({ lotNumber: 'A', production_date: daysAgo(10), export_type: 'EU' });
    const b = await mk({
      lotNumber: 'B',
      type: 'Import',
      production_date: null,
      import_date: daysAgo(5),
      owner: other,
    });
    const c = await mk({
      lotNumber: 'C',
      production_date: daysAgo(20),
      location: { container, tube: 2, position: 'Onder' },
    });
    await f.action({ lots: [c], type: 'Destroy', full: true });
    const ids = (r: { results: { _id: string }[] }) => r.results.map((l) => l._id);
    expect(ids(await get(`/api/semen?stallion=${stallion}&sortBy=lotNumber`))).toEqual([a, b, c]);
    expect(ids(await get(`/api/semen?stallion=${stallion}&owner=${other}`))).toEqual([b]);
    expect(ids(await get(`/api/semen?stallion=${stallion}&type=Import`))).toEqual([b]);
    expect(
      ids(await get(`/api/semen?stallion=${stallion}&exportType=EU&exportType=worldwide`)),
    ).toEqual([a]);
    expect(ids(await get(`/api/semen?stallion=${stallion}&container=${container}&tube=2`))).toEqual(
      [c],
    );
    expect(
      ids(
        await get(`/api/semen?stallion=${stallion}&hideEmpty=true&sortBy=lotNumber&sortDesc=true`),
      ),
    ).toEqual([b, a]);
    const page = await get(`/api/semen?stallion=${stallion}&sortBy=lotNumber&limit=2&page=2`);
    expect(page).toMatchObject({ total: 3 });
    expect(ids(page)).toEqual([c]);
    expect((await get(`/api/semen?stallion=${stallion}&limit=2&page=5`)).total).toBe(3);
  });

  test('the stock report sums the straws and hides a lot that was only made and corrected', async () => {
    const stallion = await f.stallion();
    const owner = await f.customer();
    const container = await f.container();
    const p = { stallion, owner, container };
    const kept = (
      await f.createLot(f.lotBody(p, { initial_inventory: 10, production_date: daysAgo(3) }))
    ).json().semenCollection._id;
    const older = (
      await f.createLot(f.lotBody(p, { initial_inventory: 6, production_date: daysAgo(9) }))
    ).json().semenCollection._id;
    const voided = (await f.createLot(f.lotBody(p, { initial_inventory: 4 }))).json()
      .semenCollection._id;
    await f.action({ lots: [kept], type: 'Export', amount: 3, customerId: owner });
    await f.correct(voided);
    const report = await get(`/api/semen?owner=${owner}&stallion=${stallion}&report=true&limit=-1`);
    expect(report.results.map((l: { _id: string }) => l._id)).toEqual([older, kept]);
    expect(report.calculations).toEqual({
      total_init_inventory: 16,
      total_curr_inventory: 13,
      total_stock_reduction: 3,
    });
    expect((await get(`/api/semen?stallion=${stallion}`)).total).toBe(3);
    // The toggle's answer: each lot with its modifications, newest first; without it, none.
    const withMods = await get(
      `/api/semen?owner=${owner}&stallion=${stallion}&report=true&limit=-1&modifications=true`,
    );
    type Mod = { type: string; amount: number };
    expect(
      withMods.results.map((l: { modifications: Mod[] }) =>
        l.modifications.map((m) => `${m.type} ${m.amount}`),
      ),
    ).toEqual([['Create 6'], ['Export 3', 'Create 10']]);
    expect(report.results[0].modifications).toBeUndefined();
  });

  test("search finds lots by a part of the lot number or of the stallion's name", async () => {
    const stallion = await f.stallion('Zoekhengst Quidam');
    const container = await f.container();
    const p = { stallion, owner: await f.customer(), container };
    const mk = async (lotNumber: string) =>
      (await f.createLot(f.lotBody(p, { lotNumber }))).json().semenCollection._id;
    const a = await mk('QS-100');
    const b = await mk('QS-200');
    const ids = async (search: string) =>
      (await get(`/api/semen?search=${encodeURIComponent(search)}&sortBy=lotNumber`)).results.map(
        (l: { _id: string }) => l._id,
      );
    expect(await ids('qs-2')).toEqual([b]);
    expect(await ids('zoekhengst qui')).toEqual([a, b]);
    expect(await ids('100%')).toEqual([]);
  });

  test('refuses an unknown sort or filter value (400)', async () => {
    for (const q of ['sortBy=color', 'type=Vers', 'exportType=mars', 'stallion=abc', 'limit=0'])
      expect((await t.api({ method: 'GET', url: `/api/semen?${q}` })).statusCode).toBe(400);
  });
});

describe('GET /api/semen/horses and the other reads', () => {
  test('one row per stallion: straws made, left and modifications in force', async () => {
    const one = await f.lot(10);
    await f.action({ lots: [one.id], type: 'Damaged', amount: 2 });
    await f.action({ lots: [one.id], type: 'Destroy', amount: 1 });
    await f.correct(one.id);
    const second = (await f.createLot(f.lotBody(one, { initial_inventory: 5 }))).json()
      .semenCollection._id;
    expect(second).toBeDefined();
    const name = (await get(`/api/horse/${one.stallion}`)).name as string;
    const res = await get(`/api/semen/horses?searchValue=${encodeURIComponent(name)}`);
    expect(res.results).toEqual([
      { horse: { _id: one.stallion, name }, totalInitial: 15, currentInventory: 13, totalMods: 1 },
    ]);
  });

  test('name order pages and counts the stallions whose lots match; the sums sort the same rows', async () => {
    const container = await f.container();
    const owner = await f.customer();
    const made: string[] = [];
    for (const [name, straws, exportType] of [
      ['Overzicht C', 30, 'EU'],
      ['Overzicht A', 10, 'EU'],
      ['Overzicht B', 20, 'national'],
    ] as const) {
      const stallion = await f.stallion(name);
      made.push(stallion);
      await f.createLot(
        f.lotBody(
          { stallion, owner, container },
          { initial_inventory: straws, export_type: exportType },
        ),
      );
    }
    const names = (r: { results: { horse: { name: string } }[] }) =>
      r.results.map((x) => x.horse.name);
    const asc = await get('/api/semen/horses?searchValue=Overzicht&limit=2');
    expect([names(asc), asc.total]).toEqual([['Overzicht A', 'Overzicht B'], 3]);
    const page2 = await get('/api/semen/horses?searchValue=Overzicht&limit=2&page=2');
    expect([names(page2), page2.total]).toEqual([['Overzicht C'], 3]);
    const desc = await get('/api/semen/horses?searchValue=Overzicht&sortBy=horse&sortDesc=true');
    expect(names(desc)).toEqual(['Overzicht C', 'Overzicht B', 'Overzicht A']);
    const eu = await get(
      `/api/semen/horses?searchValue=Overzicht&exportType=EU&container=${container}`,
    );
    expect([names(eu), eu.total]).toEqual([['Overzicht A', 'Overzicht C'], 2]);
    const bySum = await get(
      '/api/semen/horses?searchValue=Overzicht&sortBy=totalInitial&sortDesc=true',
    );
    expect([names(bySum), bySum.total]).toEqual([['Overzicht C', 'Overzicht B', 'Overzicht A'], 3]);
    expect(bySum.results[0]).toMatchObject({
      totalInitial: 30,
      currentInventory: 30,
      totalMods: 0,
    });
  });

  test('active semen data lists the lots with straws left; the horse storage lists its lots', async () => {
    const full = await f.lot(4);
    const empty = await f.lot(2);
    await f.action({ lots: [empty.id], type: 'Destroy', full: true });
    const active = (await get('/api/semen/active-semen-data')).collections.map(
      (l: { _id: string }) => l._id,
    );
    expect(active).toContain(full.id);
    expect(active).not.toContain(empty.id);
    const storage = await get(`/api/horse/${full.stallion}/storage`);
    expect(storage).toMatchObject({ icsi: [], semen: [{ _id: full.id, current_inventory: 4 }] });
    expect(
      (
        await t.api({
          method: 'GET',
          url: '/api/horse/00000000-0000-4000-8000-000000000999/storage',
        })
      ).statusCode,
    ).toBe(404);
  });

  test("the horse's transactions: as stallion and as destination; 15 per page; unknown horse 404", async () => {
    const { stallion } = await f.lot(10);
    const res = await get(`/api/horse/${stallion}/transactions`);
    expect(res.total).toBe(1);
    const mare = await f.mare();
    expect(await get(`/api/horse/${mare}/transactions`)).toEqual({ results: [], total: 0 });
    expect(
      (
        await t.api({
          method: 'GET',
          url: '/api/horse/00000000-0000-4000-8000-000000000999/transactions',
        })
      ).statusCode,
    ).toBe(404);
  });
});
