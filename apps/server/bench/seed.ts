import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/index.ts';
import { seedLocations } from './locations.ts';
import { seedCustomersAndHorses } from './customers.ts';
import { seedCases } from './cases.ts';
import { seedStock } from './stock.ts';

/** The core bench's rows: 100,000 locations, customers and horses, 80,000 recorded search choices. */
export async function seedCore(db: Db): Promise<void> {
  await seedLocations(db);
  await seedCustomersAndHorses(db);
  await db.execute(sql`
    INSERT INTO search_result (search_item, search_type, actor, created_at)
    SELECT h.id, 'Horse', 'bench', now() - (i % 5000) * interval '1 hour'
      FROM generate_series(1, 80000) AS i
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM horse) h
        ON h.rn = 1 + (i::bigint * 7919) % 3000`);
  await vacuum(db, [
    'location',
    'customer',
    'contact',
    'horse',
    'search_word',
    'search_result',
    'search_result_item',
  ]);
}

/** A database in use has been vacuumed by autovacuum; a freshly bulk-loaded one has not. */
export async function vacuum(db: Db, tables: string[]): Promise<void> {
  for (const table of tables) await db.execute(sql.raw(`VACUUM ANALYZE "${table}"`));
}

/** What a list bench runs on: the app's demo data, or that and 100,000 rows of each big list. */
export type BenchSeed = 'demo' | '100k';

/**
 * `demo`: the demo data of a first start (what a newcomer sees). `100k`: the demo data, then the
 * core rows (100,000 locations, customers, horses), 100,000 cases and 2,000 products with 20,000
 * batches and 100,000 mods, so every list has its demo records and the big ones their volume.
 */
export async function seedBench(db: Db, seed: BenchSeed): Promise<void> {
  await seedDemoData(db);
  if (seed === 'demo') return;
  await seedCore(db);
  await seedCases(db, 100_000);
  await seedStock(db, 100_000);
}
