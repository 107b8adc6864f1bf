// The semen bench (issue 18 item 9): 100,000 lots of 2,000 stallions and 1,000,000 modifications;
// the overview 'Paarden met sperma loten' and one stallion's lots with every sort and filter at one
// connection (p95 target < 50 ms), and the stock report of one owner with 2,000 lots (< 200 ms).
// Run: BENCH_ONLY=semen npm run bench (BENCH_DB=pglite for the embedded database).
import { sql } from 'drizzle-orm';
import { semenHorseQuery, semenListQuery } from '@stalboek/domain';
import { queryRows, type Db } from '../src/db/client.ts';
import { listLots, listSemenHorses } from '../src/modules/semen/index.ts';
import { benchApp } from './app.ts';
import { measure, printTable, type Measurement } from './measure.ts';
import { openScratchDatabase } from './scratch-db.ts';
import { explainScenarios, printSlowest } from './stock-explain.ts';

export const LOT_ROWS = Number(process.env.BENCH_LOTS ?? 100_000);
export const SEMEN_MOD_ROWS = Number(process.env.BENCH_SEMEN_MODS ?? 1_000_000);
const STALLIONS = 2_000;
/** 50 owners: each holds LOT_ROWS / 50 lots (2,000 by default), the stock report's case. */
const OWNERS = 50;
const CONTAINERS = 50;
const TUBES = 100;

/**
 * Stallions, owners, containers, lots (30 straws each, with their Create) and the other
 * modifications (subtracts of 1 spread over the lots, 2 % of them corrected), with each lot's
 * current inventory, export date and empty date as the API would have left them.
 */
