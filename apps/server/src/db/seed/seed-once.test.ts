import { afterAll, beforeAll, expect, test } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../client.ts';
import { customers, demoSeed, locations } from '../schema/index.ts';
import { seedDemoData } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(() => database.close());

const rows = async (table: typeof locations | typeof customers) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

test('demo data is written once in a database’s life, not again after its tables are emptied', async () => {
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await database.db.select().from(demoSeed)).toHaveLength(1);
  // A clinic that clears out the demo locations and customers must not get them back on restart.
  await database.db.execute(sql`TRUNCATE location, customer CASCADE`);
  expect(await seedDemoData(database.db)).toBe(false);
  expect(await rows(locations)).toBe(0);
  expect(await rows(customers)).toBe(0);
});

test('the marker table holds one row at most', async () => {
  await expect(
    database.db.execute(sql`INSERT INTO demo_seed (singleton) VALUES (false)`),
  ).rejects.toThrow();
});
