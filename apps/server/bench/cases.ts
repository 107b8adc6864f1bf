// The cases bench (issue 7 item 11): the case list with filters and every sort the column chooser
// offers over 200,000 cases, and a case detail with 30 sheets; one connection, p95 target < 50 ms.
// Run: BENCH_ONLY=cases BENCH_SECONDS=5 npm run bench.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../src/db/client.ts';
import { benchApp } from './app.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { openScratchDatabase } from './scratch-db.ts';

export const CASE_ROWS = Number(process.env.BENCH_CASES ?? 200_000);
const PEOPLE = 5_000;
const SHEETS = 30;

/**
 * Customers (a fifth companies), horses (a quarter surrogates), 200,000 cases over three years
 * (one in twenty without a customer), one with 30 sheets; answers that case's id.
 */
export async function seedCases(db: Db, rows = CASE_ROWS): Promise<string> {
  await db.execute(sql`
    INSERT INTO customer (type, first_name, last_name, company, language, address_line, country)
    SELECT CASE WHEN i % 5 = 0 THEN 'bedrijf' ELSE 'particulier' END, 'Klant', 'Nummer ' || i,
           CASE WHEN i % 5 = 0 THEN 'Stoeterij ' || i END, 'NL', 'Straat ' || i, 'BE'
      FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    INSERT INTO horse (name, type, breed, studbook, surrogate)
    SELECT 'Paard ' || i, CASE WHEN i % 3 = 0 THEN 'Hengst' ELSE 'Merrie' END, 'Warmbloed', 'BWP',
           i % 3 <> 0 AND i % 4 = 1
      FROM generate_series(1, ${PEOPLE}) AS i`);
  await db.execute(sql`
    WITH h AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM horse),
         c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM customer)
    -- References from 2021 on: the demo data (bench/seed.ts) numbers its cases in later years.
    INSERT INTO "case" (reference, status, main_activity, horse_id, customer_id, created_at, updated_at)
    SELECT (2021 + i / 70000) || '-' || lpad((i % 70000 + 1)::text, 5, '0'),
           (ARRAY['Open', 'Factureerbaar', 'Gefactureerd', 'Niet factureerbaar', 'Gesloten'])[1 + i % 5],
           (ARRAY['-', 'Draagmoeder', 'Embryotransfer', 'ICSI-Embryotransfer', 'Kunstmatige inseminatie',
                  'Ovum pick up', 'Sperma-afname'])[1 + (i::bigint * 7919) % 7],
           h.id, CASE WHEN i % 20 <> 0 THEN c.id END, now() - (i % 1100) * interval '1 day' - (i % 1440) * interval '1 minute',
           now() - (i % 1100) * interval '1 day'
      FROM generate_series(0, ${rows - 1}) AS i
      JOIN h ON h.rn = (i::bigint * 104729) % ${PEOPLE}
      JOIN c ON c.rn = (i::bigint * 15485863) % ${PEOPLE}`);
  const [big] = await queryRows<{ id: string; horse_id: string }>(
    db,
    sql`SELECT c.id, c.horse_id FROM "case" c JOIN horse h ON h.id = c.horse_id
         WHERE h.type = 'Merrie' ORDER BY c.created_at DESC LIMIT 1`,
  );
  // The demo data (bench/lists.ts seeds it first) has this account already.
  await db.execute(sql`
    INSERT INTO account (number, name) SELECT '702000', 'Fertiliteit'
     WHERE NOT EXISTS (SELECT 1 FROM account WHERE number = '702000')`);
  await db.execute(sql`
    INSERT INTO protocol (name, account_id, tax, price)
    SELECT 'Protocol ' || i, (SELECT id FROM account LIMIT 1), 21, 35 FROM generate_series(1, 5) AS i`);
  await db.execute(sql`
    INSERT INTO research_sheet (case_id, horse_id, doctor, research_date, information)
    SELECT ${big?.id}::uuid, ${big?.horse_id}::uuid, 'Dr. Peeters', now() - i * interval '1 day',
           '{"leftOvary":{"follicles":[{"follicle":"#1","size":30,"follicleTag":"Dominant"}],"tags":[]},
             "rightOvary":{"follicles":[],"tags":[]},"uterus":{"rating":1,"content":{"moist":null,"type":null}},
             "pregnant":{"isPregnant":false,"count":null}}'::jsonb
      FROM generate_series(1, ${SHEETS}) AS i`);
  await db.execute(sql`
    INSERT INTO case_protocol_line (case_id, sheet_id, protocol_id, date)
    SELECT s.case_id, s.id, p.id, s.research_date
      FROM research_sheet s CROSS JOIN (SELECT id FROM protocol LIMIT 2) p`);
  for (const table of ['customer', 'horse', 'case', 'research_sheet', 'case_protocol_line'])
    await db.execute(sql.raw(`VACUUM ANALYZE "${table}"`));
  return big?.id ?? '';
}

