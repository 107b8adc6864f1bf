import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const codes = (list: { results: { code: string }[] }) => list.results.map((r) => r.code);
/** Transfer and deactivation come with the next step: an embryo goes inactive directly here. */
const deactivate = (id: string) =>
  t.database.db.execute(sql`update embryo set active = false where id = ${id}`);

describe('GET /api/icsi', () => {
  test('filters on donor mare, donor stallion, owner, container and tube, and lots with an active embryo', async () => {
    const p = await f.parties(3);
    const other = await f.parties(3);
    const make = async (code: string, over: Record<string, unknown> = {}, parties = p) => {
      const res = await f.create(f.body(f.lotInput(parties, { code, amount: 2, ...over })));
      expect(res.statusCode).toBe(201);
      return res.json().icsi;
    };
    const a = await make('F-A');
    await make('F-B', { location: { container: p.container, tube: 2, position: 'Onder' } });
    const c = await make('F-C', { donor_stallion: other.stallion });
    await make('F-D', {}, other);
    for (const e of c.embryos) await deactivate(e._id);
    expect(codes(await f.lots(`donor_mare=${p.mare}&sortBy=code`))).toEqual(['F-A', 'F-B', 'F-C']);
    expect(codes(await f.lots(`donor_stallion=${other.stallion}&sortBy=code`))).toEqual([
      'F-C',
      'F-D',
    ]);
    expect(codes(await f.lots(`owner=${other.owner}`))).toEqual(['F-D']);
    expect(codes(await f.lots(`container=${p.container}&tube=2`))).toEqual(['F-B']);
    // A lot without active embryos holds nothing in the container any more.
    expect(codes(await f.lots(`container=${p.container}&sortBy=code`))).toEqual(['F-A', 'F-B']);
    const active = await f.lots(`donor_mare=${p.mare}&onlyActive=true&sortBy=code`);
    expect(codes(active)).toEqual(['F-A', 'F-B']);
    expect(active.results[0]).toMatchObject({ _id: a._id, activeEmbryos: 2, traces: false });
    expect((await f.lots(`donor_mare=${p.mare}&sortBy=code`)).results[2].activeEmbryos).toBe(0);
  });

  test('sorts codes with numbers by value, by active embryos, by several fields; newest first by default; pages with a total', async () => {
    const p = await f.parties();
    for (const [code, amount] of [
      ['S-10', 3],
      ['S-2', 1],
      ['S-1', 3],
    ] as const)
      expect((await f.create(f.body(f.lotInput(p, { code, amount })))).statusCode).toBe(201);
    const q = `donor_mare=${p.mare}`;
    expect(codes(await f.lots(q))).toEqual(['S-1', 'S-2', 'S-10']); // newest first
    expect(codes(await f.lots(`${q}&sortBy=code`))).toEqual(['S-1', 'S-2', 'S-10']);
    expect(codes(await f.lots(`${q}&sortBy=code&sortDesc=true`))).toEqual(['S-10', 'S-2', 'S-1']);
    expect(
      codes(await f.lots(`${q}&sortBy=activeEmbryos&sortDesc=true&sortBy=code&sortDesc=true`)),
    ).toEqual(['S-10', 'S-1', 'S-2']);
    const first = await f.lots(`${q}&sortBy=code&limit=2`);
    expect([codes(first), first.total]).toEqual([['S-1', 'S-2'], 3]);
    const second = await f.lots(`${q}&sortBy=code&limit=2&page=2`);
    expect([codes(second), second.total]).toEqual([['S-10'], 3]);
    const bad = await t.api({ method: 'GET', url: '/api/icsi?sortBy=amount' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/icsi/embryos', () => {
  test('the embryos of a lot in number order with the lot’s donors; active only unless asked', async () => {
    const { id, lot, mare, stallion } = await f.lot(11, { code: 'E' });
    await deactivate(lot.embryos[1]._id);
    const list = await f.embryos(`batch_id=${id}`);
    expect(list.total).toBe(10);
    expect(codes(list).slice(0, 3)).toEqual(['1-E', '3-E', '4-E']);
    expect(codes(list).at(-1)).toBe('11-E');
    expect(list.donor_mare).toMatchObject({ _id: mare });
    expect(list.donor_stallion).toMatchObject({ _id: stallion });
    expect((await f.embryos(`batch_id=${id}&showInactive=true`)).total).toBe(11);
    expect(codes(await f.embryos(`batch_id=${id}&active=false`))).toEqual(['2-E']);
    expect(
      codes(await f.embryos(`batch_id=${id}&showInactive=true&sortBy=code&sortDesc=true&limit=2`)),
    ).toEqual(['11-E', '10-E']);
    const page = await f.embryos(`batch_id=${id}&limit=4&page=3`);
    expect([codes(page), page.total]).toEqual([['10-E', '11-E'], 10]);
  });

  test('filters on the donors and names them; an unknown lot is an empty list', async () => {
    const a = await f.lot(2, { code: 'DA' });
    const b = await f.lot(1, { code: 'DB', donor_mare: a.mare });
    const byMare = await f.embryos(`donor_mare=${a.mare}`);
    expect(codes(byMare)).toEqual(['1-DA', '2-DA', '1-DB']);
    expect(byMare.donor_mare).toMatchObject({ _id: a.mare });
    expect(byMare.donor_stallion).toBeNull();
    expect(codes(await f.embryos(`donor_mare=${a.mare}&donor_stallion=${b.stallion}`))).toEqual([
      '1-DB',
    ]);
    const unknown = await f.embryos('batch_id=00000000-0000-4000-8000-000000000999');
    expect(unknown).toEqual({ results: [], total: 0, donor_mare: null, donor_stallion: null });
  });
});

describe('the embryos tabs of a customer and a horse', () => {
  test('a customer’s embryos are those it owns; a horse’s those of which it is a donor', async () => {
    const a = await f.lot(2, { code: 'TAB' });
    await f.lot(1, { code: 'TAB-2', owner: a.owner });
    const owned = await t.api({ method: 'GET', url: `/api/customer/${a.owner}/embryos` });
    expect(owned.statusCode).toBe(200);
    expect(codes(owned.json())).toEqual(['1-TAB', '2-TAB', '1-TAB-2']);
    const horse = await t.api({ method: 'GET', url: `/api/horse/${a.stallion}/embryos?limit=1` });
    expect([codes(horse.json()), horse.json().total]).toEqual([['1-TAB'], 2]);
    const unknown = '00000000-0000-4000-8000-000000000999';
    for (const url of [`/api/customer/${unknown}/embryos`, `/api/horse/${unknown}/embryos`])
      expect((await t.api({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});
