import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export const LOCATION_ROWS = Number(process.env.BENCH_LOCATIONS ?? 100_000);

/** 100,000 locations spread over the clinic's stables, in one statement. */
export async function seedLocations(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO location (stable, prefix, name, places)
    SELECT (ARRAY['Stal Zoutleeuw', 'Stal Dormaal', 'Wei'])[1 + i % 3],
           chr(65 + i % 26),
           'Box ' || lpad(i::text, 6, '0'),
           1 + i % 4
    FROM generate_series(1, ${LOCATION_ROWS}) AS i`);
  await db.execute(sql`ANALYZE location`);
}
