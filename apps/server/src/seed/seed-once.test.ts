import { afterAll, beforeAll, expect, test } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.ts';
import { containers, demoSeed, lodgings, pensionTypes } from '../db/schema/index.ts';
import { seedDemoData } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

const rows = async (table: typeof containers | typeof pensionTypes | typeof lodgings) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

test('demo data is written once in a database’s life, not again after its tables are emptied', async () => {
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await database.db.select().from(demoSeed)).toHaveLength(1);
  for (const table of [containers, pensionTypes, lodgings])
    expect(await rows(table)).toBeGreaterThan(0);
  // A clinic that clears out demo data must not get it back on restart. (What the stock and semen
  // records name — customers, horses, locations, products and containers — stays: those records
  // are kept by law and the database refuses to empty them, triggers of migrations 0029, 0033.)
  await database.db.execute(sql`TRUNCATE pension_type CASCADE`);
  expect(await seedDemoData(database.db)).toBe(false);
  for (const table of [pensionTypes, lodgings]) expect(await rows(table)).toBe(0);
  expect(await rows(containers)).toBeGreaterThan(0);
});

test('the marker table holds one row at most', async () => {
  await expect(
    database.db.execute(sql`INSERT INTO demo_seed (singleton) VALUES (false)`),
  ).rejects.toThrow();
});
