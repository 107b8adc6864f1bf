import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { caseFixtures, today } from './cases.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = caseFixtures(() => t);
const ledger = async (horse: string) =>
  (await t.api({ method: 'GET', url: `/api/horse/${horse}/transactions` })).json() as {
    results: { type: string; action: string; amount: number; case: { _id: string } | null }[];
  };

describe("a protocol's transaction config in a case (spec 02 §3 Protocol)", () => {
  test('writes its rows for the case horse; a new amount rewrites them; removing the line undoes them', async () => {
    const protocol = await f.protocol({
      name: 'Ovum pick up',
      transactionConfig: [
        { transactionType: 'Ovum', transactionAction: 'Gain' },
        { transactionType: 'Ovum', transactionAction: 'Use' },
      ],
    });
    const mare = await f.horse({ type: 'Merrie' });
    const id = await f.case(mare);
    const res = await f.put(id, { protocols: [{ protocol, amount: 3, date: today() }] });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await ledger(mare)).results;
    expect(rows.map((r) => [r.type, r.action, r.amount]).sort()).toEqual([
      ['Ovum', 'Gain', 3],
      ['Ovum', 'Use', 3],
    ]);
    expect(rows[0]?.case?._id).toBe(id);

    const line = res.json().protocols[0];
    expect((await f.put(id, { protocols: [{ ...line, protocol, amount: 2 }] })).statusCode).toBe(
      200,
    );
    expect((await ledger(mare)).results.map((r) => r.amount)).toEqual([2, 2]);

    expect((await f.put(id, { protocols: [] })).statusCode).toBe(200);
    expect((await ledger(mare)).results).toEqual([]);
    // Nothing was deleted: each row has its reversal, and the sums are 0.
    const [sums] = await queryRows<{ n: string; total: string }>(
      t.database.db,
      sql`select count(*) as n, sum(amount) as total from "transaction" where horse_id = ${mare}`,
    );
    expect([Number(sums?.n), Number(sums?.total)]).toEqual([8, 0]);
  });

  test('a protocol without transaction config writes none', async () => {
    const protocol = await f.protocol({ name: 'Echografie zonder transactie' });
    const mare = await f.horse({ type: 'Merrie' });
    const id = await f.case(mare);
    expect(
      (await f.put(id, { protocols: [{ protocol, amount: 1, date: today() }] })).statusCode,
    ).toBe(200);
    expect((await ledger(mare)).results).toEqual([]);
  });

  test('deleting an open case undoes its rows and keeps them, the case link cleared', async () => {
    const protocol = await f.protocol({
      name: 'Embryospoeling',
      transactionConfig: [{ transactionType: 'Rinsed embryo', transactionAction: 'Gain' }],
    });
    const mare = await f.horse({ type: 'Merrie' });
    const id = await f.case(mare);
    expect(
      (await f.put(id, { protocols: [{ protocol, amount: 1, date: today() }] })).statusCode,
    ).toBe(200);
    const del = await t.api({ method: 'DELETE', url: `/api/case/${id}` });
    expect(del.statusCode, del.body).toBe(204);
    expect((await ledger(mare)).results).toEqual([]);
    const kept = await queryRows<{ case_id: string | null; amount: number }>(
      t.database.db,
      sql`select case_id, amount from "transaction" where horse_id = ${mare} order by amount`,
    );
    expect(kept).toEqual([
      { case_id: null, amount: -1 },
      { case_id: null, amount: 1 },
    ]);
  });
});