export async function seedSemenBench(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO customer (type, first_name, last_name, language, address_line, country)
    SELECT 'particulier', 'Eigenaar', 'Nummer ' || i, 'NL', 'Straat ' || i, 'BE'
      FROM generate_series(1, ${OWNERS}) AS i`);
  await db.execute(sql`
    INSERT INTO horse (name, type, breed, studbook, stud_horse)
    SELECT 'Hengst ' || lpad(i::text, 4, '0'), 'Hengst', 'Warmbloed', 'BWP', true
      FROM generate_series(1, ${STALLIONS}) AS i`);
  await db.execute(sql`
    INSERT INTO nitrogen_container (name, available_places)
    SELECT 'Vat ' || lpad(i::text, 2, '0'), ${TUBES} FROM generate_series(1, ${CONTAINERS}) AS i`);
  // Lot i: stallion i % 2000, owner i % 50, place by i (10 lots per tube position).
  await db.execute(sql`
    WITH h AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS rn FROM horse WHERE type = 'Hengst'),
         o AS (SELECT id, row_number() OVER (ORDER BY last_name) - 1 AS rn FROM customer),
         n AS (SELECT id, row_number() OVER (ORDER BY name) - 1 AS rn FROM nitrogen_container)
    INSERT INTO semen_lot (lot_number, stallion_id, owner_id, type, production_date, import_date,
                           export_type, container_id, tube, position, initial_inventory,
                           current_inventory, motility, created_at, updated_at)
    SELECT 'B-' || lpad(i::text, 6, '0'), h.id, o.id,
           CASE WHEN i % 5 = 0 THEN 'Import' ELSE 'Productie' END,
           CASE WHEN i % 5 = 0 THEN NULL ELSE now() - (i % 3650) * interval '1 day' END,
           CASE WHEN i % 5 = 0 THEN now() - (i % 3650) * interval '1 day' END,
           (ARRAY['national', 'EU', 'worldwide', NULL])[1 + i % 4], n.id,
           1 + (i / 20) % ${TUBES}, CASE WHEN (i / 10) % 2 = 0 THEN 'Boven' ELSE 'Onder' END,
           30, 30, 40 + i % 50, now() - (i % 3650) * interval '1 day', now()
      FROM generate_series(0, ${LOT_ROWS - 1}) AS i
      JOIN h ON h.rn = i % ${STALLIONS}
      JOIN o ON o.rn = i % ${OWNERS}
      JOIN n ON n.rn = (i / (20 * ${TUBES})) % ${CONTAINERS}`);
  await db.execute(sql`
    INSERT INTO semen_modification (lot_id, type, action, amount, owner_id, stallion_id, date,
                                    created_by, created_at)
    SELECT id, 'Create', 'add', initial_inventory, owner_id, stallion_id,
           coalesce(production_date, import_date), 'bench', created_at FROM semen_lot`);
  // The other modifications: at most 27 per lot (a lot keeps 3 straws or more), subtracts of 1.
  const others = Math.max(0, SEMEN_MOD_ROWS - LOT_ROWS);
  await db.execute(sql`
    WITH l AS (SELECT id, owner_id, stallion_id, row_number() OVER (ORDER BY id) - 1 AS rn
                 FROM semen_lot)
    INSERT INTO semen_modification (lot_id, type, action, amount, owner_id, stallion_id, date,
                                    created_by, created_at)
    SELECT l.id, (ARRAY['Export', 'Export', 'Verbruik', 'Damaged', 'Destroy', 'Control'])[1 + i % 6],
           'subtract', 1, l.owner_id, l.stallion_id, now() - (i % 3000) * interval '1 hour',
           'bench', now() - (i % 3000) * interval '1 hour'
      FROM generate_series(0, ${others - 1}) AS i
      JOIN l ON l.rn = i % ${LOT_ROWS}`);
  // 2 % of them corrected: a Correction (add 1) pointing at each.
  await db.execute(sql`
    INSERT INTO semen_modification (lot_id, type, action, amount, owner_id, stallion_id, date,
                                    corrects_id, created_by, created_at)
    SELECT lot_id, 'Correction', 'add', 1, owner_id, stallion_id, now(), id, 'bench', now()
      FROM semen_modification
     WHERE type <> 'Create' AND ('x' || substr(md5(id::text), 1, 8))::bit(32)::int % 50 = 0`);
  await db.execute(sql`
    UPDATE semen_lot l SET current_inventory = s.total
      FROM (SELECT lot_id, sum(CASE WHEN action = 'add' THEN amount ELSE -amount END) AS total
              FROM semen_modification GROUP BY lot_id) s
     WHERE s.lot_id = l.id`);
  for (const table of [
    'customer',
    'horse',
    'nitrogen_container',
    'semen_lot',
    'semen_modification',
  ])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

/** What a semen list endpoint runs for `path`, by calling its service (for EXPLAIN). */
async function callSemenService(db: Db, path: string): Promise<void> {
  const params = new URL(path, 'http://x').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    query[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  if (path.startsWith('semen/horses')) await listSemenHorses(db, semenHorseQuery.parse(query));
  else await listLots(db, semenListQuery.parse(query));
}

export async function runSemenBench(): Promise<void> {
  const database = await openScratchDatabase();
  try {
    const db = database.db;
    console.log(
      `database: ${database.kind}; seeding ${LOT_ROWS} lots of ${STALLIONS} stallions and ${SEMEN_MOD_ROWS} modifications...`,
    );
    const started = Date.now();
    await seedSemenBench(db);
    console.log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const [one] = await queryRows<{ stallion: string; owner: string; container: string }>(
      db,
      sql`SELECT stallion_id AS stallion, owner_id AS owner, container_id AS container
            FROM semen_lot ORDER BY lot_number LIMIT 1 OFFSET 1234`,
    );
    if (!one) throw new Error('no lots seeded');
    const lots = `semen?stallion=${one.stallion}&page=1&limit=10`;
    const scenarios: [string, string][] = [
      ['GET /api/semen/horses (overview)', 'semen/horses?page=1&limit=10'],
      [
        'GET /api/semen/horses sort totalInitial desc',
        'semen/horses?sortBy=totalInitial&sortDesc=true',
      ],
      [
        'GET /api/semen/horses sort currentInventory',
        'semen/horses?sortBy=currentInventory&sortDesc=false',
      ],
      ['GET /api/semen/horses sort totalMods desc', 'semen/horses?sortBy=totalMods&sortDesc=true'],
      ['GET /api/semen/horses page 100', 'semen/horses?page=100&limit=10'],
      ['GET /api/semen/horses?searchValue=Hengst 12', 'semen/horses?searchValue=Hengst%2012'],
      ['GET /api/semen/horses?exportType=EU', 'semen/horses?exportType=EU'],
      ['GET /api/semen/horses?container&tube', `semen/horses?container=${one.container}&tube=3`],
      ["GET /api/semen one stallion's lots", lots],
      ['… sort lotNumber', `${lots}&sortBy=lotNumber&sortDesc=false`],
      ['… sort production_date desc', `${lots}&sortBy=production_date&sortDesc=true`],
      ['… sort current_inventory', `${lots}&sortBy=current_inventory&sortDesc=false`],
      ['… sort container', `${lots}&sortBy=container&sortDesc=false`],
      ['… sort import_date desc', `${lots}&sortBy=import_date&sortDesc=true`],
      [
        '… sort type, export_type',
        `${lots}&sortBy=type&sortBy=export_type&sortDesc=false&sortDesc=false`,
      ],
      ['… sort initial_inventory desc', `${lots}&sortBy=initial_inventory&sortDesc=true`],
      ['… sort updatedAt desc', `${lots}&sortBy=updatedAt&sortDesc=true`],
      ['… container and tube', `${lots}&container=${one.container}&tube=3`],
      ['… type=Import', `${lots}&type=Import`],
      ['… exportType=EU&exportType=worldwide', `${lots}&exportType=EU&exportType=worldwide`],
      ['… hideEmpty', `${lots}&hideEmpty=true`],
      ['GET /api/semen all lots page 1', 'semen?page=1&limit=10'],
      ['GET /api/semen?search=B-0123', 'semen?search=B-0123&hideEmpty=true&limit=10'],
      [
        'stock report: one owner, 2,000 lots (limit -1, target 200 ms)',
        `semen?owner=${one.owner}&report=true&limit=-1`,
      ],
    ];
    const explained = await explainScenarios(database, scenarios, callSemenService);
    const { app, headers } = await benchApp(database);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    // Warm up (the first requests after seeding read cold pages and compile code).
    await measure('warm-up', `${address}/api/${scenarios[0]![1]}`, headers, {
      connections: 1,
      duration: 2,
    });
    const results: Measurement[] = [];
    for (const [name, path] of scenarios)
      results.push(
        await measure(`1 connection: ${name}`, `${address}/api/${path}`, headers, {
          connections: 1,
        }),
      );
    printTable(results);
    for (const r of results) {
      const target = r.name.includes('stock report') ? 200 : 50;
      if (r.p95 >= target || r.errors) console.log(`FAIL ${r.name}: p95 ${r.p95} ms (< ${target})`);
    }
    printSlowest(explained);
    await app.close();
  } finally {
    await database.close();
  }
}
