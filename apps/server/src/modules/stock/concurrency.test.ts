// The parallel-take rule of issue 6: run it on the PostgreSQL server too (TEST_DATABASE_URL);
// on PGlite, which runs one transaction at a time, it proves little (DESIGN §4).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { correctModBy } from './corrections.ts';
import { takeStockFefo } from './fefo.ts';
import { inDays, stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);

describe(`parallel takes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('50 parallel takes of 1 from a batch holding 10: 10 successes, 40 × 409, remaining 0', async () => {
    const batch = await f.batch(await f.product(), { initialAmount: 10 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => f.take(batch._id, { type: 'Controle', amount: 1 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      'Onvoldoende stock in dit lot: er blijft 0 over.',
    );
    expect(await f.remaining(batch._id)).toBe(0);
  });

  test('30 parallel FEFO takes of 1 over two batches of 10: 20 successes, both batches empty', async () => {
    const product = await f.product();
    const horse = await f.horse();
    const a = await f.batch(product, { expirationDate: inDays(30), initialAmount: 10 });
    const b = await f.batch(product, { expirationDate: inDays(60), initialAmount: 10 });
    const actor = { sub: 'test', name: 'Test' };
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () =>
        t.database.db.transaction((tx) =>
          takeStockFefo(tx, {
            productId: product,
            amount: 1,
            type: 'Toediening',
            horseId: horse,
            actor,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { statusCode?: number }).statusCode)).toEqual(
      Array(10).fill(409),
    );
    expect([await f.remaining(a._id), await f.remaining(b._id)]).toEqual([0, 0]);
  });

  test('parallel takes of different amounts behave as if run one after the other', async () => {
    const batch = await f.batch(await f.product(), { initialAmount: 10 });
    const amounts = [8, 5, 2, 1, 3, 0.5, 4];
    const results = await Promise.all(
      amounts.map((amount) => f.take(batch._id, { type: 'Controle', amount })),
    );
    const left = await f.remaining(batch._id);
    const taken = amounts.filter((_, i) => results[i]?.statusCode === 200);
    const refused = amounts.filter((_, i) => results[i]?.statusCode === 409);
    expect(taken.length + refused.length).toBe(amounts.length);
    expect(taken.reduce((a, b) => a + b, 0) + (left ?? NaN)).toBeCloseTo(10);
    // Stock only goes down, so a refused take did not fit even in what is left at the end.
    for (const amount of refused) expect(amount).toBeGreaterThan(left ?? NaN);
    const mods = await t.database.db
      .select()
      .from(stockMods)
      .where(and(eq(stockMods.batchId, batch._id), eq(stockMods.type, 'Controle')));
    expect(mods.map((m) => m.amount).sort()).toEqual([...taken].sort());
  });
});

describe(`parallel corrections of one mod (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  const actor = { sub: 'test', name: 'Test' };
  async function aMod(amount: number) {
    const batch = await f.batch(await f.product(), { initialAmount: 10 });
    const mod = (await f.take(batch._id, { type: 'Controle', amount })).json().mod;
    return { batch, id: mod._id as string };
  }
  const corrections = (id: string) =>
    t.database.db.select().from(stockMods).where(eq(stockMods.correctsId, id));

  test('20 parallel corrections of −1 on an amount of 5: exactly 5 succeed, the mod ends at 0', async () => {
    const { batch, id } = await aMod(5);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        t.database.db.transaction((tx) => correctModBy(tx, actor, id, -1, 'Teruggelegd')),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(refused.map((e: { statusCode?: number }) => e.statusCode)).toEqual(Array(15).fill(409));
    expect((await corrections(id)).map((c) => c.amount)).toEqual(Array(5).fill(-1));
    expect(await f.remaining(batch._id)).toBe(10);
  });

  test('20 parallel edits of one mod to 0: one correction of −4, the others have nothing left', async () => {
    const { batch, id } = await aMod(4);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.api({
          method: 'PUT',
          url: `/api/stock/${batch._id}/${id}`,
          payload: { amount: 0, reason: 'Dubbel geboekt' },
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await corrections(id)).map((c) => c.amount)).toEqual([-4]);
    expect(await f.remaining(batch._id)).toBe(10);
  });
});
