import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { icsiMsg, ITEMS_PER_TUBE_POSITION, semenMsg } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, icsiFixtures } from './icsi.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = icsiFixtures(() => t);
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const at = (field: string) => `body.icsi.${field}`;
const lotsOf = async (mare: string) =>
  Number(
    (
      await rows<{ n: string }>(
        sql`select count(*) as n from icsi_lot where donor_mare_id = ${mare}`,
      )
    )[0]?.n,
  );

describe('ICSI lots: create', () => {
  test('makes the lot and exactly the chosen embryos, with their import history, ledger and audit rows', async () => {
    const p = await f.parties();
    const icsi = f.lotInput(p, { code: 'AB12', amount: 4, traces: true, collectionColor: 'Rood' });
    const res = await f.create(f.body(icsi, ['1-AB12', '2-AB12', '4-AB12']));
    expect(res.statusCode).toBe(201);
    const lot = res.json().icsi;
    expect(lot).toMatchObject({
      code: 'AB12',
      amount: 4,
      activeEmbryos: 3,
      traces: true,
      collectionColor: 'Rood',
      collectionDate: daysAgo(10),
      owner: { _id: p.owner },
      donor_mare: { _id: p.mare },
      donor_stallion: { _id: p.stallion },
      location: { container: { _id: p.container }, tube: 1, position: 'Boven' },
    });
    expect(lot.embryos.map((e: { code: string; active: boolean }) => [e.code, e.active])).toEqual([
      ['1-AB12', true],
      ['2-AB12', true],
      ['4-AB12', true],
    ]);
    const embryo = await f.embryo(lot.embryos[2]._id);
    expect(embryo).toMatchObject({
      code: '4-AB12',
      lot: { _id: lot._id, code: 'AB12' },
      active: true,
      damaged: false,
      traces: true,
      color: 'Rood',
      owner: { _id: p.owner },
      donor_mare: { _id: p.mare },
      donor_stallion: { _id: p.stallion },
      location: { container: { _id: p.container }, tube: 1, position: 'Boven' },
      surrogate: null,
      transferDate: null,
      exportDate: null,
      last_invoice_date: null,
      importedAt: daysAgo(10),
    });
    const history = await rows<{ code: string; type: string; customer_id: string; tube: number }>(
      sql`select e.code, h.type, h.customer_id, h.tube from embryo_history h
            join embryo e on e.id = h.embryo_id where e.lot_id = ${lot._id} order by e.seq`,
    );
    expect(history).toEqual([
      { code: '1-AB12', type: 'import', customer_id: p.owner, tube: 1 },
      { code: '2-AB12', type: 'import', customer_id: p.owner, tube: 1 },
      { code: '4-AB12', type: 'import', customer_id: p.owner, tube: 1 },
    ]);
    const ledger = (await f.ledger(p.mare)).results;
    expect(ledger).toHaveLength(2);
    for (const action of ['Gain', 'Freeze'])
      expect(ledger).toContainEqual(
        expect.objectContaining({
          type: 'ICSI embryo',
          action,
          amount: 3,
          date: daysAgo(10),
          customer: expect.objectContaining({ _id: p.owner }),
          source: 'embryo',
        }),
      );
    const linked = await rows<{ n: string }>(
      sql`select count(*) as n from "transaction" where icsi_lot_id = ${lot._id} and embryo_id is null`,
    );
    expect(Number(linked[0]?.n)).toBe(2);
    const audit = await rows<{ action: string; after: { embryoCodes: string[] } }>(
      sql`select action, after from audit where entity = 'icsi_lot' and entity_id = ${lot._id}`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        after: expect.objectContaining({ embryoCodes: ['1-AB12', '2-AB12', '4-AB12'] }),
      }),
    ]);
  });

  test('without a collection date the ledger rows are dated the day of registration', async () => {
    const { mare } = await f.lot(2, { collectionDate: null });
    expect((await f.ledger(mare)).results.map((r: { date: string }) => r.date)).toEqual([
      daysAgo(0),
      daysAgo(0),
    ]);
  });

  test.each<[Record<string, unknown>, string, string]>([
    [{ code: '' }, at('code'), 'Dit veld is verplicht'],
    [{ code: 'x'.repeat(65) }, at('code'), 'Mag maximum 64 tekens bevatten'],
    [{ amount: 0 }, at('amount'), 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ amount: undefined }, at('amount'), 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ amount: 2.5 }, at('amount'), 'Moet een geheel getal zijn'],
    [{ owner: undefined }, at('owner'), 'Dit veld is verplicht'],
    [{ donor_mare: undefined }, at('donor_mare'), 'Dit veld is verplicht'],
    [{ donor_stallion: 'x' }, at('donor_stallion'), 'Ongeldige id'],
    [{ collectionDate: daysAgo(-1) }, at('collectionDate'), semenMsg.notAfterToday],
    [{ collectionDate: 'gisteren' }, at('collectionDate'), 'Ongeldige waarde'],
    [{ collectionColor: 'Fuchsia' }, at('collectionColor'), 'Ongeldige waarde'],
    [{ traces: 'ja' }, at('traces'), 'Moet waar of onwaar zijn'],
    [
      { location: { tube: 1, position: 'Boven' } },
      at('location.container'),
      'Dit veld is verplicht',
    ],
    [{ location: { tube: 0, position: 'Boven' } }, at('location.tube'), 'Moet minstens 1 zijn'],
    [{ location: { tube: 1 } }, at('location.position'), 'Dit veld is verplicht'],
  ])('refuses %j with 400 and stores nothing', async (over, path, message) => {
    const p = await f.parties();
    const icsi = f.lotInput(p, over);
    if ('location' in over)
      icsi.location = { container: p.container, ...(over.location as object) } as never;
    if (path === at('location.container')) icsi.location = over.location as never;
    const res = await f.create({ icsi, embryoCodes: ['1-X'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    expect(await lotsOf(p.mare)).toBe(0);
  });

  test.each([
    ['no embryo', [], icsiMsg.noEmbryos],
    ['an embryo the lot does not make', ['1-L', '5-L'], icsiMsg.notOfLot('5-L', '1-L', '4-L')],
    ['another lot’s code', ['1-l'], icsiMsg.notOfLot('1-l', '1-L', '4-L')],
    ['an embryo twice', ['2-L', '2-L'], icsiMsg.twice('2-L')],
  ])('refuses embryoCodes with %s (400 naming body.embryoCodes)', async (_what, codes, message) => {
    const p = await f.parties();
    const res = await f.create({
      icsi: f.lotInput(p, { code: 'L', amount: 4 }),
      embryoCodes: codes,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path: 'body.embryoCodes', message });
    expect(await lotsOf(p.mare)).toBe(0);
  });

  test('refuses a stallion as donor mare, a mare as donor stallion, an unknown owner and container (400, each named)', async () => {
    const p = await f.parties();
    const unknown = '00000000-0000-4000-8000-000000000999';
    const icsi = f.lotInput(p, {
      donor_mare: p.stallion,
      donor_stallion: p.mare,
      owner: unknown,
      location: { container: unknown, tube: 1, position: 'Boven' },
    });
    const res = await f.create(f.body(icsi));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: at('donor_mare'), message: icsiMsg.notMare },
      { path: at('donor_stallion'), message: icsiMsg.notStallion },
      { path: at('owner'), message: icsiMsg.noCustomer },
      { path: at('location.container'), message: icsiMsg.noContainer },
    ]);
    const other = await f.create(f.body(f.lotInput({ ...p, mare: unknown })));
    expect(other.json().details).toEqual([{ path: at('donor_mare'), message: icsiMsg.notMare }]);
  });

  test('a dead donor’s embryos may be registered (ICSI after death)', async () => {
    const p = await f.parties();
    await t.database.db.execute(
      sql`update horse set death = true where id in (${p.mare}, ${p.stallion})`,
    );
    expect((await f.create(f.body(f.lotInput(p)))).statusCode).toBe(201);
  });

  test('refuses a tube the container does not have (400, as semen lots)', async () => {
    const p = await f.parties(3);
    const res = await f.create(
      f.body(f.lotInput(p, { location: { container: p.container, tube: 4, position: 'Onder' } })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: at('location.tube'), message: semenMsg.noTube(3) },
    ]);
  });

  test(`an ICSI lot takes one of the ${ITEMS_PER_TUBE_POSITION} places of a tube position, shared with semen lots`, async () => {
    const p = await f.parties(1);
    const semenLot = (position = 'Boven') =>
      f.createLot(
        f.lotBody(
          { stallion: p.stallion, owner: p.owner, container: p.container },
          { location: { container: p.container, tube: 1, position } },
        ),
      );
    for (let i = 0; i < ITEMS_PER_TUBE_POSITION - 2; i++)
      expect((await semenLot()).statusCode).toBe(201);
    const icsi = await f.create(f.body(f.lotInput(p, { amount: 6 })));
    expect(icsi.statusCode).toBe(201); // 6 embryos, one place
    expect((await semenLot()).statusCode).toBe(201);
    const full = await f.create(f.body(f.lotInput(p)));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(semenMsg.tubeFull(1, 'Boven'));
    expect((await semenLot()).statusCode).toBe(409);
    const below = f.lotInput(p, {
      location: { container: p.container, tube: 1, position: 'Onder' },
    });
    expect((await f.create(f.body(below))).statusCode).toBe(201);
    const space = await t.api({
      method: 'POST',
      url: '/api/nitrogen-container/free-space',
      payload: { containerId: p.container },
    });
    expect(space.json().remainingSpaces[0].remaining_space).toBe(2 * ITEMS_PER_TUBE_POSITION - 11);
    // A deleted lot's embryos are inactive: its place is free again.
    expect((await f.remove(icsi.json().icsi._id)).statusCode).toBe(204);
    expect((await semenLot()).statusCode).toBe(201);
  });

  test('a code another lot has is refused (409, any letter case); once that lot is deleted it is free', async () => {
    const first = await f.lot(2, { code: 'DUBBEL-1' });
    const p = await f.parties();
    const again = await f.create(f.body(f.lotInput(p, { code: 'dubbel-1', amount: 2 })));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(icsiMsg.codeTaken('dubbel-1'));
    expect((await f.remove(first.id)).statusCode).toBe(204);
    expect(
      (await f.create(f.body(f.lotInput(p, { code: 'DUBBEL-1', amount: 3 })))).statusCode,
    ).toBe(201);
  });
});
