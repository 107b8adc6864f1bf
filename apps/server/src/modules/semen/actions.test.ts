import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { semenMsg } from '@stalboek/domain';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { daysAgo, semenFixtures } from './semen.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = semenFixtures(() => t);
type Row = { action: string; amount: number; customer: { _id: string } | null };
const actions = (ledger: { results: Row[] }) => ledger.results.map((r) => [r.action, r.amount]);

describe('semen actions', () => {
  test('an export out of the centre takes the straws, sets the export date and writes Sent', async () => {
    const { id, stallion } = await f.lot(10);
    const customer = await f.customer();
    const res = await f.action({
      lots: [id],
      type: 'Export',
      amount: 4,
      customerId: customer,
      date: daysAgo(1),
    });
    expect(res.statusCode).toBe(200);
    const lot = await f.get(id);
    expect(lot).toMatchObject({ current_inventory: 6, export_date: daysAgo(1), empty_date: null });
    expect(lot.modifications[0]).toMatchObject({
      type: 'Export',
      action: 'subtract',
      amount: 4,
      owner: { _id: customer },
    });
    expect(res.json().modifications).toEqual([lot.modifications[0]._id]);
    const ledger = await f.ledger(stallion);
    expect(actions(ledger)).toEqual([
      ['Sent', 4],
      ['Gain', 10],
    ]);
    expect(ledger.results[0]?.customer?._id).toBe(customer);
  });

  test('an export of an EU or worldwide lot is an Export in the ledger', async () => {
    const { id, stallion } = await f.lot(10, { export_type: 'worldwide' });
    await f.action({ lots: [id], type: 'Export', amount: 2, customerId: await f.customer() });
    expect(actions(await f.ledger(stallion))[0]).toEqual(['Export', 2]);
  });

  test('an in-house export splits the straws off into a lot of the customer, without a ledger row', async () => {
    const { id, stallion } = await f.lot(10);
    const customer = await f.customer();
    expect(
      (
        await f.action({
          lots: [id],
          type: 'Export',
          amount: 3,
          customerId: customer,
          inHouse: true,
        })
      ).statusCode,
    ).toBe(200);
    const parent = await f.get(id);
    expect(parent.current_inventory).toBe(7);
    const child = await f.get(parent.modifications[0].splitLot);
    expect(child).toMatchObject({
      owner: { _id: customer },
      initial_inventory: 3,
      current_inventory: 3,
      splitFrom: id,
      lotNumber: parent.lotNumber,
    });
    expect(actions(await f.ledger(stallion))).toEqual([['Gain', 10]]);
  });

  test('change owner (POST /api/semen/change/{id}) without an amount moves the whole lot', async () => {
    const { id } = await f.lot(8);
    const customer = await f.company();
    const res = await t.api({
      method: 'POST',
      url: `/api/semen/change/${id}`,
      payload: { customerId: customer, date: daysAgo(0) },
    });
    expect(res.statusCode).toBe(201);
    const parent = await f.get(id);
    expect(parent).toMatchObject({ current_inventory: 0, empty_date: daysAgo(0) });
    expect((await f.get(parent.modifications[0].splitLot)).current_inventory).toBe(8);
  });

  test('damaged, destroyed and controlled straws change the lot but write no ledger row', async () => {
    const { id, stallion } = await f.lot(10);
    await f.action({ lots: [id], type: 'Damaged', amount: 1 });
    await f.action({ lots: [id], type: 'Destroy', amount: 2 });
    await f.action({ lots: [id], type: 'Control', amount: 1, action: 'subtract' });
    await f.action({ lots: [id], type: 'Control', amount: 2, action: 'add' });
    expect((await f.get(id)).current_inventory).toBe(8);
    expect(actions(await f.ledger(stallion))).toEqual([['Gain', 10]]);
  });

  test('a control never counts more straws than the lot ever had (409)', async () => {
    const { id } = await f.lot(10);
    const res = await f.action({ lots: [id], type: 'Control', amount: 1, action: 'add' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(semenMsg.overCount(10));
  });

  test("'Volledige loten' takes each lot's whole inventory", async () => {
    const a = await f.lot(5);
    const b = await f.lot(9);
    expect((await f.action({ lots: [a.id, b.id], type: 'Destroy', full: true })).statusCode).toBe(
      200,
    );
    expect([(await f.get(a.id)).current_inventory, (await f.get(b.id)).current_inventory]).toEqual([
      0, 0,
    ]);
  });

  test('a multi-lot action is all or nothing: one lot too small refuses every lot (409)', async () => {
    const a = await f.lot(10);
    const b = await f.lot(2);
    const res = await f.action({
      lots: [a.id, b.id],
      type: 'Export',
      amount: 3,
      customerId: await f.customer(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(semenMsg.notEnough(2));
    expect([(await f.get(a.id)).current_inventory, (await f.get(b.id)).current_inventory]).toEqual([
      10, 2,
    ]);
    expect(actions(await f.ledger(a.stallion))).toEqual([['Gain', 10]]);
  });

  test.each([
    [{ type: 'Export', amount: 1 }, 'body.customerId', semenMsg.customerRequired],
    [{ type: 'Change', amount: 1 }, 'body.customerId', semenMsg.customerRequired],
    [
      { type: 'Destroy', amount: 0 },
      'body.amount',
      'Dit veld is verplicht en moet groter zijn dan 0',
    ],
    [{ type: 'Destroy' }, 'body.amount', 'Dit veld is verplicht en moet groter zijn dan 0'],
    [{ type: 'Destroy', amount: 1.5 }, 'body.amount', 'Moet een geheel getal zijn'],
    [{ type: 'Destroy', amount: 1, date: daysAgo(-1) }, 'body.date', semenMsg.notAfterToday],
    [{ type: 'Verbruik', amount: 1 }, 'body.type', expect.any(String)],
    [{ type: 'Destroy', amount: 1, lots: [] }, 'body.lots', semenMsg.sameLots],
  ])('refuses %j with 400 and changes nothing', async (over, path, message) => {
    const { id } = await f.lot(10);
    const res = await f.action({ lots: [id], ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, message });
    expect((await f.get(id)).current_inventory).toBe(10);
  });

  test('POST /api/semen/{id}/modification answers the new modification id', async () => {
    const { id } = await f.lot(10);
    const res = await t.api({
      method: 'POST',
      url: `/api/semen/${id}/modification`,
      payload: { amount: 2, type: 'Damaged', date: daysAgo(0) },
    });
    expect(res.statusCode).toBe(201);
    expect((await f.get(id)).modifications[0]._id).toBe(res.json().id);
  });
});

describe('correction', () => {
  test('undoes the last modification and its ledger row; the horse tab shows neither', async () => {
    const { id, stallion } = await f.lot(10);
    await f.action({ lots: [id], type: 'Export', amount: 5, customerId: await f.customer() });
    const res = await f.correct(id);
    expect(res.statusCode).toBe(200);
    const lot = await f.get(id);
    expect(lot).toMatchObject({ current_inventory: 10, export_date: null });
    expect(lot.modifications[0]).toMatchObject({
      type: 'Correction',
      action: 'add',
      amount: 5,
      corrects: lot.modifications[1]._id,
    });
    expect(lot.modifications[1].correctedBy).toBe(lot.modifications[0]._id);
    expect(actions(await f.ledger(stallion))).toEqual([['Gain', 10]]);
    const [sum] = await queryRows<{ s: string }>(
      t.database.db,
      sql`select sum(amount) as s from "transaction" where horse_id = ${stallion} and action = 'Sent'`,
    );
    expect(Number(sum?.s)).toBe(0);
  });

  test('walks back one modification per call, down to the Create, then 409', async () => {
    const { id } = await f.lot(10);
    await f.action({ lots: [id], type: 'Damaged', amount: 1 });
    await f.action({ lots: [id], type: 'Destroy', amount: 2 });
    expect((await f.correct(id)).statusCode).toBe(200);
    expect((await f.get(id)).current_inventory).toBe(9);
    expect((await f.correct(id)).statusCode).toBe(200);
    expect((await f.get(id)).current_inventory).toBe(10);
    expect((await f.correct(id)).statusCode).toBe(200); // the Create
    expect((await f.get(id)).current_inventory).toBe(0);
    const none = await f.correct(id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(semenMsg.nothingToCorrect);
  });

  test('correcting a split undoes the split-off lot too, unless that lot changed (409)', async () => {
    const { id } = await f.lot(10);
    const customer = await f.customer();
    await f.action({ lots: [id], type: 'Change', amount: 4, customerId: customer });
    const child = (await f.get(id)).modifications[0].splitLot;
    await f.action({ lots: [child], type: 'Damaged', amount: 1 });
    const refused = await f.correct(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(semenMsg.splitChanged);
    const own = await f.correct(child);
    expect(own.statusCode).toBe(200); // the damage
    const onChild = await f.correct(child);
    expect(onChild.json().message).toBe(semenMsg.correctOnParent);
    expect((await f.correct(id)).statusCode).toBe(200);
    expect((await f.get(id)).current_inventory).toBe(10);
    expect((await t.api({ method: 'GET', url: `/api/semen/${child}` })).statusCode).toBe(404);
  });

  test('DELETE /api/modification/{id}/transaction undoes only the ledger row; a second time is 409', async () => {
    const { id, stallion } = await f.lot(10);
    await f.action({ lots: [id], type: 'Export', amount: 3, customerId: await f.customer() });
    const mod = (await f.get(id)).modifications[0]._id;
    expect(
      (await t.api({ method: 'DELETE', url: `/api/modification/${mod}/transaction` })).statusCode,
    ).toBe(204);
    expect((await f.get(id)).current_inventory).toBe(7);
    expect(actions(await f.ledger(stallion))).toEqual([['Gain', 10]]);
    const again = await t.api({ method: 'DELETE', url: `/api/modification/${mod}/transaction` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(semenMsg.noTransaction);
  });
});

describe('relocate and export type', () => {
  test('relocates lots to a place with room; a full place is refused (409)', async () => {
    const a = await f.lot(3);
    const target = await f.container(2);
    const res = await t.api({
      method: 'POST',
      url: '/api/semen/relocate',
      payload: { lots: [a.id], location: { container: target, tube: 2, position: 'Onder' } },
    });
    expect(res.statusCode).toBe(204);
    expect((await f.get(a.id)).location).toMatchObject({
      container: { _id: target },
      tube: 2,
      position: 'Onder',
    });
    const bad = await t.api({
      method: 'POST',
      url: '/api/semen/relocate',
      payload: { lots: [a.id], location: { container: target, tube: 3, position: 'Onder' } },
    });
    expect(bad.statusCode).toBe(400);
  });

  test('sets the export type of several lots', async () => {
    const a = await f.lot(3);
    const b = await f.lot(3);
    const res = await t.api({
      method: 'POST',
      url: '/api/semen/export-type',
      payload: { lots: [a.id, b.id], export_type: 'EU' },
    });
    expect(res.statusCode).toBe(204);
    expect([(await f.get(a.id)).export_type, (await f.get(b.id)).export_type]).toEqual([
      'EU',
      'EU',
    ]);
  });
});

describe("the lot's kept modification counts (migration 0034)", () => {
  // Runs last: every lot the tests above made, exported, corrected and split is recounted.
  test('equal a recount of its modifications: all of them, and those in force beyond Create', async () => {
    const extra = await f.lot(6);
    expect((await f.action({ lots: [extra.id], type: 'Damaged', amount: 1 })).statusCode).toBe(200);
    expect((await f.correct(extra.id)).statusCode).toBe(200);
    const rows = await queryRows<{ id: string; kept: string; recount: string }>(
      t.database.db,
      sql`select l.id, l.mod_count || '/' || l.mods_in_force as kept,
                 (select count(*) from semen_modification m where m.lot_id = l.id) || '/' ||
                 (select count(*) from semen_modification m
                   where m.lot_id = l.id and m.type not in ('Create', 'Correction')
                     and not exists (select 1 from semen_modification c where c.corrects_id = m.id)) as recount
            from semen_lot l`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => r.kept !== r.recount)).toEqual([]);
    expect(rows.find((r) => r.id === extra.id)?.kept).toBe('3/0');
  });
});
