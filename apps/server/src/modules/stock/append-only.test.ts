// Stock mods are medicine administration records: the database itself refuses to change or remove
// them (migration 0029). Run on the PostgreSQL server too (TEST_DATABASE_URL).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { cases, stockMods } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { takeStockFefo } from './fefo.ts';
import { stockFixtures } from './stock.fixture.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const f = stockFixtures(() => t);
const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const row = async (id: string) =>
  (await t.database.db.select().from(stockMods).where(eq(stockMods.id, id)))[0];

/** The database's reason for refusing `query`, with the constraint (drizzle wraps the error). */
async function refusal(query: ReturnType<typeof sql>): Promise<string> {
  try {
    await run(query);
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) {
      messages.push(e.message);
      const { constraint } = e as { constraint?: unknown };
      if (typeof constraint === 'string') messages.push(`constraint ${constraint}`);
    }
    return messages.join(' | ');
  }
  throw new Error('the database accepted it');
}

async function administration() {
  const product = await f.product();
  const batch = await f.batch(product);
  const horse = await f.horse();
  const mod = (await f.take(batch._id, { type: 'Toediening', amount: 2, horse })).json().mod;
  return { product, batch, horse, id: mod._id as string };
}

describe(`stock_mod is append-only (${process.env.TEST_DATABASE_URL ? 'PostgreSQL server' : 'PGlite'})`, () => {
  test('refuses UPDATE of any fact, DELETE and TRUNCATE', async () => {
    const { id } = await administration();
    const other = await f.horse();
    const before = await row(id);
    for (const change of [
      sql`update stock_mod set amount = 0 where id = ${id}`,
      sql`update stock_mod set type = 'Controle' where id = ${id}`,
      sql`update stock_mod set horse_id = ${other} where id = ${id}`,
      sql`update stock_mod set created_at = created_at - interval '1 day' where id = ${id}`,
      sql`update stock_mod set created_by = 'iemand anders' where id = ${id}`,
      sql`delete from stock_mod where id = ${id}`,
      sql`truncate stock_mod cascade`,
    ])
      expect(await refusal(change)).toMatch(/stock_mod is append-only: (UPDATE|DELETE|TRUNCATE)/);
    expect(await row(id)).toEqual(before);
  });

  test('lets only a case link be cleared, as a removed line or case does', async () => {
    const product = await f.product();
    await f.batch(product);
    const horse = await f.horse();
    const [a, b] = await t.database.db
      .insert(cases)
      .values([
        { reference: '2026-90001', horseId: horse },
        { reference: '2026-90002', horseId: horse },
      ])
      .returning();
    const { mods } = await t.database.db.transaction((tx) =>
      takeStockFefo(tx, {
        productId: product,
        amount: 1,
        type: 'Toediening',
        horseId: horse,
        caseId: a!.id,
        actor: { sub: 'test', name: 'Test' },
      }),
    );
    const id = mods[0]!.modId;
    expect(await refusal(sql`update stock_mod set case_id = ${b!.id} where id = ${id}`)).toMatch(
      /append-only/,
    );
    await run(sql`update stock_mod set case_id = null where id = ${id}`);
    expect((await row(id))?.caseId).toBeNull();
    expect(await refusal(sql`update stock_mod set case_id = ${a!.id} where id = ${id}`)).toMatch(
      /append-only/,
    );
  });

  test('a correction repeats its original, corrects an original, says why, never below 0', async () => {
    const { product, batch, horse, id } = await administration();
    const other = await f.horse();
    const [aankoop] = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.batchId, batch._id));
    const correction = (o: {
      of?: string;
      horse?: string;
      amount?: number;
      reason?: string | null;
    }) =>
      sql`insert into stock_mod (type, product_id, batch_id, horse_id, amount, corrects_id, reason, created_by)
          values ('Toediening', ${product}, ${batch._id}, ${o.horse ?? horse}, ${o.amount ?? -1},
                  ${o.of ?? id}, ${o.reason === undefined ? 'Test' : o.reason}, 'Test')`;
    expect(await refusal(correction({ horse: other }))).toMatch(/stock_mod_correction_of_original/);
    expect(await refusal(correction({ of: aankoop!.id }))).toMatch(
      /stock_mod_correction_of_original/,
    );
    expect(await refusal(correction({ amount: -2.01 }))).toMatch(
      /stock_mod_effective_not_negative/,
    );
    expect(await refusal(correction({ reason: null }))).toMatch(/stock_mod_correction_fields/);
    expect(
      await refusal(
        sql`insert into stock_mod (type, product_id, batch_id, horse_id, amount)
            values ('Toediening', ${product}, ${batch._id}, ${horse}, -1)`,
      ),
    ).toMatch(/stock_mod_amount_not_negative/);
    await run(correction({ amount: -1.5 }));
    const [first] = await t.database.db
      .select()
      .from(stockMods)
      .where(eq(stockMods.correctsId, id));
    expect(await refusal(correction({ of: first!.id, amount: 0.5 }))).toMatch(
      /stock_mod_correction_of_original/,
    );
    expect(await refusal(correction({ amount: -0.51 }))).toMatch(
      /stock_mod_effective_not_negative/,
    );
    await run(correction({ amount: -0.5 }));
  });
});
