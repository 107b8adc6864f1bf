import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { FIRST_NAMES, HORSE_NAME_POOL, SURNAME_POOL } from './names.ts';

export const CUSTOMER_ROWS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
export const HORSE_ROWS = Number(process.env.BENCH_HORSES ?? 100_000);

const arr = (xs: readonly string[]) =>
  sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

/** How a company calls itself: the kind of business, a name, a legal form. */
const COMPANY_KINDS = [
  'Stoeterij',
  'Stal',
  'Fokkerij',
  'Haras',
  'Manège',
  'Paardenhouderij',
  'Ruitercentrum',
  'Écurie',
  'Hippisch Centrum',
  'Paardenpension',
  'Dierenartsenpraktijk',
  'Transport',
];
const COMPANY_NAMES = [
  'De Kapel',
  'Hoefslag',
  'Ter Linde',
  'Het Hazeveld',
  'De Bisschop',
  'Zonneweelde',
  'De Wolfsakker',
  'Ter Putte',
  'Het Lindenhof',
  'De Groenhoeve',
  'du Bois',
  'des Hayettes',
  'de la Hesbaye',
  'Sint-Hubertus',
  'De Vogelzang',
  'Den Aard',
  'Overis',
  'De Muze',
  'Zuuthoeve',
  'Dennenhof',
];
const LEGAL_FORMS = ['', ' BV', ' NV', ' VOF', ' CommV', ' SRL'];
const CITIES = [
  ['Zoutleeuw', '3440'],
  ['Landen', '3400'],
  ['Sint-Truiden', '3800'],
  ['Tienen', '3300'],
  ['Hasselt', '3500'],
  ['Leuven', '3000'],
  ['Namur', '5000'],
  ['Hannut', '4280'],
  ['Diest', '3290'],
  ['Gent', '9000'],
];
const ROLES = ['Eigenaar bedrijf', 'Boekhouder', 'Transporteur', 'Verantwoordelijke fokkerij'];

/**
 * 100,000 customers (a tenth companies) and 100,000 horses with owners, in a few statements.
 * Companies get varied names ('Haras De Kapel BV', 'Stal Peeters', …), a valid Belgian VAT number
 * and one to three contacts, so the search's contact lookup has work to do.
 */
export async function seedCustomersAndHorses(db: Db): Promise<void> {
  const firsts = arr(FIRST_NAMES);
  const lasts = arr(SURNAME_POOL);
  const cities = arr(CITIES.map(([city]) => city ?? ''));
  const zips = arr(CITIES.map(([, zip]) => zip ?? ''));
  // (i::bigint * 7919) spreads names so neighbours in id order do not share them; '+ i / 10' lets
  // persons (i not a multiple of 10) have every first name, and the surname's '/ 61' keeps it
  // independent of the first name (about 20,000 different full names rather than 1,020).
  // A company (every tenth row) is numbered k = i / 10 so its parts vary from one to the next.
  await db.execute(sql`
    INSERT INTO customer (type, first_name, last_name, company, tva, vat_liability, language,
                          address_line, zip, city, country)
    SELECT CASE WHEN i % 10 = 0 THEN 'bedrijf' ELSE 'particulier' END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE (${firsts})[1 + (i::bigint * 7919 + i / 10) % ${FIRST_NAMES.length}] END,
           CASE WHEN i % 10 = 0 THEN NULL ELSE (${lasts})[1 + (i::bigint * 104729 / 61) % ${SURNAME_POOL.length}] END,
           CASE WHEN i % 10 = 0 THEN
             (${arr(COMPANY_KINDS)})[1 + k % ${COMPANY_KINDS.length}] || ' '
             || CASE WHEN k % 3 = 0 THEN (${arr(COMPANY_NAMES)})[1 + (k / 3) % ${COMPANY_NAMES.length}]
                     ELSE (${lasts})[1 + (k * 7919) % ${SURNAME_POOL.length}] END
             || (${arr(LEGAL_FORMS)})[1 + (k / 7) % ${LEGAL_FORMS.length}] END,
           -- BE + 8 digits d (starting 0 or 1) + 97 − d mod 97: a valid Belgian VAT number.
           CASE WHEN i % 10 = 0 THEN 'BE' || lpad(d::text, 8, '0') || lpad((97 - d % 97)::text, 2, '0') END,
           CASE WHEN i % 10 = 0 THEN 'vat_liable' ELSE 'private_person' END,
           (ARRAY['NL', 'NL', 'NL', 'FR', 'EN'])[1 + i % 5],
           'Straat ' || i, (${zips})[1 + (i::bigint * 31) % ${CITIES.length}],
           (${cities})[1 + (i::bigint * 31) % ${CITIES.length}], 'BE'
    FROM generate_series(1, ${CUSTOMER_ROWS}) AS i,
         LATERAL (SELECT i::bigint / 10 AS k, (i::bigint * 7919) % 20000000 AS d) AS parts`);
  // One to three contacts per company, the first an owner.
  await db.execute(sql`
    INSERT INTO contact (customer_id, first_name, last_name, telephone, email, role, created_at)
    SELECT c.id, (${firsts})[1 + (c.rn * 13 + n) % ${FIRST_NAMES.length}],
           (${lasts})[1 + (c.rn * 104729 + n * 17) % ${SURNAME_POOL.length}],
           '+32 475 ' || lpad(((c.rn * 7 + n) % 1000000)::text, 6, '0'), NULL,
           (${arr(ROLES)})[1 + (n - 1) % ${ROLES.length}], now() + n * interval '1 second'
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM customer WHERE type = 'bedrijf') c,
           generate_series(1, 3) AS n
     WHERE n <= 1 + c.rn % 3`);
  await db.execute(sql`
    INSERT INTO horse (name, type, owner_id, breed, studbook, microchip, surrogate, surrogate_uid, stud_horse, death, date_of_birth)
    SELECT (${arr(HORSE_NAME_POOL)})[1 + (i::bigint * 7919) % ${HORSE_NAME_POOL.length}],
           CASE WHEN i % 3 = 0 THEN 'Hengst' ELSE 'Merrie' END,
           (SELECT id FROM customer ORDER BY id LIMIT 1 OFFSET (i % 1000)),
           'Warmbloed', 'BWP', '981' || lpad(i::text, 12, '0'),
           i % 3 <> 0 AND i % 4 = 1, CASE WHEN i % 3 <> 0 AND i % 4 = 1 THEN 'DM-' || i END,
           i % 3 = 0 AND i % 10 = 0, i % 50 = 0, now() - (i % 7000) * interval '1 day'
    FROM generate_series(1, ${HORSE_ROWS}) AS i`);
  // Half of the horses stand in a location (through the occupancy trigger, as lodgings would); an
  // empty one, so demo data seeded before (bench/seed.ts) keeps its places.
  await db.execute(sql`
    UPDATE horse SET location_id = l.id
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM horse
             WHERE NOT death AND location_id IS NULL) h
      JOIN (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM location WHERE occupants = 0) l
        ON l.rn = h.rn
     WHERE horse.id = h.id AND h.rn % 2 = 0`);
  await db.execute(sql`ANALYZE location`);
  await db.execute(sql`ANALYZE customer`);
  await db.execute(sql`ANALYZE contact`);
  await db.execute(sql`ANALYZE horse`);
}
