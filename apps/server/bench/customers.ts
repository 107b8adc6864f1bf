import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { FIRST_NAMES, HORSE_NAME_POOL, SURNAME_POOL } from './names.ts';

export const CUSTOMER_ROWS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
export const HORSE_ROWS = Number(process.env.BENCH_HORSES ?? 100_000);

const arr = (xs: string[]) =>
  sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

/** 100,000 customers (a tenth companies) and 100,000 horses with owners, in a few statements. */
export async function seedCustomersAndHorses(db: Db): Promise<void> {
  const firsts = arr(FIRST_NAMES);
  const lasts = arr(SURNAME_POOL);
  // (i::bigint * 7919) spreads names so neighbours in id order do not share them.
  await db.execute(sql`
    INSERT INTO customer (type, first_name, last_name, company, language, address_line, zip, city, country)
    SELECT CASE WHEN i % 10 = 0 THEN 'bedrijf' ELSE 'particulier' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE (${firsts})[1 + (i::bigint * 7919) % ${FIRST_NAMES.length}] END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE (${lasts})[1 + (i::bigint * 104729) % ${SURNAME_POOL.length}] END,
           CASE WHEN i % 10 = 0 THEN (ARRAY['Stoeterij', 'Stal', 'Fokkerij', 'Haras', 'Manège'])[1 + i % 5] || ' '
                || (${lasts})[1 + (i::bigint * 7919) % ${SURNAME_POOL.length}] END,
           'NL', 'Straat ' || i, '3440', 'Zoutleeuw', 'BE'
    FROM generate_series(1, ${CUSTOMER_ROWS}) AS i`);
  await db.execute(sql`
    INSERT INTO horse (name, type, owner_id, breed, studbook, microchip, surrogate, surrogate_uid, stud_horse, death, date_of_birth)
    SELECT (${arr(HORSE_NAME_POOL)})[1 + (i::bigint * 7919) % ${HORSE_NAME_POOL.length}],
           CASE WHEN i % 3 = 0 THEN 'Hengst' ELSE 'Merrie' END,
           (SELECT id FROM customer ORDER BY id LIMIT 1 OFFSET (i % 1000)),
           'Warmbloed', 'BWP', '981' || lpad(i::text, 12, '0'),
           i % 3 <> 0 AND i % 4 = 1, CASE WHEN i % 3 <> 0 AND i % 4 = 1 THEN 'DM-' || i END,
           i % 3 = 0 AND i % 10 = 0, i % 50 = 0, now() - (i % 7000) * interval '1 day'
    FROM generate_series(1, ${HORSE_ROWS}) AS i`);
  // Half of the horses stand in a location (through the occupancy trigger, as lodgings would).
  await db.execute(sql`
    UPDATE horse SET location_id = l.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM horse WHERE NOT death) h
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM location) l ON l.rn = h.rn
     WHERE horse.id = h.id AND h.rn % 2 = 0`);
  await db.execute(sql`ANALYZE location`);
  await db.execute(sql`ANALYZE customer`);
  await db.execute(sql`ANALYZE horse`);
}
