import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { icsiMsg } from '@stalboek/domain';
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

describe('ICSI lots: edit', () => {
  test('the code is locked while the lot has an active embryo; then it may change, the embryos keep theirs', async () => {
    const { id, icsi } = await f.lot(2, { code: 'VAST' });
    const locked = await f.put(id, { ...icsi, code: 'ANDERS' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().details).toEqual([{ path: at('code'), message: icsiMsg.codeLocked }]);
    // Transfer and deactivation come with the next step: the embryos go inactive directly.
    await t.database.db.execute(sql`update embryo set active = false where lot_id = ${id}`);
    const changed = await f.put(id, { ...icsi, code: 'ANDERS' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().icsi).toMatchObject({ code: 'ANDERS', activeEmbryos: 0 });
    expect(changed.json().icsi.embryos.map((e: { code: string }) => e.code)).toEqual([
      '1-VAST',
      '2-VAST',
    ]);
  });

  test.each([
    ['amount', 'Aantal', () => 5],
    ['donor_mare', 'Donormerrie', () => f.mare()],
    ['donor_stallion', 'Donorhengst', () => f.stallion()],
    ['owner', 'Eigenaar', () => f.customer()],
  ])('refuses a changed %s with 400 and changes nothing', async (field, label, other) => {
    const { id, icsi } = await f.lot(4);
    const res = await f.put(id, { ...icsi, [field]: await other(), traces: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: at(field), message: icsiMsg.locked(label) }]);
    expect((await f.get(id)).json().icsi.traces).toBe(false);
  });

  test('refuses a new place (the embryos move by their own action)', async () => {
    const { id, icsi } = await f.lot(2);
    const res = await f.put(id, { ...icsi, location: { ...icsi.location, tube: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: at('location'), message: icsiMsg.placeLocked }]);
  });

  test('edits the collection date, TRACES and colour; a new collection date moves the Gain and Freeze', async () => {
    const { id, icsi, mare, lot } = await f.lot(3);
    const res = await f.put(id, {
      ...icsi,
      collectionDate: daysAgo(20),
      traces: true,
      collectionColor: 'Geel',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().icsi).toMatchObject({
      collectionDate: daysAgo(20),
      traces: true,
      collectionColor: 'Geel',
    });
    const ledger = (await f.ledger(mare)).results;
    expect(
      ledger
        .map((r: { action: string; date: string; amount: number }) => [r.action, r.date, r.amount])
        .sort(),
    ).toEqual([
      ['Freeze', daysAgo(20), 3],
      ['Gain', daysAgo(20), 3],
    ]);
    const all = await rows<{ n: string }>(
      sql`select count(*) as n from "transaction" where icsi_lot_id = ${id}`,
    );
    expect(Number(all[0]?.n)).toBe(6); // the first two, their reversals, the new two
    expect((await f.embryo(lot.embryos[0]._id)).color).toBe('Blauw'); // the embryos keep theirs
  });
});

describe('ICSI lots: delete', () => {
  test('deletes a lot whose embryos never left: gone from the lists (404), its records stay', async () => {
    const { id, mare, lot } = await f.lot(3);
    expect((await f.remove(id)).statusCode).toBe(204);
    expect((await f.get(id)).statusCode).toBe(404);
    expect(
      (await t.api({ method: 'GET', url: `/api/icsi/embryo/${lot.embryos[0]._id}` })).statusCode,
    ).toBe(404);
    expect((await f.lots(`donor_mare=${mare}`)).total).toBe(0);
    expect((await f.embryos(`donor_mare=${mare}&showInactive=true`)).total).toBe(0);
    expect((await f.ledger(mare)).results).toEqual([]);
    const history = await rows<{ type: string; note: string | null }>(
      sql`select h.type, h.note from embryo_history h join embryo e on e.id = h.embryo_id
           where e.lot_id = ${id} order by h.type, e.seq`,
    );
    expect(history.map((h) => [h.type, h.note])).toEqual([
      ['deactivate', icsiMsg.deletedNote],
      ['deactivate', icsiMsg.deletedNote],
      ['deactivate', icsiMsg.deletedNote],
      ['import', null],
      ['import', null],
      ['import', null],
    ]);
    const kept = await rows<{ deleted: boolean; active: number }>(
      sql`select deleted_at is not null as deleted, active_embryos as active from icsi_lot where id = ${id}`,
    );
    expect(kept).toEqual([{ deleted: true, active: 0 }]);
    expect((await f.remove(id)).statusCode).toBe(404);
  });

  // Transfer and export come with the next step: their traces are written directly here.
  test('refuses to delete a lot of which an embryo was transferred (409)', async () => {
    const { id, lot } = await f.lot(2);
    await t.database.db.execute(
      sql`insert into embryo_history (embryo_id, type, date) values (${lot.embryos[1]._id}, 'transfer', now())`,
    );
    const res = await f.remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(icsiMsg.hasLeft);
    expect((await f.get(id)).json().icsi.activeEmbryos).toBe(2);
  });

  test('refuses to delete a lot of which an embryo was exported (409)', async () => {
    const { id, lot } = await f.lot(2);
    await t.database.db.execute(
      sql`update embryo set export_date = now(), active = false where id = ${lot.embryos[0]._id}`,
    );
    expect((await f.remove(id)).statusCode).toBe(409);
  });

  test('an unknown lot or embryo is 404 on read, edit and delete', async () => {
    const unknown = '00000000-0000-4000-8000-000000000999';
    const p = await f.parties();
    expect((await f.get(unknown)).statusCode).toBe(404);
    expect((await f.get(unknown)).json().message).toBe('ICSI lot niet gevonden');
    expect((await f.put(unknown, f.lotInput(p))).statusCode).toBe(404);
    expect((await f.remove(unknown)).statusCode).toBe(404);
    const embryo = await t.api({ method: 'GET', url: `/api/icsi/embryo/${unknown}` });
    expect(embryo.statusCode).toBe(404);
    expect(embryo.json().message).toBe('Embryo niet gevonden');
  });
});

describe('records that must be kept', () => {
  test('the donors, the owner and the container of a lot cannot be deleted (409)', async () => {
    const { mare, stallion, owner, container } = await f.lot(2);
    for (const url of [`/api/horse/${mare}`, `/api/horse/${stallion}`, `/api/customer/${owner}`]) {
      const res = await t.api({ method: 'DELETE', url });
      expect(res.statusCode, url).toBe(409);
    }
    const vat = await t.api({ method: 'DELETE', url: `/api/nitrogen-container/${container}` });
    expect(vat.statusCode).toBe(409);
    expect(vat.json().message).toMatch(/ICSI loten|embryo's/);
  });

  test('the database refuses to change or delete an embryo’s history', async () => {
    const { lot } = await f.lot(1);
    const embryo = lot.embryos[0]._id;
    await expect(
      t.database.db.execute(sql`update embryo_history set note = 'x' where embryo_id = ${embryo}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from embryo_history where embryo_id = ${embryo}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate embryo_history`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from embryo where id = ${embryo}`),
    ).rejects.toThrow();
  });
});
