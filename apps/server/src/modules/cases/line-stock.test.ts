import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { audit, stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { inDays } from '../stock/stock-fixtures.ts';
import { caseFixtures, today } from './case-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const remaining = async (id: string) =>
  (await t.database.db.select().from(stockBatches).where(eq(stockBatches.id, id)))[0]
    ?.remainingAmount;
const modsOfCase = (caseId: string) =>
  t.database.db
    .select()
    .from(stockMods)
    .where(and(eq(stockMods.caseId, caseId), eq(stockMods.type, 'Toediening')))
    .orderBy(stockMods.createdAt);

describe('a case product line keeps its mods (medicine records are kept ≥ 5 years)', () => {
  test('lowering lowers the newest mods first, to 0; removing keeps them with the case', async () => {
    const product = await f.product();
    const batch = await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const first = await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    const line = first.json().products[0];
    await f.put(id, { products: [{ ...line, product, amount: 5 }] });
    const [older, newer] = await modsOfCase(id);
    expect([older?.amount, newer?.amount]).toEqual([2, 3]);

    const lowered = await f.put(id, { products: [{ ...line, product, amount: 1 }] });
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await remaining(batch._id)).toBe(9);
    expect((await modsOfCase(id)).map((m) => [m.id, m.amount, m.caseLineId])).toEqual([
      [older!.id, 1, line._id],
      [newer!.id, 0, line._id],
    ]);
    const corrections = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.entityId, newer!.id), eq(audit.action, 'update')));
    expect(corrections.map((a) => [a.before, a.after])).toEqual([[{ amount: 3 }, { amount: 0 }]]);

    expect((await f.put(id, { products: [] })).statusCode).toBe(200);
    expect(await remaining(batch._id)).toBe(10);
    expect((await modsOfCase(id)).map((m) => [m.id, m.amount, m.caseLineId, m.horseId])).toEqual([
      [older!.id, 0, null, horse],
      [newer!.id, 0, null, horse],
    ]);
  });

  test('a mod at 0 shows in the reports with its case; a deleted case leaves its mods', async () => {
    const product = await f.product();
    await f.batch(product, { initialAmount: 10 });
    const horse = await f.horse();
    const id = await f.case(horse);
    const reference = (await f.get(id)).json().reference as string;
    await f.put(id, { products: [{ product, amount: 2, date: today() }] });
    await f.put(id, { products: [] });
    const report = await t.api({
      method: 'GET',
      url: `/api/stock/mods?type=Toediening&horse=${horse}`,
    });
    expect(report.json()).toMatchObject({
      total: 1,
      results: [{ amount: 0, case: { _id: id, reference } }],
    });

    expect((await t.api({ method: 'DELETE', url: `/api/case/${id}` })).statusCode).toBe(204);
    const kept = await t.database.db.select().from(stockMods).where(eq(stockMods.horseId, horse));
    expect(kept.map((m) => [m.type, m.amount, m.caseId, m.caseLineId])).toEqual([
      ['Toediening', 0, null, null],
    ]);
    // The record still holds on to the horse.
    expect((await t.api({ method: 'DELETE', url: `/api/horse/${horse}` })).statusCode).toBe(409);
  });

  test("the line's date is the administration date for expiry", async () => {
    const product = await f.product();
    const batch = await f.batch(product, { expirationDate: inDays(-2), initialAmount: 5 });
    const id = await f.case(await f.horse());
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const past = await f.put(id, { products: [{ product, amount: 1, date: weekAgo }] });
    expect(past.statusCode, past.body).toBe(200);
    expect(await remaining(batch._id)).toBe(4);
    const now = await f.put(id, {
      products: [
        { ...past.json().products[0], product },
        { product, amount: 1, date: today() },
      ],
    });
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toMatch(
      /nog niet vervallen is: de bruikbare loten bevatten samen 0/,
    );
    expect(await remaining(batch._id)).toBe(4);
  });

  test("a line's remaining stock is what FEFO could still take on the line's date", async () => {
    const product = await f.product();
    await f.batch(product, { expirationDate: inDays(-2), initialAmount: 5 });
    const fresh = await f.batch(product, { expirationDate: inDays(30), initialAmount: 3 });
    const id = await f.case(await f.horse());
    const saved = await f.put(id, { products: [{ product, amount: 1, date: today() }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await remaining(fresh._id)).toBe(2);
    // The expired batch's 5 are on hand but cannot be administered today.
    expect(saved.json().products[0].product.remaining).toBe(2);
  });
});
