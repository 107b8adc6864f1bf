// Issue 14, item 2: saves that take several products lock their batches in one order and a
// deadlock or serialization failure left over is retried, then a 409 — never a 500. Run on the
// PostgreSQL server (TEST_DATABASE_URL): PGlite runs one transaction at a time (DESIGN §4).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { stockBatches, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from '../cases/cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);

/** A batch's remaining amount, and what its mods say it should be (initial − Σ outgoing). */
async function stockOf(batchId: string) {
  const [batch] = await t.database.db
    .select()
    .from(stockBatches)
    .where(eq(stockBatches.id, batchId));
  const [mods] = await t.database.db
    .select({ out: sql<string>`coalesce(sum(${stockMods.amount}), 0)::text` })
    .from(stockMods)
    .where(and(eq(stockMods.batchId, batchId), ne(stockMods.type, 'Aankoop')));
  return {
    remaining: batch?.remainingAmount,
    expected: (batch?.initialAmount ?? NaN) - Number(mods?.out),
  };
}

/** PUTs each case in parallel with the product lines `products(i)`; answers per status. */
async function saveAll(ids: string[], products: (i: number) => Record<string, unknown>[]) {
  const results = await Promise.all(
    ids.map((id, i) =>
      t.api({
        method: 'PUT',
        url: `/api/case/${id}`,
        payload: {
          customer: null,
          extra: null,
          mainActivity: '-',
          status: 'Open',
          pension: [],
          protocols: [],
          labos: [],
          products: products(i),
        },
      }),
    ),
  );
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  const other = Object.keys(counts).filter((c) => c !== '200' && c !== '409');
  expect(other, JSON.stringify(counts)).toEqual([]);
  return counts;
}

describe(`lock order of case saves (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('40 parallel saves adding products A and B in opposite orders: no deadlock, all saved, stock exact', async () => {
    const a = await f.product();
    const b = await f.product();
    const batchA = await f.batch(a, { initialAmount: 100 });
    const batchB = await f.batch(b, { initialAmount: 100 });
    const horse = await f.horse();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await f.case(horse));
    const line = (product: string) => ({ product, amount: 1, date: today() });
    const counts = await saveAll(ids, (i) => (i % 2 ? [line(a), line(b)] : [line(b), line(a)]));
    const saved = counts[200] ?? 0;
    for (const batch of [batchA, batchB]) {
      const { remaining, expected } = await stockOf(batch._id);
      expect(remaining).toBe(expected);
      expect(remaining).toBe(100 - saved);
    }
    // Both products hold enough for all 40, so only a deadlock could refuse one: none may.
    expect(saved).toBe(40);
  });

  test('40 parallel saves each giving one product back and taking more of the other, in opposite pairs: all saved, stock exact', async () => {
    const a = await f.product();
    const b = await f.product();
    const batchA = await f.batch(a, { initialAmount: 500 });
    const batchB = await f.batch(b, { initialAmount: 500 });
    const horse = await f.horse();
    const saved: { id: string; lines: Record<string, unknown>[] }[] = [];
    for (let i = 0; i < 40; i++) {
      const id = await f.case(horse);
      const res = await f.put(id, {
        products: [
          { product: a, amount: 5, date: today() },
          { product: b, amount: 5, date: today() },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      saved.push({ id, lines: res.json().products });
    }
    // Half lower A (stock back to A's batch) and raise B (taken), half the other way round.
    const counts = await saveAll(
      saved.map((s) => s.id),
      (i) =>
        (saved[i]?.lines ?? []).map((l) => {
          const product = (l.product as { _id: string })._id;
          const lower = i % 2 ? product === a : product === b;
          return { ...l, product, amount: lower ? 2 : 8 };
        }),
    );
    expect(counts[200], JSON.stringify(counts)).toBe(40);
    for (const batch of [batchA, batchB]) {
      const { remaining, expected } = await stockOf(batch._id);
      expect(remaining).toBe(expected);
      expect(remaining).toBe(500 - 40 * 5); // each case now holds 2 of one and 8 of the other
    }
  });
});
