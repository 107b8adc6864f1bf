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
  // A clinic that clears out demo data must not get it back on restart. (What the stock records
  // name — customers, horses, locations and products — stays: those records are kept by law and
  // the database refuses to empty them, stock-mod triggers of migration 0029.)
  await database.db.execute(sql`TRUNCATE nitrogen_container, pension_type CASCADE`);
  expect(await seedDemoData(database.db)).toBe(false);
  for (const table of [containers, pensionTypes, lodgings]) expect(await rows(table)).toBe(0);
});

test('the marker table holds one row at most', async () => {
  await expect(
    database.db.execute(sql`INSERT INTO demo_seed (singleton) VALUES (false)`),
  ).rejects.toThrow();
});
