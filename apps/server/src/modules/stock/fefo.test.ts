import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cases, stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { takeStockFefo, type FefoTake } from './fefo.ts';
import { inDays, stockFixtures } from './stock.fixture.ts';
import { dutchDay } from '@stalboek/domain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const actor = { sub: 'test', name: 'Test' };
const take = (o: Omit<FefoTake, 'actor' | 'type'> & { type?: FefoTake['type'] }) =>
  t.database.db.transaction((tx) => takeStockFefo(tx, { type: 'Toediening', actor, ...o }));
const setCreated = (id: string, at: string) =>
  t.database.db
    .update(stockBatches)
    .set({ createdAt: new Date(at) })
    .where(eq(stockBatches.id, id));

describe('takeStockFefo (products used in a case)', () => {
  test('takes from the active batch with stock that expires first, as a Toediening with the case', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const later = await f.batch(product, { expirationDate: inDays(200) });
    const first = await f.batch(product, { expirationDate: inDays(30) });
    const [row] = await t.database.db
      .insert(cases)
      .values({ reference: 'FEFO-1', horseId: horse })
      .returning();
    const caseId = row!.id;
    const { mods } = await take({ productId: product, amount: 2, horseId: horse, caseId });
    expect(mods).toEqual([{ modId: expect.any(String), batchId: first._id, amount: 2 }]);
    expect(await f.remaining(first._id)).toBe(8);
    expect(await f.remaining(later._id)).toBe(10);
    const [mod] = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.id, mods[0]?.modId ?? ''));
    expect(mod).toMatchObject({ type: 'Toediening', horseId: horse, caseId, amount: 2 });
  });

  test('skips inactive and empty batches, even when they expire sooner', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const inactive = await f.batch(product, { expirationDate: inDays(10) });
    await t.api({ method: 'PUT', url: `/api/stock/${inactive._id}/deactivate` });
    await f.batch(product, { expirationDate: inDays(11), initialAmount: 0 });
    const good = await f.batch(product, { expirationDate: inDays(60) });
    const { mods } = await take({ productId: product, amount: 1, horseId: horse });
    expect(mods.map((m) => m.batchId)).toEqual([good._id]);
    expect(await f.remaining(inactive._id)).toBe(10);
  });

  test('ties on expiry: the older batch first, then the lower id', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const a = await f.batch(product, { expirationDate: inDays(90) });
    const b = await f.batch(product, { expirationDate: inDays(90) });
    const c = await f.batch(product, { expirationDate: inDays(90) });
    await setCreated(a._id, '2026-03-01T10:00:00Z');
    await setCreated(b._id, '2026-02-01T10:00:00Z');
    await setCreated(c._id, '2026-02-01T10:00:00Z');
    const sameTime = [b._id, c._id].sort();
    const first = await take({ productId: product, amount: 10, horseId: horse });
    expect(first.mods.map((m) => m.batchId)).toEqual([sameTime[0]]);
    const second = await take({ productId: product, amount: 10, horseId: horse });
    expect(second.mods.map((m) => m.batchId)).toEqual([sameTime[1]]);
    const third = await take({ productId: product, amount: 1, horseId: horse });
    expect(third.mods.map((m) => m.batchId)).toEqual([a._id]);
  });

  test('more than the first batch holds: the rest from the next, one mod per batch', async () => {
    const product = await f.product();
    const customer = await f.customer();
    const first = await f.batch(product, { expirationDate: inDays(20), initialAmount: 1.5 });
    const next = await f.batch(product, { expirationDate: inDays(40), initialAmount: 5 });
    const { mods } = await take({
      productId: product,
      amount: 3,
      type: 'Verkoop',
      customerId: customer,
    });
    expect(mods.map((m) => [m.batchId, m.amount])).toEqual([
      [first._id, 1.5],
      [next._id, 1.5],
    ]);
    expect(await f.remaining(first._id)).toBe(0);
    expect(await f.remaining(next._id)).toBe(3.5);
  });

  test('more than all active batches hold together: 409 and nothing taken', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const only = await f.batch(product, { initialAmount: 2 });
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(stockMods)
          .where(eq(stockMods.productId, product))
      )[0]?.n;
    await expect(take({ productId: product, amount: 2.5, horseId: horse })).rejects.toMatchObject({
      statusCode: 409,
      message:
        'Onvoldoende stock van dit product: de actieve, niet vervallen loten bevatten samen 2.',
    });
    expect(await f.remaining(only._id)).toBe(2);
    expect(await count()).toBe(1); // the Aankoop only
    const empty = await f.product();
    await expect(take({ productId: empty, amount: 1, horseId: horse })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Geen actief lot met stock voor dit product.',
    });
  });

  test('never from a batch that has expired at the administration date (clinic rule)', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const expired = await f.batch(product, { expirationDate: inDays(-1), initialAmount: 10 });
    const today = await f.batch(product, { expirationDate: inDays(0), initialAmount: 1 });
    const later = await f.batch(product, { expirationDate: inDays(30), initialAmount: 10 });
    // Expiring today is still usable today; yesterday's batch is skipped although it is first.
    const { mods } = await take({ productId: product, amount: 3, horseId: horse });
    expect(mods.map((m) => [m.batchId, m.amount])).toEqual([
      [today._id, 1],
      [later._id, 2],
    ]);
    expect(await f.remaining(expired._id)).toBe(10);
  });

  test('the administration date decides: a past date may use what has expired since, a future one not', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const soon = await f.batch(product, { expirationDate: inDays(-2), initialAmount: 5 });
    const late = await f.batch(product, { expirationDate: inDays(10), initialAmount: 5 });
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const past = await take({ productId: product, amount: 1, horseId: horse, at: lastWeek });
    expect(past.mods.map((m) => m.batchId)).toEqual([soon._id]);
    const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
    await expect(
      take({ productId: product, amount: 1, horseId: horse, at: inTwoWeeks }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await f.remaining(late._id)).toBe(5);
  });

  test('a take only expired stock could serve: 409 saying so, nothing taken', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const old = await f.batch(product, { expirationDate: inDays(-5), initialAmount: 10 });
    const fresh = await f.batch(product, { expirationDate: inDays(5), initialAmount: 1 });
    await expect(take({ productId: product, amount: 4, horseId: horse })).rejects.toMatchObject({
      statusCode: 409,
      message:
        `Onvoldoende stock van dit product die op ${dutchDay(new Date())} nog niet vervallen is: ` +
        'de bruikbare loten bevatten samen 1; uit vervallen loten (samen 10) wordt niet ' +
        'toegediend of verkocht.',
    });
    expect(await f.remaining(old._id)).toBe(10);
    expect(await f.remaining(fresh._id)).toBe(1);
    const onlyOld = await f.product();
    await f.batch(onlyOld, { expirationDate: inDays(-5), initialAmount: 10 });
    await expect(take({ productId: onlyOld, amount: 1, horseId: horse })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('de bruikbare loten bevatten samen 0; uit vervallen loten'),
    });
  });
});
