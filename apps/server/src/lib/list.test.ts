// The list helper (issue 16): a statement kept per shape with the values bound, and a total that
// costs no more than the page (DESIGN §4).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { locations } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { countStatements } from '../../test/statements.ts';
import { Conditions, listPage, orderBy } from './list.ts';
import { MAX_NAMED, run, statement } from './statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`
    insert into location (stable, prefix, name, places)
    select (array['Wei', 'Stal Dormaal'])[1 + i % 2], 'A', 'Box ' || lpad(i::text, 3, '0'), 2
      from generate_series(1, 30) as i`);
});
afterAll(() => t.close());

/** Locations of one stable (or all), by name, counted exactly up to `upTo`. */
const page = (params: { page: number; limit: number; stable?: string }, upTo?: number) => {
  const db = t.database.db;
  const where = new Conditions();
  if (params.stable) where.add('stable', (v) => eq(locations.stable, v), params.stable);
  return listPage(db, params, {
    name: 'test/locations',
    where,
    order: orderBy(
      { sortBy: [], sortDesc: [] },
      { name: locations.name },
      [{ field: 'name' }],
      locations.id,
    ),
    // A page after the first reads its ids first (the rows it skips are not read).
    ids: { db, table: locations, id: locations.id },
    rows: (w, by, extra) =>
      db
        .select({ name: locations.name, ...extra })
        .from(locations)
        .where(w)
        .orderBy(...by)
        .$dynamic(),
    count: locations,
    ...(upTo ? { upTo } : {}),
  });
};
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('listPage', () => {
  test('each request binds its own values to the shape it shares with others', async () => {
    const wei = await page({ page: 1, limit: 3, stable: 'Wei' });
    const dormaal = await page({ page: 1, limit: 3, stable: 'Stal Dormaal' });
    expect(names(wei.rows)).toEqual(['Box 002', 'Box 004', 'Box 006']);
    expect(names(dormaal.rows)).toEqual(['Box 001', 'Box 003', 'Box 005']);
    expect(names((await page({ page: 2, limit: 3, stable: 'Wei' })).rows)).toEqual([
      'Box 008',
      'Box 010',
      'Box 012',
    ]);
  });

  test('a page shorter than its limit is the end of the list: no count is sent', async () => {
    const { result, statements } = await countStatements(t.database, () =>
      page({ page: 2, limit: 10, stable: 'Wei' }),
    );
    expect(result).toMatchObject({ total: 15, exact: true });
    expect(names(result.rows)).toHaveLength(5);
    expect(statements).toBe(1);
  });

  test('a full page is counted exactly up to the cap, by the same statement', async () => {
    const { result, statements } = await countStatements(t.database, () =>
      page({ page: 1, limit: 10 }),
    );
    expect(result).toMatchObject({ total: 30, exact: true });
    expect(result.rows[0]).toEqual({ name: 'Box 001' }); // the counts are taken off the rows
    expect(statements).toBe(1);
  });

  test('a page past the end is counted', async () => {
    expect(await page({ page: 9, limit: 10 })).toMatchObject({ rows: [], total: 30, exact: true });
  });

  test("above the cap the total is the planner's estimate, asked once for a while", async () => {
    await t.database.db.execute(sql`analyze location`);
    const first = await countStatements(t.database, () => page({ page: 1, limit: 5 }, 20));
    expect(first.result.exact).toBe(false);
    expect(first.result.total).toBeGreaterThan(20);
    expect(first.statements).toBe(2); // the page with its capped count, the estimate
    const again = await countStatements(t.database, () => page({ page: 2, limit: 5 }, 20));
    expect(again.result).toMatchObject({ total: first.result.total, exact: false });
    expect(again.statements).toBe(1);
  });
});

describe('statement', () => {
  test('refuses a value written into a kept statement', () => {
    expect(() =>
      statement('test/baked', () =>
        t.database.db.select().from(locations).where(eq(locations.name, 'x')),
      ),
    ).toThrow(/placeholder/);
  });

  test('is built once per key and named, unless its plan depends on its values', () => {
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select ${sql.placeholder('n')}::int as n`;
    };
    const kept = statement('test/once', build);
    expect(statement('test/once', build)).toBe(kept);
    expect(builds).toBe(1);
    expect(kept.name).toMatch(/^s_/);
    expect(
      statement('test/custom', () => sql`select ${sql.placeholder('n')}::int + 1`, true).name,
    ).toBeUndefined();
  });

  test(`names at most ${MAX_NAMED} statements; the others run unnamed, with the same answers`, async () => {
    const make = (i: number) =>
      statement<{ n: number }>(
        `test/many/${i}`,
        () => sql`select ${sql.placeholder('n')}::int + ${sql.raw(String(i))} as n`,
      );
    const made = Array.from({ length: MAX_NAMED + 1 }, (_, i) => make(i));
    expect(made.filter((s) => s.name === undefined).length).toBeGreaterThan(0);
    expect(made.at(-1)?.name).toBeUndefined();
    expect(await run(t.database.db, make(MAX_NAMED), { n: 1 })).toEqual([{ n: MAX_NAMED + 1 }]);
    expect(await run(t.database.db, make(0), { n: 1 })).toEqual([{ n: 1 }]);
  });
});