const LIST_SQL = {
  'default list (Factureerbaar+Open, hide surrogates)': sql`
    SELECT c.id FROM "case" c
     WHERE c.status IN ('Factureerbaar', 'Open') AND NOT c.horse_surrogate
     ORDER BY c.status DESC, c.created_at DESC, c.id LIMIT 10`,
  'count of the default list': sql`
    SELECT count(*) FROM "case" c WHERE c.status IN ('Factureerbaar', 'Open') AND NOT c.horse_surrogate`,
  'count of status + activity': sql`
    SELECT count(*) FROM "case" c WHERE c.status IN ('Open', 'Gesloten')
       AND c.main_activity IN ('Embryotransfer', 'Ovum pick up')`,
  'search paard 12': sql`
    SELECT c.id FROM "case" c WHERE c.search_text LIKE '%paard 12%'
     ORDER BY c.status DESC, c.created_at DESC, c.id LIMIT 10`,
  // The sorts below join as the API does (horse inner, customer left) for the names it shows, and
  // end as it does: createdAt desc (unless sorted on), then id.
  'sort by customer': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     ORDER BY c.customer_sort ASC, c.created_at DESC, c.id LIMIT 10`,
  'sort by updatedAt desc': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     ORDER BY c.updated_at DESC, c.created_at DESC, c.id LIMIT 10`,
  'sort by horse': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     ORDER BY h.name ASC, c.created_at DESC, c.id LIMIT 10`,
  'sort by status asc': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     ORDER BY c.status ASC, c.created_at DESC, c.id LIMIT 10`,
  'default filters, sort mainActivity then createdAt desc': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     WHERE c.status IN ('Factureerbaar', 'Open') AND NOT c.horse_surrogate
     ORDER BY c.main_activity ASC, c.created_at DESC, c.id LIMIT 10`,
  'status + activity filter, sort customer desc': sql`
    SELECT c.id, h.name, cu.last_name FROM "case" c JOIN horse h ON h.id = c.horse_id
      LEFT JOIN customer cu ON cu.id = c.customer_id
     WHERE c.status IN ('Factureerbaar', 'Open') AND c.main_activity IN ('Embryotransfer')
     ORDER BY c.customer_sort DESC, c.created_at DESC, c.id LIMIT 10`,
};

export async function runCasesBench(): Promise<void> {
  const database = await openScratchDatabase();
  try {
    const db = database.db;
    console.log(`database: ${database.kind}; seeding ${CASE_ROWS} cases...`);
    const started = Date.now();
    const bigCase = await seedCases(db);
    console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    for (const [label, query] of Object.entries(LIST_SQL)) {
      const plan = await queryRows<Record<string, string>>(
        db,
        sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`,
      );
      console.log(`\nEXPLAIN ANALYZE ${label}:`);
      for (const row of plan) console.log('  ', Object.values(row)[0]);
    }
    const { app, headers } = await benchApp(database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const [someCustomer] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM customer LIMIT 1`,
    );
    const one = { connections: 1 };
    const scenarios: [string, string][] = [
      ['GET /api/case (default sort)', 'case?page=1&limit=10'],
      [
        'GET /api/case default menu list (Factureerbaar+Open, hideSurrogate)',
        'case?status=Factureerbaar&status=Open&hideSurrogate=true&page=1&limit=10',
      ],
      [
        'GET /api/case status+mainActivity multi',
        'case?status=Open&status=Gesloten&mainActivity=Embryotransfer&mainActivity=Ovum%20pick%20up',
      ],
      ['GET /api/case?onlySurrogate=true', 'case?onlySurrogate=true'],
      ['GET /api/case?search=paard 12', 'case?search=paard%2012'],
      [
        'GET /api/case sort reference desc, createdAt',
        'case?sortBy=reference&sortDesc=true&sortBy=createdAt&sortDesc=false',
      ],
      ['GET /api/case sort customer', 'case?sortBy=customer&sortDesc=false&page=1&limit=10'],
      ['GET /api/case sort updatedAt desc', 'case?sortBy=updatedAt&sortDesc=true&page=1&limit=10'],
      ['GET /api/case sort horse', 'case?sortBy=horse&sortDesc=false&page=1&limit=10'],
      [
        'GET /api/case default menu filters, sort mainActivity, createdAt desc',
        'case?status=Factureerbaar&status=Open&hideSurrogate=true&sortBy=mainActivity&sortDesc=false&sortBy=createdAt&sortDesc=true&page=1&limit=10',
      ],
      [
        'GET /api/case status+activity filter, sort customer desc',
        'case?status=Factureerbaar&status=Open&mainActivity=Embryotransfer&sortBy=customer&sortDesc=true&page=1&limit=10',
      ],
      [
        'GET /api/case search, sort updatedAt desc',
        'case?search=paard%2012&sortBy=updatedAt&sortDesc=true&page=1&limit=10',
      ],
      ['GET /api/case?customer=… (customer tab)', `case?customer=${someCustomer?.id}`],
      ['GET /api/case page 1000', 'case?page=1000&limit=10'],
      [`GET /api/case/{id} (${SHEETS} sheets)`, `case/${bigCase}`],
    ];
    const results: Measurement[] = [];
    for (const [name, path] of scenarios)
      results.push(await measure(`1 connection: ${name}`, `${address}/api/${path}`, headers, one));
    printTable(results);
    await app.close();
  } finally {
    await database.close();
  }
}
